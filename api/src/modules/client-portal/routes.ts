import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import {
  CLIENT_PORTAL_MESSAGES as M,
  clientLoginSchema,
  clientRegistrationSchema,
  emailVerificationSchema,
  type ClientUser,
} from '@freight/contracts';
import { activeAccount, requireActiveAccount } from '../../auth/activeAccount';
import { currentAccountId, signIn, signOut } from '../../auth/session';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { anyone } from '../../http/routePolicy';
import { emptySchema, parse } from '../../http/validate';
import { clientView, sendShipmentDocument, updatesFor } from '../shipments';
import { activeClient, authenticateClient, registerClient } from './account';
import { clientInvoicePdf } from './invoicePdf';
import {
  clientInvoice,
  clientInvoices,
  clientQuotes,
  clientShipment,
  clientShipments,
} from './scoped';
import { CONFIRMATION_RESENDS, confirmEmail, resendVerification } from './verification';

const activeClientGuard = requireActiveAccount('client', activeClient);

/** The client portal's guard: an active client is signed in; answers are private, never stored. */
export const requireActiveClient: Middleware = (ctx, next) =>
  activeClientGuard(ctx, () => {
    ctx.set('Cache-Control', 'private, no-store');
    return next();
  });

const clientOf = (ctx: Context) => activeAccount<ClientUser>(ctx);

/** Data tied to an email is shown only once the client proved the address is theirs. */
async function requireVerified(ctx: Context, next: Next): Promise<void> {
  if (!clientOf(ctx).emailVerified) throw forbidden(M.verifyRequired);
  await next();
}

/** Client portal: accounts (spec 001 §7) and the client's own shipments, invoices and quotes. */
export function clientPortalRoutes({ attemptSignIn, limits, mail, publicOrigin }: AppDeps): Router {
  const links = { publicOrigin, mail };
  const resends = limits.limiter(CONFIRMATION_RESENDS);
  const router = new Router();

  router.post('/register', anyone, async (ctx) => {
    const input = parse(clientRegistrationSchema, ctx.request.body);
    const client = await registerClient(input, links);
    await signIn(ctx, 'client', client.id);
    ctx.status = 201;
    ctx.body = client;
  });

  router.post('/login', anyone, async (ctx) => {
    const credentials = parse(clientLoginSchema, ctx.request.body);
    const client = await authenticateClient(attemptSignIn, credentials, ctx.ip);
    await signIn(ctx, 'client', client.id);
    ctx.body = client;
  });

  router.post('/logout', anyone, (ctx) => {
    parse(emptySchema, ctx.request.body);
    if (currentAccountId(ctx, 'client')) signOut(ctx, 'client');
    ctx.body = { success: true };
  });

  router.post('/verify-email', anyone, async (ctx) => {
    const { token } = parse(emailVerificationSchema, ctx.request.body);
    await confirmEmail(token);
    ctx.body = { success: true };
  });

  router.get('/me', (ctx) => {
    ctx.body = clientOf(ctx);
  });

  router.post('/resend-verification', async (ctx) => {
    parse(emptySchema, ctx.request.body);
    ctx.body = { emailSent: await resendVerification(clientOf(ctx).id, links, resends) };
  });

  router.get('/shipments', requireVerified, async (ctx) => {
    ctx.body = await clientShipments(clientOf(ctx));
  });

  router.get('/shipments/:id', requireVerified, async (ctx) => {
    const shipment = await clientShipment(clientOf(ctx), ctx.params.id!);
    const updates = await updatesFor([shipment._id]);
    ctx.body = clientView(shipment, updates.get(String(shipment._id)) ?? []);
  });

  router.get('/shipments/:id/documents/:documentId', requireVerified, async (ctx) => {
    const shipment = await clientShipment(clientOf(ctx), ctx.params.id!);
    await sendShipmentDocument(ctx, shipment, ctx.params.documentId!);
  });

  router.get('/invoices', requireVerified, async (ctx) => {
    ctx.body = await clientInvoices(clientOf(ctx));
  });

  router.get('/invoices/:id', requireVerified, async (ctx) => {
    ctx.body = await clientInvoice(clientOf(ctx), ctx.params.id!);
  });

  router.get('/invoices/:id/pdf', requireVerified, async (ctx) => {
    const pdf = await clientInvoicePdf(clientOf(ctx), ctx.params.id!);
    ctx.set('Content-Disposition', `attachment; filename="${pdf.filename}"`);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.type = 'application/pdf';
    ctx.body = pdf.bytes;
  });

  router.get('/quotes', requireVerified, async (ctx) => {
    ctx.body = await clientQuotes(clientOf(ctx));
  });
  return router;
}
