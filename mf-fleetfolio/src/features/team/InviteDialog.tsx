import { FLEET_INVITE_DAYS, inviteSchema, type InviteInput } from '@freight/contracts';
import { SchemaFormProvider, useMutationToast, useSchemaForm } from '@freight/forms';
import { Field, Input } from '@freight/ui';
import { FormDialog } from '../../shared/FormDialog';
import { useInviteMemberMutation } from './api';
import { RoleFields, type RoleValues } from './RoleFields';

type InviteValues = RoleValues & { email: string };

/** Invite Member: the address and role; the mail carries a single-use link valid 7 days. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const [invite, inviting] = useInviteMemberMutation();
  const run = useMutationToast();
  const form = useSchemaForm<InviteValues, InviteInput>({
    schema: inviteSchema,
    defaultValues: { email: '', role: 'dispatcher', driverId: '' },
  });

  const submit = form.handleSubmit(async (values) => {
    const sent = await run(
      () => invite(values).unwrap(),
      {
        title: 'Invitation Sent',
        description: `${values.email} can join with the link in the mail for ${FLEET_INVITE_DAYS} days.`,
      },
      'The invitation could not be sent',
      form,
    );
    if (sent) onClose();
  });

  return (
    <FormDialog
      title="Invite Member"
      description={`The invitee gets a link by email. It works once, for ${FLEET_INVITE_DAYS} days.`}
      onClose={onClose}
      busy={inviting.isLoading}
      dirty={form.formState.isDirty}
      submitLabel="Send Invitation"
      onSubmit={submit}
    >
      <SchemaFormProvider form={form}>
        <Field label="Email" {...form.field('email')}>
          <Input type="email" autoComplete="off" {...form.input('email')} />
        </Field>
        <RoleFields />
      </SchemaFormProvider>
    </FormDialog>
  );
}
