import { Button, Dialog } from '@freight/ui';
import styled from 'styled-components';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action (deleting a load, driver, unit, trip, customer or invoice). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, confirmLabel, busy = false, onConfirm, onCancel } = props;
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={description}
      closeDisabled={busy}
      size="sm"
    >
      <Actions>
        <Button $variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button $variant="destructive" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </Actions>
    </Dialog>
  );
}
