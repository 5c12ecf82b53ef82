import Router from '@koa/router';
import type { Context, Next } from 'koa';
import {
  CLIENT_PORTAL_MESSAGES as M,
  clientLoginSchema,
  clientRegistrationSchema,
  emailVerificationSchema,
  type ClientUser,
} from '@freight/contracts';
import { currentAccountId, requireClient, signIn, signOut } from '../../auth/session';
import { forbidden, unauthorized } from '../../http/errors';
import { parse } from '../../http/validate';
import { sendShipmentDocument } from '../shipments/documents';
import { updatesFor } from '../shipments/service';
import { clientView } from '../shipments/views';
import { activeClient, authenticateClient, registerClient } from './account';
import { clientInvoicePdf } from './invoicePdf';
import { emptyBodySchema, idSchema } from '../shipments/schemas';
import { confirmEmail, resendVerification } from './verification';
import {
  clientInvoice,
  clientInvoices,
  clientQuotes,
  clientShipment,
  clientShipments,
} from './scoped';

/** requireClient plus a live account check; sets ctx.state.client. */
async function requireActiveClient(ctx: Context, next: Next): Promise<void> {
  await requireClient(ctx, async () => {
    const client = await activeClient(String(ctx.state.clientId));
    if (!client) {
      signOut(ctx, 'client');
      throw unauthorized();
    }
    ctx.state.client = client;
    ctx.set('Cache-Control', 'private, no-store');
    await next();
  });
}

const clientOf = (ctx: Context) => ctx.state.client as ClientUser;

/** Data tied to an email is shown only once the client proved the address is theirs. */
async function requireVerifiedClient(ctx: Context, next: Next): Promise<void> {
  await requireActiveClient(ctx, async () => {
    if (!clientOf(ctx).emailVerified) throw forbidden(M.verifyRequired);
    await next();
  });
}

/** Client portal: accounts (spec 001 §7) and the client's own shipments, invoices and quotes. */
export const clientPortalRouter = new Router({ prefix: '/api/client-portal' });

clientPortalRouter.post('/register', async (ctx) => {
  const client = await registerClient(parse(clientRegistrationSchema, ctx.request.body));
  await signIn(ctx, 'client', client.id);
  ctx.status = 201;
  ctx.body = client;
});

clientPortalRouter.post('/login', async (ctx) => {
  const client = await authenticateClient(parse(clientLoginSchema, ctx.request.body), ctx.ip);
  await signIn(ctx, 'client', client.id);
  ctx.body = client;
});

clientPortalRouter.post('/logout', (ctx) => {
  parse(emptyBodySchema, ctx.request.body);
  if (currentAccountId(ctx, 'client')) signOut(ctx, 'client');
  ctx.body = { success: true };
});

clientPortalRouter.get('/me', requireActiveClient, (ctx) => {
  ctx.body = clientOf(ctx);
});

clientPortalRouter.post('/verify-email', async (ctx) => {
  const { token } = parse(emailVerificationSchema, ctx.request.body);
  await confirmEmail(token);
  ctx.body = { success: true };
});

clientPortalRouter.post('/resend-verification', requireActiveClient, async (ctx) => {
  parse(emptyBodySchema, ctx.request.body);
  ctx.body = { emailSent: await resendVerification(clientOf(ctx).id) };
});

clientPortalRouter.get('/shipments', requireVerifiedClient, async (ctx) => {
  ctx.body = await clientShipments(clientOf(ctx));
});

clientPortalRouter.get('/shipments/:id', requireVerifiedClient, async (ctx) => {
  const shipment = await clientShipment(clientOf(ctx), parse(idSchema, ctx.params.id));
  const updates = await updatesFor([shipment._id]);
  ctx.body = clientView(shipment, updates.get(String(shipment._id)) ?? []);
});

clientPortalRouter.get(
  '/shipments/:id/documents/:documentId',
  requireVerifiedClient,
  async (ctx) => {
    const shipment = await clientShipment(clientOf(ctx), parse(idSchema, ctx.params.id));
    await sendShipmentDocument(ctx, shipment, parse(idSchema, ctx.params.documentId));
  },
);

clientPortalRouter.get('/invoices', requireVerifiedClient, async (ctx) => {
  ctx.body = await clientInvoices(clientOf(ctx));
});

clientPortalRouter.get('/invoices/:id', requireVerifiedClient, async (ctx) => {
  ctx.body = await clientInvoice(clientOf(ctx), parse(idSchema, ctx.params.id));
});

clientPortalRouter.get('/invoices/:id/pdf', requireVerifiedClient, async (ctx) => {
  const pdf = await clientInvoicePdf(clientOf(ctx), parse(idSchema, ctx.params.id));
  ctx.set('Content-Disposition', `attachment; filename="${pdf.filename}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = 'application/pdf';
  ctx.body = pdf.bytes;
});

clientPortalRouter.get('/quotes', requireVerifiedClient, async (ctx) => {
  ctx.body = await clientQuotes(clientOf(ctx));
});
