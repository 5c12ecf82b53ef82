import { Field, Input, Textarea } from '@freight/ui';
import { useSaveForm } from '@freight/forms';
import {
  createShipmentSchema,
  type AdminQuote,
  type AdminShipment,
  type CreateShipmentInput,
} from '@freight/contracts';
import { FormDialog } from '../../shared/FormDialog';
import { useCreateShipmentMutation } from './api';

/** What the inputs hold: text, dates as YYYY-MM-DD; the schema converts them. */
type ShipmentFormValues = Record<keyof CreateShipmentInput, string>;

const dateOnly = (value: string | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';

function prefill(quote: AdminQuote): ShipmentFormValues {
  const requested = dateOnly(quote.requestedDate);
  // The price the shipper accepted is the shipment's rate.
  const accepted = quote.answer?.decision === 'accepted' ? quote.price : undefined;
  return {
    quoteRequestId: quote.id,
    pickupAddress: quote.pickupLocation,
    deliveryAddress: quote.deliveryLocation,
    driverName: '',
    driverPhone: '',
    truckNumber: '',
    trailerNumber: '',
    estimatedPickupDate: requested,
    estimatedDeliveryDate: requested,
    totalRate: accepted ? String(accepted.total) : '',
    notes: '',
  };
}

/** The dialog prefilled from the quote; it asks before Escape or Back discard what was typed. */
export function CreateShipmentDialog({
  quote,
  onClose,
}: {
  quote: AdminQuote;
  onClose: () => void;
}) {
  const [createShipment, { isLoading }] = useCreateShipmentMutation();
  const { form, submit } = useSaveForm<ShipmentFormValues, CreateShipmentInput, AdminShipment>({
    schema: createShipmentSchema,
    defaultValues: prefill(quote),
    save: (shipment) => createShipment(shipment).unwrap(),
    success: (stored) => ({
      title: 'Shipment Created',
      description: `Shipment ${stored.shipmentNumber} was created for ${stored.customerEmail}.`,
    }),
    failure: 'Failed to create the shipment',
    failureTitle: 'Shipment Not Created',
    onSaved: onClose,
  });
  return (
    <FormDialog
      title={`Create Shipment for ${quote.companyName}`}
      description={`${quote.pickupLocation} to ${quote.deliveryLocation}`}
      formLabel="New shipment"
      busy={isLoading}
      dirty={form.formState.isDirty}
      submitLabel="Create Shipment"
      busyLabel="Creating..."
      onClose={onClose}
      onSubmit={submit}
    >
      <p className="wide">Customer email: {quote.email} (from the quote)</p>
      <Field label="Pickup Address" {...form.field('pickupAddress')}>
        <Input {...form.input('pickupAddress')} />
      </Field>
      <Field label="Delivery Address" {...form.field('deliveryAddress')}>
        <Input {...form.input('deliveryAddress')} />
      </Field>
      <Field label="Driver Name" {...form.field('driverName')}>
        <Input {...form.input('driverName')} />
      </Field>
      <Field label="Driver Phone" {...form.field('driverPhone')}>
        <Input type="tel" {...form.input('driverPhone')} />
      </Field>
      <Field label="Truck Number" {...form.field('truckNumber')}>
        <Input {...form.input('truckNumber')} />
      </Field>
      <Field label="Trailer Number" {...form.field('trailerNumber')}>
        <Input {...form.input('trailerNumber')} />
      </Field>
      <Field label="Estimated Pickup Date" {...form.field('estimatedPickupDate')}>
        <Input type="date" {...form.input('estimatedPickupDate')} />
      </Field>
      <Field label="Estimated Delivery Date" {...form.field('estimatedDeliveryDate')}>
        <Input type="date" {...form.input('estimatedDeliveryDate')} />
      </Field>
      <Field label="Rate (USD)" {...form.field('totalRate')}>
        <Input type="number" {...form.input('totalRate')} />
      </Field>
      <div className="wide">
        <Field label="Notes for staff" {...form.field('notes')}>
          <Textarea {...form.input('notes')} />
        </Field>
      </div>
    </FormDialog>
  );
}
