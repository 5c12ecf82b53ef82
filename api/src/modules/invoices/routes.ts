import Router from '@koa/router';
import { createInvoiceSchema, invoiceListQuerySchema } from '@freight/contracts';
import { parse } from '../../http/validate';
import { requireActiveAdmin } from '../admin-auth/guard';
import { emptyBodySchema, idSchema } from '../shipments/schemas';
import { issueInvoice, listInvoices, markInvoicePaid } from './service';

/** Staff invoicing: issue an invoice for a shipment, list invoices, record a payment. */
export const adminInvoicesRouter = new Router({ prefix: '/api/admin' });

adminInvoicesRouter.post('/shipments/:id/invoices', requireActiveAdmin, async (ctx) => {
  const shipmentId = parse(idSchema, ctx.params.id);
  const input = parse(createInvoiceSchema, ctx.request.body);
  ctx.status = 201;
  ctx.body = await issueInvoice(shipmentId, input);
});

adminInvoicesRouter.get('/invoices', requireActiveAdmin, async (ctx) => {
  const { status } = parse(invoiceListQuerySchema, ctx.query);
  ctx.body = await listInvoices(status);
});

adminInvoicesRouter.patch('/invoices/:id/paid', requireActiveAdmin, async (ctx) => {
  const id = parse(idSchema, ctx.params.id);
  parse(emptyBodySchema, ctx.request.body);
  ctx.body = await markInvoicePaid(id);
});
