import Router from '@koa/router';
import { parse } from '../../http/validate';
import { driverApplicationSchema, ownerOperatorApplicationSchema } from './schemas';
import { submitDriverApplication, submitOwnerOperatorApplication } from './service';
import { applicationFields, applicationFiles, parseApplicationForm } from './upload';

/** Public driver and owner-operator applications, sent as multipart form data (spec 000 §7). */
export const applicationsRouter = new Router({ prefix: '/api/applications' });

applicationsRouter.post('/driver', parseApplicationForm, async (ctx) => {
  const input = parse(driverApplicationSchema, applicationFields(ctx));
  ctx.status = 201;
  ctx.body = await submitDriverApplication(input, applicationFiles(ctx));
});

applicationsRouter.post('/owner-operator', parseApplicationForm, async (ctx) => {
  const input = parse(ownerOperatorApplicationSchema, applicationFields(ctx));
  ctx.status = 201;
  ctx.body = await submitOwnerOperatorApplication(input, applicationFiles(ctx));
});
