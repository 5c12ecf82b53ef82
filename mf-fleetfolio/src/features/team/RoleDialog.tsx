import { roleChangeSchema, type RoleChangeInput, type TeamMemberView } from '@freight/contracts';
import { SchemaFormProvider, useMutationToast, useSchemaForm } from '@freight/forms';
import { FormDialog } from '../../shared/FormDialog';
import { useChangeRoleMutation } from './api';
import { RoleFields, type RoleValues } from './RoleFields';

interface RoleDialogProps {
  member: TeamMemberView;
  onClose: () => void;
}

/** Change Role of a dispatcher or driver (the owner's role moves by transfer only). */
export function RoleDialog({ member, onClose }: RoleDialogProps) {
  const [changeRole, changing] = useChangeRoleMutation();
  const run = useMutationToast();
  const form = useSchemaForm<RoleValues, RoleChangeInput>({
    schema: roleChangeSchema,
    defaultValues: {
      role: member.role === 'driver' ? 'driver' : 'dispatcher',
      driverId: member.driverId ?? '',
    },
  });

  const submit = form.handleSubmit(async (change) => {
    const changed = await run(
      () => changeRole({ id: member.id, change }).unwrap(),
      { title: 'Role Changed', description: `${member.name} is now a ${change.role}.` },
      'The role could not be changed',
      form,
    );
    if (changed) onClose();
  });

  return (
    <FormDialog
      title={`Change Role of ${member.name}`}
      onClose={onClose}
      busy={changing.isLoading}
      dirty={form.formState.isDirty}
      submitLabel="Save Role"
      onSubmit={submit}
    >
      <SchemaFormProvider form={form}>
        <RoleFields />
      </SchemaFormProvider>
    </FormDialog>
  );
}
