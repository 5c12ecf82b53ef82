import {
  FLEET_SETTLEMENT_MESSAGES,
  settlementSchema,
  type SettlementInput,
  type SettlementView,
} from '@freight/contracts';
import { useSaveForm } from '@freight/forms';
import { Field, Input } from '@freight/ui';
import { FormDialog } from '../../shared/FormDialog';
import { useCreateSettlementMutation } from './api';
import { DriverField, type DriversRead } from './DriverField';

const DAY_MS = 86_400_000;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last seven days, today included: the usual weekly pay period. */
const lastWeek = (): SettlementInput => ({
  driverId: '',
  periodStart: dayOf(Date.now() - 6 * DAY_MS),
  periodEnd: dayOf(Date.now()),
});

interface NewSettlementDialogProps {
  drivers: DriversRead;
  /** The draft was drawn up: the tab opens it for review. */
  onCreated: (settlement: SettlementView) => void;
  onClose: () => void;
}

/** 'New Settlement': a driver and a pay period; the API draws up the draft from their trips. */
export function NewSettlementDialog({ drivers, onCreated, onClose }: NewSettlementDialogProps) {
  const [createSettlement, { isLoading }] = useCreateSettlementMutation();
  const { form, submit } = useSaveForm<SettlementInput, SettlementInput, SettlementView>({
    schema: settlementSchema,
    defaultValues: lastWeek(),
    save: async (input) => {
      const created = await createSettlement(input).unwrap();
      onCreated(created);
      return created;
    },
    success: (settlement) => ({
      title: FLEET_SETTLEMENT_MESSAGES.settlementCreatedTitle,
      description: `Settlement ${settlement.settlementNumber} for ${settlement.driverName} is ready for review.`,
    }),
    failure: 'Failed to create the settlement',
    onSaved: onClose,
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
      <DriverField
        drivers={drivers}
        field={form.field('driverId')}
        input={form.input('driverId')}
      />
      <Field label="Period start" {...form.field('periodStart')}>
        <Input type="date" {...form.input('periodStart')} />
      </Field>
      <Field label="Period end" {...form.field('periodEnd')}>
        <Input type="date" {...form.input('periodEnd')} />
      </Field>
    </FormDialog>
  );
}
