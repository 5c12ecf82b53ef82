import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { clientLoginSchema, clientRegistrationSchema, type ClientUser } from '@freight/contracts';
import { currentAccountId, requireClient, signIn, signOut } from '../../auth/session';
import { unauthorized } from '../../http/errors';
import { parse } from '../../http/validate';
import { sendShipmentDocument } from '../shipments/documents';
import { updatesFor } from '../shipments/service';
import { activeClient, authenticateClient, registerClient } from './account';
import { clientInvoicePdf } from './invoicePdf';
import { emptyBodySchema, idSchema } from './schemas';
import {
  clientInvoice,
  clientInvoices,
  clientQuotes,
  clientShipment,
  clientShipmentView,
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

clientPortalRouter.get('/shipments', requireActiveClient, async (ctx) => {
  ctx.body = await clientShipments(clientOf(ctx));
});

clientPortalRouter.get('/shipments/:id', requireActiveClient, async (ctx) => {
  const shipment = await clientShipment(clientOf(ctx), parse(idSchema, ctx.params.id));
  const updates = await updatesFor([shipment._id]);
  ctx.body = clientShipmentView(shipment, updates.get(String(shipment._id)) ?? []);
});

clientPortalRouter.get('/shipments/:id/documents/:documentId', requireActiveClient, async (ctx) => {
  const shipment = await clientShipment(clientOf(ctx), parse(idSchema, ctx.params.id));
  await sendShipmentDocument(ctx, shipment, parse(idSchema, ctx.params.documentId));
});

clientPortalRouter.get('/invoices', requireActiveClient, async (ctx) => {
  ctx.body = await clientInvoices(clientOf(ctx));
});

clientPortalRouter.get('/invoices/:id', requireActiveClient, async (ctx) => {
  ctx.body = await clientInvoice(clientOf(ctx), parse(idSchema, ctx.params.id));
});

clientPortalRouter.get('/invoices/:id/pdf', requireActiveClient, async (ctx) => {
  const pdf = await clientInvoicePdf(clientOf(ctx), parse(idSchema, ctx.params.id));
  ctx.set('Content-Disposition', `attachment; filename="${pdf.filename}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.type = 'application/pdf';
  ctx.body = pdf.bytes;
});

clientPortalRouter.get('/quotes', requireActiveClient, async (ctx) => {
  ctx.body = await clientQuotes(clientOf(ctx));
});
