import { Button } from '@freight/ui';
import { errorMessage, useShellServices } from '@freight/runtime';
import type { AdminInvoice } from '@freight/contracts';
import { useMarkInvoicePaidMutation } from './api';

/** 'Mark Paid' for an unpaid (pending or overdue) invoice; nothing for the others. */
export function MarkPaidButton({ invoice }: { invoice: AdminInvoice }) {
  const { toast } = useShellServices();
  const [markPaid, { isLoading }] = useMarkInvoicePaidMutation();
  if (invoice.status !== 'pending' && invoice.status !== 'overdue') return null;
  const pay = async () => {
    const result = await markPaid(invoice.id);
    toast.show(
      result.error
        ? {
            title: 'Payment Not Recorded',
            description: errorMessage(result.error, 'Failed to mark the invoice paid'),
            variant: 'destructive',
          }
        : {
            title: 'Invoice Paid',
            description: `Invoice ${invoice.invoiceNumber} is marked paid.`,
          },
    );
  };
  return (
    <Button
      $size="sm"
      $variant="outline"
      disabled={isLoading}
      aria-label={`Mark Paid ${invoice.invoiceNumber}`}
      onClick={pay}
    >
      Mark Paid
    </Button>
  );
}
