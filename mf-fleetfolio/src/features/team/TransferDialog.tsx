import {
  ownershipTransferSchema,
  type OwnershipTransferInput,
  type TeamMemberView,
} from '@freight/contracts';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import { Field, Input } from '@freight/ui';
import { FormDialog } from '../../shared/FormDialog';
import { useTransferOwnershipMutation } from './api';

interface TransferDialogProps {
  member: TeamMemberView;
  onClose: () => void;
}

/** Transfer Ownership: asks the owner's password; the owner stays on as a dispatcher. */
export function TransferDialog({ member, onClose }: TransferDialogProps) {
  const [transfer, transferring] = useTransferOwnershipMutation();
  const run = useMutationToast();
  const form = useSchemaForm<OwnershipTransferInput>({
    schema: ownershipTransferSchema,
    defaultValues: { password: '' },
  });

  const submit = form.handleSubmit(async ({ password }) => {
    const done = await run(
      () => transfer({ id: member.id, password }).unwrap(),
      { title: 'Ownership Transferred', description: `${member.name} now owns the account.` },
      'Ownership could not be transferred',
      form,
    );
    if (done) onClose();
  });

  return (
    <FormDialog
      title={`Transfer Ownership to ${member.name}`}
      description={`${member.name} gets invoices, payments, reports, settings and the team. You stay on as a dispatcher.`}
      onClose={onClose}
      busy={transferring.isLoading}
      dirty={form.formState.isDirty}
      submitLabel="Transfer Ownership"
      onSubmit={submit}
    >
      <Field label="Your password" {...form.field('password')}>
        <Input type="password" autoComplete="current-password" {...form.input('password')} />
      </Field>
    </FormDialog>
  );
}
