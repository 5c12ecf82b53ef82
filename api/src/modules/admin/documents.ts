import { fileIdFromAddress, type AdminDocument } from '@freight/contracts';

export interface NamedAddress {
  /** The stored file address (as the upload answered it). */
  address: string | null | undefined;
  /** The document's key in the download path, e.g. 'cdl' or '0'. */
  key: string;
  label: string;
}

/** Authorised admin download links for the documents an item carries. */
export function documentLinks(basePath: string, addresses: NamedAddress[]): AdminDocument[] {
  return addresses
    .filter(({ address }) => address && fileIdFromAddress(address))
    .map(({ key, label }) => ({ url: `${basePath}/documents/${key}`, label }));
}

/** The file id behind a document key of an item, or null when it has no such document. */
export function fileIdFor(addresses: NamedAddress[], key: string): string | null {
  const match = addresses.find((entry) => entry.key === key);
  return match?.address ? fileIdFromAddress(match.address) : null;
}
