import {
  FLEET_SETTLEMENT_MESSAGES,
  settlementSchema,
  type Driver,
  type SettlementInput,
} from '@freight/contracts';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import { Field, Input, Select } from '@freight/ui';
import { FormDialog } from '../../shared/FormDialog';
import { RecordOptions } from '../../shared/RecordOptions';
import { useCreateSettlementMutation } from './api';

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last seven days, today included: the usual weekly pay period. */
const lastWeek = (): SettlementInput => ({
  driverId: '',
  periodStart: dayOf(Date.now() - 6 * DAY_MS),
  periodEnd: dayOf(Date.now()),
});

interface NewSettlementDialogProps {
  drivers: Driver[];
  onClose: () => void;
}

/** 'New Settlement': a driver and a pay period; the API draws up the draft from their trips. */
export function NewSettlementDialog({ drivers, onClose }: NewSettlementDialogProps) {
  const [createSettlement, { isLoading }] = useCreateSettlementMutation();
  const run = useMutationToast();
  const form = useSchemaForm<SettlementInput, SettlementInput>({
    schema: settlementSchema,
    defaultValues: lastWeek(),
  });
  const submit = form.handleSubmit(async (input) => {
    const created = await run(
      () => createSettlement(input).unwrap(),
      (settlement) => ({
        title: FLEET_SETTLEMENT_MESSAGES.settlementCreatedTitle,
        description: `Settlement ${settlement.settlementNumber} for ${settlement.driverName} is ready for review.`,
      }),
      'Failed to create the settlement',
      form,
    );
    if (created) onClose();
  });

  return (
    <FormDialog
      title="New Settlement"
      description="Gathers the driver's completed trips, advances and deductions of the pay period."
      onClose={onClose}
      busy={isLoading}
      dirty={form.formState.isDirty}
      submitLabel="Create Settlement"
      onSubmit={submit}
    >
      <Field label="Driver" {...form.field('driverId')}>
        <Select {...form.input('driverId')}>
          <RecordOptions none="Select a driver" records={drivers} label={(driver) => driver.name} />
        </Select>
      </Field>
      <Field label="Period start" {...form.field('periodStart')}>
        <Input type="date" {...form.input('periodStart')} />
      </Field>
      <Field label="Period end" {...form.field('periodEnd')}>
        <Input type="date" {...form.input('periodEnd')} />
      </Field>
    </FormDialog>
  );
}
