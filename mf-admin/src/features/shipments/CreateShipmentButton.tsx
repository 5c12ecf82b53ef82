import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, Dialog, Field, Input, Textarea } from '@freight/ui';
import { errorMessage, useShellServices } from '@freight/runtime';
import {
  createShipmentSchema,
  type AdminQuote,
  type CreateShipmentInput,
} from '@freight/contracts';
import { useCreateShipmentMutation } from './api';
import { contractResolver } from './formResolver';

const Grid = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space.md};
  & > .wide {
    grid-column: 1 / -1;
  }
`;

const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const dateOnly = (value: string | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : '';

function prefill(quote: AdminQuote): CreateShipmentInput {
  const requested = dateOnly(quote.requestedDate);
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
    totalRate: Number.NaN,
    notes: '',
  };
}

function CreateShipmentForm({ quote, onDone }: { quote: AdminQuote; onDone: () => void }) {
  const { toast } = useShellServices();
  const [createShipment, { isLoading }] = useCreateShipmentMutation();
  const { register, handleSubmit, formState } = useForm<CreateShipmentInput>({
    resolver: contractResolver(createShipmentSchema),
    defaultValues: prefill(quote),
  });
  const { errors } = formState;
  const submit = handleSubmit(async (values) => {
    const result = await createShipment(values);
    if (result.error) {
      toast.show({
        title: 'Shipment Not Created',
        description: errorMessage(result.error, 'Failed to create the shipment'),
        variant: 'destructive',
      });
      return;
    }
    toast.show({
      title: 'Shipment Created',
      description: `Shipment ${result.data.shipmentNumber} was created for ${result.data.customerEmail}.`,
    });
    onDone();
  });
  return (
    <Grid aria-label="New shipment" noValidate onSubmit={submit}>
      <p className="wide">Customer email: {quote.email} (from the quote)</p>
      <Field label="Pickup Address" error={errors.pickupAddress?.message} required>
        <Input {...register('pickupAddress')} />
      </Field>
      <Field label="Delivery Address" error={errors.deliveryAddress?.message} required>
        <Input {...register('deliveryAddress')} />
      </Field>
      <Field label="Driver Name" error={errors.driverName?.message} required>
        <Input {...register('driverName')} />
      </Field>
      <Field label="Driver Phone" error={errors.driverPhone?.message} required>
        <Input type="tel" {...register('driverPhone')} />
      </Field>
      <Field label="Truck Number" error={errors.truckNumber?.message} required>
        <Input {...register('truckNumber')} />
      </Field>
      <Field label="Trailer Number" error={errors.trailerNumber?.message}>
        <Input {...register('trailerNumber')} />
      </Field>
      <Field label="Estimated Pickup Date" error={errors.estimatedPickupDate?.message} required>
        <Input type="date" {...register('estimatedPickupDate')} />
      </Field>
      <Field label="Estimated Delivery Date" error={errors.estimatedDeliveryDate?.message} required>
        <Input type="date" {...register('estimatedDeliveryDate')} />
      </Field>
      <Field label="Rate (USD)" error={errors.totalRate?.message} required>
        <Input
          type="number"
          min="0"
          step="0.01"
          {...register('totalRate', { valueAsNumber: true })}
        />
      </Field>
      <div className="wide">
        <Field label="Notes for staff" error={errors.notes?.message}>
          <Textarea {...register('notes')} />
        </Field>
      </div>
      <Actions>
        <Button $variant="outline" disabled={isLoading} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Creating...' : 'Create Shipment'}
        </Button>
      </Actions>
    </Grid>
  );
}

/** 'Create Shipment' for one quote: a dialog prefilled from the quote. */
export function CreateShipmentButton({ quote }: { quote: AdminQuote }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant="outline" onClick={() => setOpen(true)} aria-haspopup="dialog">
        Create Shipment
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        size="lg"
        title={`Create Shipment for ${quote.companyName}`}
        description={`${quote.pickupLocation} to ${quote.deliveryLocation}`}
      >
        <CreateShipmentForm quote={quote} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}
