import {
  FLEET_SETTLEMENT_MESSAGES,
  PAY_ITEM_CATEGORIES,
  PAY_ITEM_CATEGORY_LABELS,
  payItemSchema,
  type PayItemInput,
  type PayItemView,
  formatUsd,
} from '@freight/contracts';
import { useSaveForm } from '@freight/forms';
import { Field, Input, Select } from '@freight/ui';
import { FormDialog } from '../../shared/FormDialog';
import { useCreatePayItemMutation } from './api';
import { DriverField, type DriversRead } from './DriverField';

type PayItemValues = Omit<PayItemInput, 'amount'> & { amount: number | string };

const today = () => new Date().toISOString().slice(0, 10);

interface PayItemDialogProps {
  drivers: DriversRead;
  onClose: () => void;
}

/**
 * 'Record Pay Item': an advance paid to a driver or a deduction (fuel card, escrow, equipment,
 * other) taken from their next settlement whose period holds its date.
 */
export function PayItemDialog({ drivers, onClose }: PayItemDialogProps) {
  const [createPayItem, { isLoading }] = useCreatePayItemMutation();
  const { form, submit } = useSaveForm<PayItemValues, PayItemInput, PayItemView>({
    schema: payItemSchema,
    defaultValues: { driverId: '', category: 'advance', amount: '', itemDate: today(), note: '' },
    save: (item) => createPayItem(item).unwrap(),
    success: (created) => ({
      title: FLEET_SETTLEMENT_MESSAGES.payItemRecordedTitle,
      description: `${PAY_ITEM_CATEGORY_LABELS[created.category]} of ${formatUsd(created.amount)} for ${created.driverName}.`,
    }),
    failure: 'Failed to record the pay item',
    onSaved: onClose,
  });

  return (
    <FormDialog
      title="Record Pay Item"
      onClose={onClose}
      busy={isLoading}
      dirty={form.formState.isDirty}
      submitLabel="Record"
      onSubmit={submit}
    >
      <DriverField
        drivers={drivers}
        field={form.field('driverId')}
        input={form.input('driverId')}
      />
      <Field label="Type" {...form.field('category')}>
        <Select {...form.input('category')}>
          {PAY_ITEM_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {PAY_ITEM_CATEGORY_LABELS[category]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Amount ($)" {...form.field('amount')}>
        <Input type="number" min="0" step="0.01" {...form.input('amount')} />
      </Field>
      <Field label="Date" {...form.field('itemDate')}>
        <Input type="date" {...form.input('itemDate')} />
      </Field>
      <Field label="Note" {...form.field('note')}>
        <Input {...form.input('note')} />
      </Field>
    </FormDialog>
  );
}
