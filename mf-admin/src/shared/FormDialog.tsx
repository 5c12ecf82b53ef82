import type { FormEventHandler, ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Dialog } from '@freight/ui';
import { useOneSubmission } from '@freight/forms';

// Columns at least `$column` wide, as many as fit; a child with class `wide` spans the row.
const Grid = styled.form<{ $column: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(${({ $column }) => $column}, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};
  & > .wide {
    grid-column: 1 / -1;
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

interface FormDialogProps {
  title: string;
  description: string;
  /** The form's accessible name. */
  formLabel: string;
  /** A save is running: the dialog cannot be closed and both buttons wait for it. */
  busy: boolean;
  /** Something was typed: Escape, Back and the close button ask before discarding it. */
  dirty: boolean;
  submitLabel: string;
  /** The submit button's text while the save runs ('Sending...'). */
  busyLabel: string;
  /** The narrowest column of the field grid (a CSS length). */
  column?: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A large dialog holding one form: its fields in a grid, then Cancel and the submit button. */
export function FormDialog(props: FormDialogProps) {
  const { title, description, formLabel, busy, dirty, onClose, onSubmit, children } = props;
  const { submit, submitting } = useOneSubmission(onSubmit);
  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      closeDisabled={busy}
      confirmDiscard={dirty}
      title={title}
      description={description}
    >
      <Grid
        aria-label={formLabel}
        noValidate
        onSubmit={(event) => void submit(event)}
        $column={props.column ?? '14rem'}
      >
        {children}
        <Actions>
          <Button type="button" $variant="outline" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || submitting}>
            {busy ? props.busyLabel : props.submitLabel}
          </Button>
        </Actions>
      </Grid>
    </Dialog>
  );
}
