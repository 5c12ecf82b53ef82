import Router from '@koa/router';
import { emptySchema, parse } from '../../../http/validate';
import { carrierIdOf, STAFF } from '../team/access';
import { complianceView } from './service';

/** The dashboard's compliance alerts: papers expired or running out within 30 days. */
export function complianceRoutes(): Router {
  const router = new Router();
  router.get('/compliance', STAFF, async (ctx) => {
    parse(emptySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await complianceView(carrierIdOf(ctx));
  });
  return router;
}
