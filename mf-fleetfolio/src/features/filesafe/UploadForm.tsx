import { DOCUMENT_KINDS, DOCUMENT_KIND_LABELS, type FleetDocumentKind } from '@freight/contracts';
import { Button, Field, Input, Select } from '@freight/ui';
import { useForm } from 'react-hook-form';
import { FormGrid } from '../../shared/layout';
import { useMutationToast } from '../../shared/useMutationToast';
import { useFileSafeLoadsQuery, useFileSafeTripsQuery, useUploadDocumentMutation } from './api';

interface UploadValues {
  kind: FleetDocumentKind;
  /** `load:<id>` or `trip:<id>` */
  target: string;
  file: FileList | null;
}

function toForm(values: UploadValues): FormData {
  const [kind, id] = values.target.split(':');
  const form = new FormData();
  form.append('kind', values.kind);
  form.append(kind === 'trip' ? 'tripId' : 'loadId', id!);
  form.append('file', values.file![0]!);
  return form;
}

/** Stores a rate confirmation, BOL, POD or receipt for one load or trip. */
export function UploadForm() {
  const loads = useFileSafeLoadsQuery().data ?? [];
  const trips = useFileSafeTripsQuery().data ?? [];
  const [upload, { isLoading }] = useUploadDocumentMutation();
  const run = useMutationToast();
  const { register, handleSubmit, reset, formState } = useForm<UploadValues>({
    defaultValues: { kind: 'bol', target: '', file: null },
  });
  const errors = formState.errors;
  const submit = handleSubmit(async (values) => {
    const saved = await run(
      () => upload(toForm(values)).unwrap(),
      { title: 'Document Stored', description: `${values.file![0]!.name} is in FileSafe.` },
      'Failed to store the document',
    );
    if (saved) reset();
  });
  return (
    <FormGrid noValidate onSubmit={submit} aria-label="Upload a document">
      <Field label="Document Type">
        <Select {...register('kind')}>
          {DOCUMENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {DOCUMENT_KIND_LABELS[kind]}
            </option>
          ))}
        </Select>
      </Field>
      <Field label="Load or Trip" error={errors.target?.message} required>
        <Select aria-required {...register('target', { required: 'Choose a load or a trip' })}>
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
      <Field label="File (PDF, JPG or PNG, up to 10 MB)" error={errors.file?.message} required>
        <Input
          type="file"
          accept=".pdf,.jpg,.jpeg,.png"
          aria-required
          {...register('file', {
            validate: (files) => (files && files.length > 0) || 'Choose a file',
          })}
        />
      </Field>
      <Button type="submit" disabled={isLoading}>
        Upload
      </Button>
    </FormGrid>
  );
}
