import {
  fuelPurchaseSchema,
  type DriverTripView,
  type FuelPurchaseInput,
} from '@freight/contracts';
import { useSchemaForm } from '@freight/forms';
import { useShellServices } from '@freight/runtime';
import { Alert, Button, Field, Input } from '@freight/ui';
import styled from 'styled-components';
import { PhotoProgress } from './PhotoProgress';
import type { ActionQueue } from './useActionQueue';
import { usePhotoSender } from './usePhotoSender';
import { useOnline } from './useOnline';

export const FUEL_OFFLINE =
  'No connection: the purchase and its receipt photo wait in the outbox and are sent when the phone is back online.';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  h4,
  [role='alert'],
  [role='status'],
  > div:has(input[type='file']),
  button {
    grid-column: 1 / -1;
  }
  button {
    min-height: 3rem;
  }
`;

interface FuelValues {
  gallons: number | string;
  state: string;
  amount: number | string;
  photo: FileList | null;
}

const EMPTY: FuelValues = { gallons: '', state: '', amount: '', photo: null };

const toRequest = ({ gallons, state, amount }: FuelValues) => ({ gallons, state, amount });

interface FuelFormProps {
  trip: DriverTripView;
  /** Queues a purchase without a photo in the phone's outbox. */
  onQueue: (input: FuelPurchaseInput) => void;
  /** The outbox, for a purchase whose receipt photo cannot be sent now. */
  queuePhoto: ActionQueue['enqueuePhoto'];
}

/**
 * A fuel purchase on the trip: gallons, state and amount land in the trip's expenses and its
 * IFTA fuel by state. Without a photo it goes through the outbox; with the receipt's photo it
 * is sent at once with its progress, or waits in the outbox (photo included) when offline.
 */
export function FuelForm({ trip, onQueue, queuePhoto }: FuelFormProps) {
  const { toast } = useShellServices();
  const online = useOnline();
  const sender = usePhotoSender(queuePhoto);
  const form = useSchemaForm<FuelValues, FuelPurchaseInput>({
    schema: fuelPurchaseSchema,
    defaultValues: EMPTY,
    toRequest,
  });
  const submit = form.handleSubmit(async (input) => {
    const photo = form.getValues('photo')?.[0];
    if (!photo) {
      onQueue(input);
      form.reset();
      return;
    }
    const fields = {
      gallons: String(input.gallons),
      state: input.state,
      amount: String(input.amount),
    };
    const url = `/api/fleetfolio/driver/trips/${trip.id}/fuel`;
    const what = `${input.gallons} gal in ${input.state}`;
    const label = `Fuel: ${what}, $${input.amount.toFixed(2)}, with receipt photo (trip ${trip.tripNumber})`;
    const outcome = await sender.send(url, fields, photo, label);
    if (outcome === 'failed') return;
    toast.show(
      outcome === 'sent'
        ? { title: 'Fuel Recorded', description: `${what} is on trip ${trip.tripNumber}.` }
        : {
            title: 'Fuel Purchase Queued',
            description: 'It is sent when the phone is back online.',
          },
    );
    form.reset();
  });
  return (
    <Form noValidate aria-label={`Fuel purchase for trip ${trip.tripNumber}`} onSubmit={submit}>
      <h4>Fuel Purchase</h4>
      {!online ? <Alert role="status">{FUEL_OFFLINE}</Alert> : null}
      <Field label="Gallons" {...form.field('gallons')}>
        <Input type="number" inputMode="decimal" {...form.input('gallons')} />
      </Field>
      <Field label="State" {...form.field('state')}>
        <Input autoCapitalize="characters" maxLength={2} {...form.input('state')} />
      </Field>
      <Field label="Amount ($)" {...form.field('amount')}>
        <Input type="number" inputMode="decimal" {...form.input('amount')} />
      </Field>
      <Field label="Receipt photo (optional)" error={form.formState.errors.photo?.message}>
        <Input type="file" accept="image/*" capture="environment" {...form.register('photo')} />
      </Field>
      <PhotoProgress sender={sender} label="Sending the receipt photo" />
      <Button type="submit" disabled={sender.progress !== null}>
        Save Fuel Purchase
      </Button>
    </Form>
  );
}
