import {
  EXPENSE_TYPES,
  EXPENSE_TYPE_LABELS,
  type ExpenseType,
  type TripView,
} from '@freight/contracts';
import { Button, Field, Input, Select } from '@freight/ui';
import { useForm, useWatch } from 'react-hook-form';
import { formatDollars } from '../../shared/format';
import { FormGrid } from '../../shared/layout';
import { useMutationToast } from '../../shared/useMutationToast';
import { useAddExpenseMutation, useDeleteExpenseMutation } from './api';

interface ExpenseValues {
  expenseType: ExpenseType;
  amount: string;
  vendor: string;
  gallons: string;
  state: string;
  receipt: FileList | null;
}

function toForm(values: ExpenseValues): FormData {
  const form = new FormData();
  form.append('expenseType', values.expenseType);
  form.append('amount', values.amount);
  if (values.vendor) form.append('vendor', values.vendor);
  if (values.expenseType === 'fuel') {
    form.append('gallons', values.gallons);
    form.append('state', values.state);
  }
  const file = values.receipt?.[0];
  if (file) form.append('file', file);
  return form;
}

function ExpenseForm({ trip }: { trip: TripView }) {
  const [addExpense, { isLoading }] = useAddExpenseMutation();
  const run = useMutationToast();
  const { register, handleSubmit, control, reset, formState } = useForm<ExpenseValues>({
    defaultValues: {
      expenseType: 'fuel',
      amount: '',
      vendor: '',
      gallons: '',
      state: '',
      receipt: null,
    },
  });
  const fuel = useWatch({ control, name: 'expenseType' }) === 'fuel';
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    const saved = await run(
      () => addExpense({ tripId: trip.id, form: toForm(values) }).unwrap(),
      {
        title: 'Expense Added',
        description: `${EXPENSE_TYPE_LABELS[values.expenseType]} expense added to trip ${trip.tripNumber}.`,
      },
      'Failed to add the expense',
    );
    if (saved) reset();
  });
  return (
    <FormGrid noValidate onSubmit={submit} aria-label={`Add expense to trip ${trip.tripNumber}`}>
      <Field label="Expense Type">
        <Select {...register('expenseType')}>
          {EXPENSE_TYPES.map((type) => (
            <option key={type} value={type}>
              {EXPENSE_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Amount ($)" error={errors.amount?.message} required>
        <Input
          type="number"
          min="0"
          step="0.01"
          aria-required
          {...register('amount', { required: 'Amount is required' })}
        />
      </Field>
      <Field label="Vendor">
        <Input {...register('vendor')} />
      </Field>
      {fuel ? (
        <>
          <Field label="Gallons" error={errors.gallons?.message} required>
            <Input
              type="number"
              min="0"
              step="0.001"
              aria-required
              {...register('gallons', { required: 'Gallons are required for fuel' })}
            />
          </Field>
          <Field label="Fuel State" error={errors.state?.message} required>
            <Input
              maxLength={2}
              aria-required
              {...register('state', {
                required: 'State is required for fuel',
                pattern: { value: /^[A-Za-z]{2}$/, message: 'State must be a two-letter code' },
              })}
            />
          </Field>
        </>
      ) : null}
      <Field label="Receipt (PDF, JPG or PNG)">
        <Input type="file" accept=".pdf,.jpg,.jpeg,.png" {...register('receipt')} />
      </Field>
      <Button type="submit" $size="sm" disabled={isLoading}>
        Add Expense
      </Button>
    </FormGrid>
  );
}

/** The trip's expenses (fuel with gallons and state, tolls, other) and a form to add one. */
export function ExpenseSection({ trip }: { trip: TripView }) {
  const [deleteExpense] = useDeleteExpenseMutation();
  const run = useMutationToast();
  return (
    <details>
      <summary>Expenses ({trip.expenses.length})</summary>
      <ul>
        {trip.expenses.map((expense) => {
          const name = `${EXPENSE_TYPE_LABELS[expense.expenseType]} ${formatDollars(expense.amount)}`;
          return (
            <li key={expense.id}>
              {name}
              {expense.gallons ? ` · ${expense.gallons} gal in ${expense.state}` : ''}
              {expense.vendor ? ` · ${expense.vendor}` : ''}{' '}
              {expense.receiptUrl ? <a href={expense.receiptUrl}>Receipt</a> : null}{' '}
              <Button
                $size="sm"
                $variant="ghost"
                aria-label={`Delete expense ${name}`}
                onClick={() =>
                  run(
                    () => deleteExpense({ tripId: trip.id, expenseId: expense.id }).unwrap(),
                    { title: 'Expense Deleted', description: `${name} was removed.` },
                    'Failed to delete the expense',
                  )
                }
              >
                Delete
              </Button>
            </li>
          );
        })}
      </ul>
      <ExpenseForm trip={trip} />
    </details>
  );
}
