import {
  DOCUMENT_KINDS,
  DOCUMENT_KIND_LABELS,
  documentUploadSchema,
  type FleetDocumentKind,
} from '@freight/contracts';
import { type RequestPath, useMutationToast, useSchemaForm } from '@freight/forms';
import { Button, Field, Input, Select } from '@freight/ui';
import { FormGrid } from '../../shared/layout';
import { PendingReads } from '../../shared/ReadFailure';
import { useFileSafeLoadsQuery, useFileSafeTripsQuery, useUploadDocumentMutation } from './api';

interface UploadValues {
  kind: FleetDocumentKind;
  /** `load:<id>` or `trip:<id>` */
  target: string;
  file: FileList | null;
}

interface UploadFields {
  kind: FleetDocumentKind;
  loadId?: string;
  tripId?: string;
}

/** The multipart text fields the API validates: the kind and a load or a trip. */
function toRequest({ kind, target }: UploadValues): UploadFields {
  const [of, id] = target.split(':');
  if (!id) return { kind };
  return of === 'trip' ? { kind, tripId: id } : { kind, loadId: id };
}

/** 'Choose a load or a trip' (the schema's rule on the pair) is shown on the one select. */
const fieldOf = (path: RequestPath) => (path[0] === 'kind' ? 'kind' : 'target');

function toForm(fields: UploadFields, file: File): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
}

/** Stores a rate confirmation, BOL, POD or receipt for one load or trip. */
export function UploadForm() {
  const loadsQuery = useFileSafeLoadsQuery();
  const tripsQuery = useFileSafeTripsQuery();
  const [loads, trips] = [loadsQuery.data, tripsQuery.data];
  const [upload, { isLoading }] = useUploadDocumentMutation();
  const run = useMutationToast();
  const form = useSchemaForm<UploadValues, UploadFields>({
    schema: documentUploadSchema,
    defaultValues: { kind: 'bol', target: '', file: null },
    toRequest,
    fieldOf,
  });
  const submit = form.handleSubmit(async (fields) => {
    // The file itself is checked by the API (type by content, size); the form needs one.
    const file = form.getValues('file')?.[0];
    if (!file) {
      form.setError('file', { message: 'Choose a file' }, { shouldFocus: true });
      return;
    }
    const saved = await run(
      () => upload(toForm(fields, file)).unwrap(),
      { title: 'Document Stored', description: `${file.name} is in FileSafe.` },
      'Failed to store the document',
      form,
    );
    if (saved) form.reset();
  });
  return (
    <FormGrid noValidate onSubmit={submit} aria-label="Upload a document">
      <Field label="Document Type" {...form.field('kind')}>
        <Select {...form.input('kind')}>
          {DOCUMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {DOCUMENT_KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
      </Field>
      {loads && trips ? (
        <Field label="Load or Trip" {...form.field('target')} required>
          <Select aria-required {...form.input('target')}>
            <option value="">Select a load or trip</option>
            <optgroup label="Loads">
              {loads.map((load) => (
                <option key={load.id} value={`load:${load.id}`}>
                  Load {load.loadNumber}
                </option>
              ))}
            </optgroup>
            <optgroup label="Trips">
              {trips.map((trip) => (
                <option key={trip.id} value={`trip:${trip.id}`}>
                  Trip {trip.tripNumber}
                </option>
              ))}
            </optgroup>
          </Select>
        </Field>
      ) : (
        <PendingReads reads={[loadsQuery, tripsQuery]} what="loads and trips" />
      )}
      <Field
        label="File (PDF, JPG or PNG, up to 10 MB)"
        error={form.formState.errors.file?.message}
        required
      >
        <Input type="file" accept=".pdf,.jpg,.jpeg,.png" aria-required {...form.register('file')} />
      </Field>
      <Button type="submit" disabled={isLoading}>
        Upload
      </Button>
    </FormGrid>
  );
}
