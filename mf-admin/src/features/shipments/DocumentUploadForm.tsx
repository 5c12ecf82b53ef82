import { Button, Field, Input, Select } from '@freight/ui';
import { useMutationToast, useSchemaForm } from '@freight/forms';
import {
  SHIPMENT_DOCUMENT_KINDS,
  SHIPMENT_DOCUMENT_LABELS,
  shipmentDocumentFieldsSchema,
  type AdminShipment,
  type ShipmentDocumentKind,
} from '@freight/contracts';
import { documentUrl, useUploadShipmentDocumentMutation } from './api';
import { Form } from './PostUpdateForm';
import { useDirtyReport, type DirtyReport } from './useDirtyReport';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

interface UploadValues {
  kind: ShipmentDocumentKind;
  file: FileList | null;
}

/** The multipart text field the API validates; the file is checked there by its content. */
const toRequest = ({ kind }: UploadValues) => ({ kind });

/** The shipment's documents (downloads for staff) and a BOL/POD upload. */
export function DocumentUploadForm({
  shipment,
  onDirtyChange,
}: {
  shipment: AdminShipment;
  onDirtyChange: DirtyReport;
}) {
  const [upload, { isLoading }] = useUploadShipmentDocumentMutation();
  const run = useMutationToast();
  const form = useSchemaForm<UploadValues, { kind: ShipmentDocumentKind }>({
    schema: shipmentDocumentFieldsSchema,
    defaultValues: { kind: 'BOL', file: null },
    toRequest,
  });
  useDirtyReport(form.formState.isDirty, onDirtyChange);

  const submit = form.handleSubmit(async ({ kind }) => {
    const file = form.getValues('file')?.[0];
    if (!file || file.size === 0) {
      form.setError('file', { message: 'Choose a PDF, JPG or PNG file' }, { shouldFocus: true });
      return;
    }
    const body = new FormData();
    body.append('kind', kind);
    body.append('file', file);
    const uploaded = await run(
      () => upload({ id: shipment.id, form: body }).unwrap(),
      { title: 'Document Uploaded', description: `${file.name} was attached.` },
      'Failed to upload the document',
      form,
      'Upload Failed',
    );
    if (uploaded) form.reset();
  });

  return (
    <>
      {shipment.documents.length === 0 ? (
        <p>No documents attached yet</p>
      ) : (
        <ul aria-label="Shipment documents">
          {shipment.documents.map((document) => (
            <li key={document.id}>
              <a href={documentUrl(shipment.id, document.id)} download>
                {SHIPMENT_DOCUMENT_LABELS[document.kind]}: {document.filename}
              </a>
            </li>
          ))}
        </ul>
      )}
      <Form aria-label="Upload a document" noValidate onSubmit={submit}>
        <Field label="Document Type" {...form.field('kind')}>
          <Select {...form.input('kind')}>
            {SHIPMENT_DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {SHIPMENT_DOCUMENT_LABELS[kind]} ({kind})
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label="File"
          hint="PDF, JPG or PNG, up to 10 MB"
          error={form.formState.errors.file?.message}
        >
          <Input type="file" accept={ACCEPT} {...form.register('file')} />
        </Field>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Uploading...' : 'Upload Document'}
        </Button>
      </Form>
    </>
  );
}
