import { Button, Dialog } from '@freight/ui';
import { useOneSubmission } from '@freight/forms';
import type { FormEventHandler, ReactNode } from 'react';
import { FormActions, FormGrid } from './layout';

interface FormFrameProps {
  /** A save is running: both buttons wait for it. */
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A form's fields followed by its Cancel and submit row. */
export function FormFrame({ busy, submitLabel, onCancel, onSubmit, children }: FormFrameProps) {
  const { submit, submitting } = useOneSubmission(onSubmit);
  return (
    <FormGrid noValidate onSubmit={(event) => void submit(event)}>
      {children}
      <FormActions>
        <Button $variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || submitting}>
          {submitLabel}
        </Button>
      </FormActions>
    </FormGrid>
  );
}

interface FormDialogProps extends Omit<FormFrameProps, 'onCancel'> {
  title: string;
  description?: string;
  /** Something was typed: Escape, Back and the close button ask before discarding it. */
  dirty: boolean;
  onClose: () => void;
}

/** An add/edit dialog: it cannot be closed while its save runs; Cancel closes it. */
export function FormDialog({ title, description, dirty, onClose, ...frame }: FormDialogProps) {
  return (
    <Dialog
      open
      onClose={onClose}
      closeDisabled={frame.busy}
      confirmDiscard={dirty}
      title={title}
      description={description}
    >
      <FormFrame {...frame} onCancel={onClose} />
    </Dialog>
  );
}
