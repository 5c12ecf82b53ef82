import { paymentSchema, type CarrierInvoiceView, type PaymentInput } from '@freight/contracts';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import { Button, Field, Input } from '@freight/ui';
import { FormGrid } from '../../shared/layout';
import { useRecordPaymentMutation } from './api';

interface PaymentValues {
  paymentAmount: string;
  factoringFees: string;
  otherDeductions: string;
}

/**
 * Records a payment: the amount received, plus what a factor or the customer deducted. All
 * three settle the invoice's balance.
 */
export function PaymentForm({ invoice }: { invoice: CarrierInvoiceView }) {
  const [recordPayment, { isLoading }] = useRecordPaymentMutation();
  const run = useMutationToast();
  const form = useSchemaForm<PaymentValues, PaymentInput>({
    schema: paymentSchema,
    defaultValues: { paymentAmount: '', factoringFees: '', otherDeductions: '' },
  });
  const submit = form.handleSubmit(async (payment) => {
    const saved = await run(
      () => recordPayment({ invoiceId: invoice.id, payment }).unwrap(),
      {
        title: 'Payment Recorded',
        description: `Payment recorded on invoice ${invoice.invoiceNumber}.`,
      },
      'Failed to record the payment',
      form,
    );
    if (saved) form.reset();
  });
  return (
    <FormGrid
      noValidate
      onSubmit={submit}
      aria-label={`Record payment on invoice ${invoice.invoiceNumber}`}
    >
      <Field label="Payment Amount ($)" {...form.field('paymentAmount')}>
        <Input type="number" {...form.input('paymentAmount')} />
      </Field>
      <Field label="Factoring Fees ($)" {...form.field('factoringFees')}>
        <Input type="number" {...form.input('factoringFees')} />
      </Field>
      <Field label="Other Deductions ($)" {...form.field('otherDeductions')}>
        <Input type="number" {...form.input('otherDeductions')} />
      </Field>
      <Button type="submit" $size="sm" disabled={isLoading}>
        Record Payment
      </Button>
    </FormGrid>
  );
}
