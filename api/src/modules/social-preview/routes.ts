import Router from '@koa/router';
import { COMPANY_DEFAULTS } from '@freight/contracts';
import { socialPreviewRenderer } from './service';

const DEFAULT_TEXT = {
  companyName: COMPANY_DEFAULTS.companyName,
  tagline: COMPANY_DEFAULTS.tagline,
  footer: `USDOT ${COMPANY_DEFAULTS.usdotNumber} · MC ${COMPANY_DEFAULTS.mcNumber}`,
};

/** The default social-sharing image of every page (spec 000 §2 Page metadata), public area. */
export function socialPreviewRoutes(): Router {
  const socialPreview = socialPreviewRenderer(DEFAULT_TEXT);
  const router = new Router();
  router.get('/social-preview', async (ctx) => {
    const { png, etag } = await socialPreview();
    ctx.set('ETag', etag);
    ctx.set('Cache-Control', 'public, max-age=300, must-revalidate');
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'image/png';
    ctx.body = png;
  });
  return router;
}
