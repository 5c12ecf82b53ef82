import multer from '@koa/multer';
import type { Context, Next } from 'koa';
import { HttpError, badRequest, unsupportedMediaType } from './errors';
import { withBodyKind } from './routePolicy';

/** A file of a multipart form, held in memory until its type is judged by content. */
export interface UploadedFile {
  originalname: string;
  buffer: Buffer;
}

export interface MultipartForm {
  /** The file fields, each with at most one file. */
  files: readonly string[];
  /** The largest file, in bytes. */
  maxFileBytes: number;
  /** Text fields allowed, each at most 10 kB. */
  maxFields: number;
  /** The 413 message for a file over maxFileBytes. */
  tooLarge: string;
  /** The 400 message for a body that cannot be read as such a form. */
  unreadable: string;
  /**
   * When set, any other body is refused with 415 and this message. Otherwise a JSON body
   * (parsed by the area) also reaches the route, without files.
   */
  requireMultipart?: string;
}

const MAX_FIELD_BYTES = 10 * 1024;

type MulterFailure = { name?: string; code?: string; field?: string };

function answerFor(form: MultipartForm, error: MulterFailure): HttpError {
  if (error.code === 'LIMIT_FILE_SIZE') return new HttpError(413, form.tooLarge);
  if (error.code === 'LIMIT_UNEXPECTED_FILE') {
    return badRequest(`Unexpected file field: ${error.field ?? 'unknown'}`);
  }
  if (error.name === 'MulterError') return badRequest('The form has too many or too large fields');
  return badRequest(form.unreadable);
}

/**
 * The one multipart parser: route middleware that reads a multipart/form-data body in memory
 * (at most one file per file field) and declares the route's body kind to its area, so the
 * area lets the form through instead of answering 415. multer's own failures become 413/400.
 */
export function multipart(form: MultipartForm) {
  // multer's preservePath option is missing from @types/koa__multer.
  const options: multer.Options & { preservePath: boolean } = {
    storage: multer.memoryStorage(),
    // Keep the path a client sends in a file name, so detectFileType can refuse it instead of busboy trimming it.
    preservePath: true,
    limits: {
      fileSize: form.maxFileBytes,
      files: form.files.length,
      fields: form.maxFields,
      fieldSize: MAX_FIELD_BYTES,
      parts: form.maxFields + form.files.length,
    },
  };
  const parser = multer(options).fields(form.files.map((name) => ({ name, maxCount: 1 })));
  return withBodyKind('multipart', async function readMultipart(ctx: Context, next: Next) {
    if (form.requireMultipart && !ctx.is('multipart/form-data')) {
      throw unsupportedMediaType(form.requireMultipart);
    }
    try {
      await parser(ctx, async () => undefined);
    } catch (error) {
      throw answerFor(form, error as MulterFailure);
    }
    await next();
  });
}

/** The file sent in `field`, if any. */
export function uploadedFile(ctx: Context, field: string): UploadedFile | undefined {
  const files = ctx.request.files;
  return files && !Array.isArray(files) ? files[field]?.[0] : undefined;
}

/** The text fields (or JSON body) as a plain object (multer builds them without a prototype). */
export function formFields(ctx: Context): Record<string, unknown> {
  return { ...(ctx.request.body as Record<string, unknown> | undefined) };
}
