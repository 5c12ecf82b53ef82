import {
  EXPENSE_TYPES,
  EXPENSE_TYPE_LABELS,
  expenseSchema,
  type ExpenseInput,
  type ExpenseType,
  type TripView,
  formatUsd,
} from '@freight/contracts';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import { Button, Field, Input, Select } from '@freight/ui';
import { useWatch } from 'react-hook-form';
import { FormGrid } from '../../shared/layout';
import { useAddExpenseMutation, useDeleteExpenseMutation } from './api';

interface ExpenseValues {
  expenseType: ExpenseType;
  amount: string;
  vendor: string;
  gallons: string;
  state: string;
  receipt: FileList | null;
}

const EMPTY: ExpenseValues = {
  expenseType: 'fuel',
  amount: '',
  vendor: '',
  gallons: '',
  state: '',
  receipt: null,
};

/** The expense's fields as the API reads them; gallons and state belong to fuel only. */
function toRequest({ receipt, gallons, state, ...values }: ExpenseValues) {
  void receipt;
  return values.expenseType === 'fuel' ? { ...values, gallons, state } : values;
}

function toForm(expense: ExpenseInput, receipt: FileList | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(expense)) {
    if (value !== undefined && value !== '') form.append(name, String(value));
  }
  const file = receipt?.[0];
  if (file) form.append('file', file);
  return form;
}

function ExpenseForm({ trip }: { trip: TripView }) {
  const [addExpense, { isLoading }] = useAddExpenseMutation();
  const run = useMutationToast();
  const form = useSchemaForm<ExpenseValues, ExpenseInput>({
    schema: expenseSchema,
    defaultValues: EMPTY,
    toRequest,
  });
  const fuel = useWatch({ control: form.control, name: 'expenseType' }) === 'fuel';
  const submit = form.handleSubmit(async (expense) => {
    const saved = await run(
      () =>
        addExpense({ tripId: trip.id, form: toForm(expense, form.getValues('receipt')) }).unwrap(),
      {
        title: 'Expense Added',
        description: `${EXPENSE_TYPE_LABELS[expense.expenseType]} expense added to trip ${trip.tripNumber}.`,
      },
      'Failed to add the expense',
      form,
    );
    if (saved) form.reset();
  });
  return (
    <FormGrid noValidate onSubmit={submit} aria-label={`Add expense to trip ${trip.tripNumber}`}>
      <Field label="Expense Type" {...form.field('expenseType')}>
        <Select {...form.input('expenseType')}>
          {EXPENSE_TYPES.map((type) => (
            <option key={type} value={type}>
              {EXPENSE_TYPE_LABELS[type]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Amount ($)" {...form.field('amount')}>
        <Input type="number" {...form.input('amount')} />
      </Field>
      <Field label="Vendor" {...form.field('vendor')}>
        <Input {...form.input('vendor')} />
      </Field>
      {fuel ? (
        <>
          <Field label="Gallons" {...form.field('gallons')} required>
            <Input type="number" aria-required {...form.input('gallons')} />
          </Field>
          <Field label="Fuel State" {...form.field('state')} required>
            <Input aria-required {...form.input('state')} />
          </Field>
        </>
      ) : null}
      <Field label="Receipt (PDF, JPG or PNG)">
        <Input type="file" accept=".pdf,.jpg,.jpeg,.png" {...form.register('receipt')} />
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
          const name = `${EXPENSE_TYPE_LABELS[expense.expenseType]} ${formatUsd(expense.amount)}`;
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
