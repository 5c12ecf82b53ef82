import multer from '@koa/multer';
import type { Context, Next } from 'koa';
import {
  APPLICATION_FILE_FIELDS,
  APPLICATION_FILE_LIMITS,
  UPLOAD_MESSAGES,
  type ApplicationFileField,
} from '@freight/contracts';
import { HttpError, badRequest, unsupportedMediaType } from '../../http/errors';

/** Text fields of the largest form (owner-operator) plus room; each at most 10 kB. */
const MAX_FIELDS = 40;
const MAX_FIELD_BYTES = 10 * 1024;

// multer's preservePath option is missing from @types/koa__multer.
const options: multer.Options & { preservePath: boolean } = {
  storage: multer.memoryStorage(),
  // Keep the path a client sends in a file name, so detectFileType can refuse it instead of busboy trimming it.
  preservePath: true,
  limits: {
    fileSize: APPLICATION_FILE_LIMITS.maxFileSize,
    files: APPLICATION_FILE_FIELDS.length,
    fields: MAX_FIELDS,
    fieldSize: MAX_FIELD_BYTES,
    parts: MAX_FIELDS + APPLICATION_FILE_FIELDS.length,
  },
};

const parser = multer(options).fields(
  APPLICATION_FILE_FIELDS.map((name) => ({ name, maxCount: 1 })),
);

function multerAnswer(error: { name?: string; code?: string; field?: string }): HttpError {
  if (error.code === 'LIMIT_FILE_SIZE') return new HttpError(413, UPLOAD_MESSAGES.fileTooLarge);
  if (error.code === 'LIMIT_UNEXPECTED_FILE') {
    return badRequest(`Unexpected file field: ${error.field ?? 'unknown'}`);
  }
  if (error.name === 'MulterError') return badRequest('The form has too many or too large fields');
  return badRequest('Invalid multipart body');
}

/** Parses a multipart application (text fields and up to one file per file field) in memory. */
export async function parseApplicationForm(ctx: Context, next: Next): Promise<void> {
  if (!ctx.is('multipart/form-data'))
    throw unsupportedMediaType('Send the application as multipart/form-data');
  try {
    await parser(ctx, async () => undefined);
  } catch (error) {
    throw multerAnswer(error as { name?: string; code?: string; field?: string });
  }
  await next();
}

export type ApplicationFiles = Partial<Record<ApplicationFileField, multer.File>>;

/** The uploaded files by field name (one each). */
export function applicationFiles(ctx: Context): ApplicationFiles {
  const parsed = ctx.request.files;
  const files = parsed && !Array.isArray(parsed) ? parsed : {};
  return Object.fromEntries(
    APPLICATION_FILE_FIELDS.flatMap((field) => {
      const file = files[field]?.[0];
      return file ? [[field, file]] : [];
    }),
  );
}

/** The text fields as a plain object (multer builds them without a prototype). */
export function applicationFields(ctx: Context): Record<string, unknown> {
  return { ...(ctx.request.body as Record<string, unknown> | undefined) };
}
