import { useRef, useState, type FormEvent } from 'react';
import { Button, Field, Input, Select } from '@freight/ui';
import { errorMessage, useShellServices } from '@freight/runtime';
import {
  SHIPMENT_DOCUMENT_KINDS,
  SHIPMENT_DOCUMENT_LABELS,
  type AdminShipment,
} from '@freight/contracts';
import { documentUrl, useUploadShipmentDocumentMutation } from './api';
import { Form } from './PostUpdateForm';

const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/** The shipment's documents (downloads for staff) and a BOL/POD upload. */
export function DocumentUploadForm({ shipment }: { shipment: AdminShipment }) {
  const { toast } = useShellServices();
  const [upload, { isLoading }] = useUploadShipmentDocumentMutation();
  const [fileError, setFileError] = useState<string>();
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    if (!(file instanceof File) || file.size === 0) {
      setFileError('Choose a PDF, JPG or PNG file');
      return;
    }
    setFileError(undefined);
    const result = await upload({ id: shipment.id, form });
    if (result.error) {
      toast.show({
        title: 'Upload Failed',
        description: errorMessage(result.error, 'Failed to upload the document'),
        variant: 'destructive',
      });
      return;
    }
    toast.show({ title: 'Document Uploaded', description: `${file.name} was attached.` });
    if (fileRef.current) fileRef.current.value = '';
  };

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
        <Field label="Document Type">
          <Select name="kind" defaultValue="BOL">
            {SHIPMENT_DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {SHIPMENT_DOCUMENT_LABELS[kind]} ({kind})
              </option>
            ))}
          </Select>
        </Field>
        <Field label="File" hint="PDF, JPG or PNG, up to 10 MB" error={fileError}>
          <Input ref={fileRef} type="file" name="file" accept={ACCEPT} />
        </Field>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Uploading...' : 'Upload Document'}
        </Button>
      </Form>
    </>
  );
}
