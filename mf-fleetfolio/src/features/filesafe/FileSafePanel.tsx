import { DOCUMENT_KIND_LABELS } from '@freight/contracts';
import { Button, Skeleton } from '@freight/ui';
import { useMutationToast } from '@freight/forms';
import { EmptyText } from '../../shared/layout';
import { ReadFailure } from '../../shared/ReadFailure';
import {
  DOCUMENTS,
  useDeleteDocumentMutation,
  useDocumentsQuery,
  useFileSafeLoadsQuery,
  useFileSafeTripsQuery,
} from './api';
import { UploadForm } from './UploadForm';

/** FileSafe: the carrier's documents per load or trip, downloadable only by the carrier. */
export function FileSafePanel() {
  const documentsQuery = useDocumentsQuery();
  const documents = documentsQuery.data;
  const loads = useFileSafeLoadsQuery().data ?? [];
  const trips = useFileSafeTripsQuery().data ?? [];
  const [deleteDocument] = useDeleteDocumentMutation();
  const run = useMutationToast();
  const ownerOf = (loadId: string | null, tripId: string | null) =>
    loadId
      ? `Load ${loads.find((load) => load.id === loadId)?.loadNumber ?? ''}`
      : `Trip ${trips.find((trip) => trip.id === tripId)?.tripNumber ?? ''}`;
  return (
    <div>
      <UploadForm />
      <ReadFailure
        read={documentsQuery}
        fallback="Your documents could not be loaded."
        stale={documents !== undefined}
      />
      {documentsQuery.isLoading ? <Skeleton aria-label="Loading documents" /> : null}
      {documents?.length === 0 ? (
        <EmptyText>No documents yet. Upload a rate confirmation, BOL, POD or receipt.</EmptyText>
      ) : null}
      {documents?.length ? (
        <table>
          <caption>Stored documents</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">For</th>
              <th scope="col">Uploaded</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {documents.map((document) => (
              <tr key={document.id}>
                <td>
                  <a href={`${DOCUMENTS}/${document.id}`}>{document.name}</a>
                </td>
                <td>{DOCUMENT_KIND_LABELS[document.kind]}</td>
                <td>{ownerOf(document.loadId, document.tripId)}</td>
                <td>{new Date(document.uploadedAt).toLocaleDateString('en-US')}</td>
                <td>
                  <Button
                    $size="sm"
                    $variant="ghost"
                    aria-label={`Delete ${document.name}`}
                    onClick={() =>
                      run(
                        () => deleteDocument(document.id).unwrap(),
                        { title: 'Document Deleted', description: `${document.name} was deleted.` },
                        'Failed to delete the document',
                      )
                    }
                  >
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
