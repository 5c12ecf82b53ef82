export type { ApplicationKind } from './ApplicationDialog';
