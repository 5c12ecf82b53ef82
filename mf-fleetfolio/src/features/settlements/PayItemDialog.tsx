import {
  FLEET_SETTLEMENT_MESSAGES,
  PAY_ITEM_CATEGORIES,
  PAY_ITEM_CATEGORY_LABELS,
  payItemSchema,
  type Driver,
  type PayItemInput,
} from '@freight/contracts';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import { Field, Input, Select } from '@freight/ui';
import { formatDollars } from '../../shared/format';
import { FormDialog } from '../../shared/FormDialog';
import { RecordOptions } from '../../shared/RecordOptions';
import { useCreatePayItemMutation } from './api';

type PayItemValues = Omit<PayItemInput, 'amount'> & { amount: number | string };

const today = () => new Date().toISOString().slice(0, 10);

interface PayItemDialogProps {
  drivers: Driver[];
  onClose: () => void;
}

/**
 * 'Record Pay Item': an advance paid to a driver or a deduction (fuel card, escrow, equipment,
 * other) taken from their next settlement whose period holds its date.
 */
export function PayItemDialog({ drivers, onClose }: PayItemDialogProps) {
  const [createPayItem, { isLoading }] = useCreatePayItemMutation();
  const run = useMutationToast();
  const form = useSchemaForm<PayItemValues, PayItemInput>({
    schema: payItemSchema,
    defaultValues: { driverId: '', category: 'advance', amount: '', itemDate: today(), note: '' },
  });
  const submit = form.handleSubmit(async (item) => {
    const saved = await run(
      () => createPayItem(item).unwrap(),
      (created) => ({
        title: FLEET_SETTLEMENT_MESSAGES.payItemRecordedTitle,
        description: `${PAY_ITEM_CATEGORY_LABELS[created.category]} of ${formatDollars(created.amount)} for ${created.driverName}.`,
      }),
      'Failed to record the pay item',
      form,
    );
    if (saved) onClose();
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
      <Field label="Driver" {...form.field('driverId')}>
        <Select {...form.input('driverId')}>
          <RecordOptions none="Select a driver" records={drivers} label={(driver) => driver.name} />
        </Select>
      </Field>
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
