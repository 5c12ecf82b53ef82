import {
  DOCUMENT_KIND_LABELS,
  DRIVER_DOCUMENT_KINDS,
  driverDocumentSchema,
  type DriverDocumentInput,
  type DriverDocumentKind,
  type DriverTripView,
} from '@freight/contracts';
import { useSchemaForm } from '@freight/forms';
import { useShellServices } from '@freight/runtime';
import { Alert, Button, Field, Input, Select } from '@freight/ui';
import styled from 'styled-components';
import { PhotoProgress } from './PhotoProgress';
import type { ActionQueue } from './useActionQueue';
import { usePhotoSender } from './usePhotoSender';
import { useOnline } from './useOnline';

export const PHOTOS_WAIT_OFFLINE =
  'No connection: photos wait in the outbox and are sent when the phone is back online.';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  button {
    min-height: 3rem;
  }
`;

interface PaperworkValues {
  kind: DriverDocumentKind;
  loadId: string;
  photo: FileList | null;
}

const toRequest = ({ kind, loadId }: PaperworkValues): DriverDocumentInput =>
  loadId ? { kind, loadId } : { kind };

interface PaperworkFormProps {
  trip: DriverTripView;
  /** The outbox, for a photo taken without a connection. */
  queuePhoto: ActionQueue['enqueuePhoto'];
}

/**
 * A BOL, POD or receipt photographed with the phone's camera, downscaled to 2 MB at most and
 * stored against the trip and its load (FileSafe lists it for the office).
 */
export function PaperworkForm({ trip, queuePhoto }: PaperworkFormProps) {
  const { toast } = useShellServices();
  const online = useOnline();
  const sender = usePhotoSender(queuePhoto);
  const form = useSchemaForm<PaperworkValues, DriverDocumentInput>({
    schema: driverDocumentSchema,
    defaultValues: { kind: 'bol', loadId: '', photo: null },
    toRequest,
  });
  const submit = form.handleSubmit(async (fields) => {
    const photo = form.getValues('photo')?.[0];
    if (!photo) {
      form.setError('photo', { message: 'Take a photo to send' }, { shouldFocus: true });
      return;
    }
    const url = `/api/fleetfolio/driver/trips/${trip.id}/documents`;
    const paper = DOCUMENT_KIND_LABELS[fields.kind];
    const label = `${paper} photo (trip ${trip.tripNumber})`;
    const outcome = await sender.send(url, { ...fields }, photo, label);
    if (outcome === 'failed') return;
    toast.show(
      outcome === 'sent'
        ? { title: `${paper} Sent`, description: `The ${paper} photo is in FileSafe.` }
        : { title: `${paper} Queued`, description: 'It is sent when the phone is back online.' },
    );
    form.reset();
  });
  const busy = sender.progress !== null;
  return (
    <Form noValidate aria-label={`Send paperwork for trip ${trip.tripNumber}`} onSubmit={submit}>
      <h4>Send Paperwork</h4>
      {!online ? <Alert role="status">{PHOTOS_WAIT_OFFLINE}</Alert> : null}
      <Field label="Paper" {...form.field('kind')}>
        <Select {...form.input('kind')}>
          {DRIVER_DOCUMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {DOCUMENT_KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
      </Field>
      {trip.loads.length > 1 ? (
        <Field label="Load" {...form.field('loadId')}>
          <Select {...form.input('loadId')}>
            <option value="">The whole trip</option>
            {trip.loads.map((load) => (
              <option key={load.id} value={load.id}>
                Load {load.loadNumber}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
      <Field label="Photo of the paper" error={form.formState.errors.photo?.message} required>
        <Input
          type="file"
          accept="image/*"
          capture="environment"
          aria-required
          {...form.register('photo')}
        />
      </Field>
      <PhotoProgress sender={sender} label="Sending the paperwork photo" />
      <Button type="submit" disabled={busy}>
        Send Photo
      </Button>
    </Form>
  );
}
