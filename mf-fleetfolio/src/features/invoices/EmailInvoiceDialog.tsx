import type { CarrierInvoiceView } from '@freight/contracts';
import { Alert, Button, Dialog } from '@freight/ui';
import { useMutationToast } from '@freight/forms';
import { FormActions } from '../../shared/layout';
import { useEmailInvoiceMutation } from './api';

/** The second click of the 2-click invoice: who gets it and what is attached, then Send. */
export function EmailInvoiceDialog({
  invoice,
  onClose,
}: {
  invoice: CarrierInvoiceView;
  onClose: () => void;
}) {
  const [emailInvoice, { isLoading }] = useEmailInvoiceMutation();
  const run = useMutationToast();
  const send = async () => {
    const sent = await run(
      () => emailInvoice(invoice.id).unwrap(),
      {
        title: 'Invoice Sent',
        description: `Invoice ${invoice.invoiceNumber} was emailed to ${invoice.customerEmail}.`,
      },
      'Failed to send the invoice',
    );
    if (sent) onClose();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      closeDisabled={isLoading}
      title={`Email Invoice ${invoice.invoiceNumber}`}
    >
      {invoice.customerEmail ? (
        <>
          <p>
            To: {invoice.customerName} &lt;{invoice.customerEmail}&gt;
          </p>
          <p>Attachments:</p>
          <ul aria-label="Attachments">
            {invoice.attachments.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : (
        <Alert role="alert">
          {invoice.customerName} has no email address yet: add it under Settings &amp; More →
          Customers.
        </Alert>
      )}
      <FormActions>
        <Button $variant="outline" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button onClick={send} disabled={isLoading || !invoice.customerEmail}>
          Send
        </Button>
      </FormActions>
    </Dialog>
  );
}
