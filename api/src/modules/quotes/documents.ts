import { fileIdFromAddress } from '@freight/contracts';
import { claimFiles } from '../../files';
import { badRequest } from '../../http/errors';
import { QUOTE_DOCUMENT_OWNER } from '../uploads';

const NOT_UPLOADED = 'Each document must be a file uploaded through this form';

/**
 * Claims the quote's documents for it: each address must name a quote document uploaded through
 * a signed upload address and not attached to another quote yet.
 */
export async function claimQuoteDocuments(addresses: string[], quoteId: string): Promise<void> {
  const ids = addresses.map(fileIdFromAddress);
  if (ids.some((id) => id === null))
    throw badRequest(NOT_UPLOADED, { documentsUrls: NOT_UPLOADED });
  const claimed = await claimFiles(ids as string[], QUOTE_DOCUMENT_OWNER, `quote:${quoteId}`);
  if (!claimed) throw badRequest(NOT_UPLOADED, { documentsUrls: NOT_UPLOADED });
}
