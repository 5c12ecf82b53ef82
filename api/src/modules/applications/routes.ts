import Router from '@koa/router';
import { parse } from '../../http/validate';
import { driverApplicationSchema, ownerOperatorApplicationSchema } from './schemas';
import { submitDriverApplication, submitOwnerOperatorApplication } from './service';
import { submissionLimit } from '../quotes/submissionLimit';
import { applicationFields, applicationFiles, parseApplicationForm } from './upload';

const limit = submissionLimit('application');

/** Public driver and owner-operator applications, sent as multipart form data (spec 000 §7). */
export const applicationsRouter = new Router({ prefix: '/api/applications' });

applicationsRouter.post('/driver', limit.guard, parseApplicationForm, async (ctx) => {
  const input = parse(driverApplicationSchema, applicationFields(ctx));
  const application = await submitDriverApplication(input, applicationFiles(ctx));
  await limit.count(ctx);
  ctx.status = 201;
  ctx.body = application;
});

applicationsRouter.post('/owner-operator', limit.guard, parseApplicationForm, async (ctx) => {
  const input = parse(ownerOperatorApplicationSchema, applicationFields(ctx));
  const application = await submitOwnerOperatorApplication(input, applicationFiles(ctx));
  await limit.count(ctx);
  ctx.status = 201;
  ctx.body = application;
});
