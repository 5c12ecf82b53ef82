import { fileIdFromAddress, type AdminDocument } from '@freight/contracts';
import { originalNames } from '../../files';

export interface NamedAddress {
  /** The stored file address (as the upload answered it). */
  address: string | null | undefined;
  /** The document's key in the download path, e.g. 'cdl' or '0'. */
  key: string;
  label: string;
}

/** Stored file names by file id, read once for a whole list. */
export type FileNames = Map<string, string>;

const fileIdOf = ({ address }: NamedAddress) => (address ? fileIdFromAddress(address) : null);

/** The uploaders' file names of every document of these items, in one read of the file store. */
export function fileNamesOf(documents: NamedAddress[][]): Promise<FileNames> {
  return originalNames(documents.flat().flatMap((document) => fileIdOf(document) ?? []));
}

/** Authorised admin download links for the documents an item carries, with their file names. */
export function documentLinks(
  basePath: string,
  addresses: NamedAddress[],
  names: FileNames,
): AdminDocument[] {
  return addresses.flatMap((document) => {
    const fileId = fileIdOf(document);
    if (!fileId) return [];
    const fileName = names.get(fileId);
    return [
      {
        url: `${basePath}/documents/${document.key}`,
        label: document.label,
        ...(fileName ? { fileName } : {}),
      },
    ];
  });
}

/** The file id behind a document key of an item, or null when it has no such document. */
export function fileIdFor(addresses: NamedAddress[], key: string): string | null {
  const match = addresses.find((entry) => entry.key === key);
  return match ? fileIdOf(match) : null;
}
