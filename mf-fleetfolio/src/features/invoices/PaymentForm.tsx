import type { CarrierInvoiceView } from '@freight/contracts';
import { Button, Field, Input } from '@freight/ui';
import { useForm } from 'react-hook-form';
import { FormGrid } from '../../shared/layout';
import { useMutationToast } from '../../shared/useMutationToast';
import { useRecordPaymentMutation } from './api';

interface PaymentValues {
  paymentAmount: string;
  factoringFees: string;
  otherDeductions: string;
}

const money = (value: string) => (value === '' ? 0 : Number(value));

/**
 * Records a payment: the amount received, plus what a factor or the customer deducted. All
 * three settle the invoice's balance.
 */
export function PaymentForm({ invoice }: { invoice: CarrierInvoiceView }) {
  const [recordPayment, { isLoading }] = useRecordPaymentMutation();
  const run = useMutationToast();
  const { register, handleSubmit, reset, formState } = useForm<PaymentValues>({
    defaultValues: { paymentAmount: '', factoringFees: '', otherDeductions: '' },
  });
  const submit = handleSubmit(async (values) => {
    const saved = await run(
      () =>
        recordPayment({
          invoiceId: invoice.id,
          payment: {
            paymentAmount: money(values.paymentAmount),
            factoringFees: money(values.factoringFees),
            otherDeductions: money(values.otherDeductions),
          },
        }).unwrap(),
      {
        title: 'Payment Recorded',
        description: `Payment recorded on invoice ${invoice.invoiceNumber}.`,
      },
      'Failed to record the payment',
    );
    if (saved) reset();
  });
  return (
    <FormGrid
      noValidate
      onSubmit={submit}
      aria-label={`Record payment on invoice ${invoice.invoiceNumber}`}
    >
      <Field label="Payment Amount ($)" error={formState.errors.paymentAmount?.message} required>
        <Input
          type="number"
          min="0"
          step="0.01"
          aria-required
          {...register('paymentAmount', { required: 'Payment amount is required' })}
        />
      </Field>
      <Field label="Factoring Fees ($)">
        <Input type="number" min="0" step="0.01" {...register('factoringFees')} />
      </Field>
      <Field label="Other Deductions ($)">
        <Input type="number" min="0" step="0.01" {...register('otherDeductions')} />
      </Field>
      <Button type="submit" $size="sm" disabled={isLoading}>
        Record Payment
      </Button>
    </FormGrid>
  );
}
