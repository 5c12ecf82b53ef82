import Router from '@koa/router';
import type { Context, Middleware, Next } from 'koa';
import {
  CLIENT_PORTAL_MESSAGES as M,
  PASSWORD_RESET_MESSAGES,
  clientLoginSchema,
  clientPasswordResetSchema,
  clientRegistrationSchema,
  emailVerificationSchema,
  mailPreferencesSchema,
  passwordResetRequestSchema,
  quoteDeclineSchema,
  quoteOwnershipSchema,
  type ClientUser,
} from '@freight/contracts';
import { activeAccount, requireActiveAccount } from '../../auth/activeAccount';
import { RESET_REQUESTS } from '../../auth/passwordResets';
import { currentAccountId, signIn, signOut } from '../../auth/session';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { anyone } from '../../http/routePolicy';
import { emptySchema, parse } from '../../http/validate';
import { submissionLimit } from '../../limits';
import {
  QUOTE_SUBMISSIONS,
  answerQuote,
  confirmQuoteOwnership,
  quoteRequestSchema,
  submitQuote,
} from '../quotes';
import { setShipmentUpdates, wantsShipmentUpdates } from '../mail-preferences';
import { clientView, sendShipmentDocument, updatesFor } from '../shipments';
import { authenticateClient, registerClient } from './account';
import { mailClientResetLink, resetClientPassword } from './passwordReset';
import { clientInvoicePdf } from './invoicePdf';
import {
  clientInvoice,
  clientInvoices,
  clientQuote,
  clientQuotes,
  clientShipment,
  clientShipments,
} from './scoped';
import { CONFIRMATION_RESENDS, confirmEmail, resendVerification } from './verification';

const activeClientGuard = requireActiveAccount('client');

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
export function clientPortalRoutes({
  attemptSignIn,
  limits,
  mail,
  mailQuota: quota,
  publicOrigin,
}: AppDeps): Router {
  const links = { publicOrigin, mail };
  const resends = limits.limiter(CONFIRMATION_RESENDS);
  const resetRequests = limits.limiter(RESET_REQUESTS);
  const quoteLimit = submissionLimit(limits.limiter(QUOTE_SUBMISSIONS));
  const router = new Router();

  router.post('/register', anyone, async (ctx) => {
    const input = parse(clientRegistrationSchema, ctx.request.body);
    const client = await registerClient(input, { ...links, quota, address: ctx.ip });
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
    const { token, password } = parse(emailVerificationSchema, ctx.request.body);
    const confirmed = await confirmEmail(token, {
      signedInAs: currentAccountId(ctx, 'client'),
      password,
    });
    if (confirmed.signIn) await signIn(ctx, 'client', confirmed.signIn);
    ctx.body = { success: true };
  });

  router.post('/password-reset/request', anyone, async (ctx) => {
    const { email } = parse(passwordResetRequestSchema, ctx.request.body);
    await resetRequests.consume(ctx.ip);
    // Counted for the typed address whether it has an account or not: the answer is the same.
    await quota.spend(`address:${ctx.ip}`, [email]);
    await mailClientResetLink(email, links);
    ctx.body = { message: PASSWORD_RESET_MESSAGES.requestSent };
  });

  router.post('/password-reset', anyone, async (ctx) => {
    await resetClientPassword(parse(clientPasswordResetSchema, ctx.request.body));
    ctx.body = { message: PASSWORD_RESET_MESSAGES.resetDone };
  });

  router.get('/me', (ctx) => {
    ctx.body = clientOf(ctx);
  });

  router.post('/resend-verification', async (ctx) => {
    parse(emptySchema, ctx.request.body);
    const clientId = clientOf(ctx).id;
    ctx.body = { emailSent: await resendVerification(clientId, links, { resends, quota }) };
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

  // Shipment update mails go to the account's (confirmed) address unless turned off here.
  router.get('/mail-preferences', requireVerified, async (ctx) => {
    ctx.body = { shipmentUpdates: await wantsShipmentUpdates(clientOf(ctx).email) };
  });

  router.put('/mail-preferences', requireVerified, async (ctx) => {
    const { shipmentUpdates } = parse(mailPreferencesSchema, ctx.request.body);
    await setShipmentUpdates(clientOf(ctx).email, shipmentUpdates, 'portal');
    ctx.body = { shipmentUpdates };
  });

  router.get('/quotes', requireVerified, async (ctx) => {
    ctx.body = await clientQuotes(clientOf(ctx));
  });

  // A quote sent from the portal is the signed-in client's own: it joins their list at once.
  router.post('/quotes', requireVerified, quoteLimit, async (ctx) => {
    const input = parse(quoteRequestSchema, ctx.request.body);
    const { id: clientId, email: accountEmail } = clientOf(ctx);
    const quote = await submitQuote(input, mail, { clientId, accountEmail, quota });
    ctx.status = 201;
    ctx.body = quote;
  });

  router.post('/quotes/:id/accept', requireVerified, async (ctx) => {
    parse(emptySchema, ctx.request.body);
    const client = clientOf(ctx);
    await answerQuote(client, ctx.params.id!, { decision: 'accepted' }, mail);
    ctx.body = await clientQuote(client, ctx.params.id!);
  });

  router.post('/quotes/:id/decline', requireVerified, async (ctx) => {
    const { reason } = parse(quoteDeclineSchema, ctx.request.body);
    const client = clientOf(ctx);
    await answerQuote(client, ctx.params.id!, { decision: 'declined', reason }, mail);
    ctx.body = await clientQuote(client, ctx.params.id!);
  });

  router.post('/quotes/confirm', anyone, async (ctx) => {
    const { token } = parse(quoteOwnershipSchema, ctx.request.body);
    await confirmQuoteOwnership(token);
    ctx.body = { success: true };
  });
  return router;
}
