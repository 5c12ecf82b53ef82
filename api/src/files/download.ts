import type { Context } from 'koa';
import { notFound } from '../http/errors';
import { openDownload } from './store';

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Answers with a stored file as an attachment: its detected content type, its original name in
 * Content-Disposition and `nosniff`, so a browser never renders an upload as a page.
 * Authorisation is the caller's job.
 */
export async function sendStoredFile(ctx: Context, id: string): Promise<void> {
  const download = await openDownload(id);
  if (!download) throw notFound('File not found');
  const { file, stream } = download;
  ctx.set('Content-Disposition', contentDisposition(file.metadata.originalName));
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'private, no-store');
  ctx.type = file.metadata.contentType;
  ctx.length = file.length;
  ctx.body = stream;
}
