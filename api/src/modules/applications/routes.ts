import Router from '@koa/router';
import {
  APPLICATION_FILE_FIELDS,
  APPLICATION_FILE_LIMITS,
  UPLOAD_MESSAGES,
} from '@freight/contracts';
import type { Context } from 'koa';
import type { AppDeps } from '../../deps';
import { formFields, multipart, uploadedFile } from '../../http/multipart';
import { parse } from '../../http/validate';
import { submissionLimit, type LimitRule } from '../../limits';
import { driverApplicationSchema, ownerOperatorApplicationSchema } from './schemas';
import {
  submitDriverApplication,
  submitOwnerOperatorApplication,
  type ApplicationFiles,
} from './service';

/** Stored applications one address may submit per hour, against form spam. */
const APPLICATION_SUBMISSIONS: LimitRule = {
  name: 'application',
  points: 30,
  windowSeconds: 60 * 60,
  message: 'Too many submissions. Please try again later.',
};

/** The text fields of the largest form (owner-operator) plus room, and one file per file field. */
const applicationForm = multipart({
  files: APPLICATION_FILE_FIELDS,
  maxFileBytes: APPLICATION_FILE_LIMITS.maxFileSize,
  maxFields: 40,
  tooLarge: UPLOAD_MESSAGES.fileTooLarge,
  unreadable: 'Invalid multipart body',
  requireMultipart: 'Send the application as multipart/form-data',
});

function applicationFiles(ctx: Context): ApplicationFiles {
  return Object.fromEntries(
    APPLICATION_FILE_FIELDS.flatMap((field) => {
      const file = uploadedFile(ctx, field);
      return file ? [[field, file]] : [];
    }),
  );
}

/** Public driver and owner-operator applications, sent as multipart form data (spec 000 §7). */
export function applicationRoutes({ limits, mail }: AppDeps): Router {
  const limit = submissionLimit(limits.limiter(APPLICATION_SUBMISSIONS));
  const router = new Router({ prefix: '/applications' });
  router.post('/driver', limit, applicationForm, async (ctx) => {
    const input = parse(driverApplicationSchema, formFields(ctx));
    const application = await submitDriverApplication(input, applicationFiles(ctx), mail);
    ctx.status = 201;
    ctx.body = application;
  });
  router.post('/owner-operator', limit, applicationForm, async (ctx) => {
    const input = parse(ownerOperatorApplicationSchema, formFields(ctx));
    const application = await submitOwnerOperatorApplication(input, applicationFiles(ctx), mail);
    ctx.status = 201;
    ctx.body = application;
  });
  return router;
}
