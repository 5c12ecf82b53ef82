export { ApplicationDialog } from './ApplicationDialog';
export type { ApplicationDialogProps, ApplicationKind } from './ApplicationDialog';
export { DriverInfoDialog, OwnerOperatorInfoDialog } from './InfoDialogs';
