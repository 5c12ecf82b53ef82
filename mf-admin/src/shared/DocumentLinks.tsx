import type { AdminDocument } from '@freight/contracts';

/** Authorised downloads of the documents attached to a quote or an application. */
export function DocumentLinks({ documents }: { documents: AdminDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <ul aria-label="Documents">
      {documents.map((document) => (
        <li key={document.url}>
          <a href={document.url} download>
            {document.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
