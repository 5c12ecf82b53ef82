import type { AdminDocument } from '@freight/contracts';

/**
 * Authorised downloads of the documents attached to a quote or an application, each named by
 * the uploader's file name ('CDL document: cdl.jpg'); a file the store no longer names keeps
 * its label as the link.
 */
export function DocumentLinks({ documents }: { documents: AdminDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <ul aria-label="Documents">
      {documents.map((document) => (
        <li key={document.url}>
          {document.fileName ? `${document.label}: ` : null}
          <a href={document.url} download>
            {document.fileName ?? document.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
