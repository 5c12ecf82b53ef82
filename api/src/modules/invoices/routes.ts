import Router from '@koa/router';
import {
  createInvoiceSchema,
  invoiceListQuerySchema,
  markInvoicesPaidSchema,
} from '@freight/contracts';
import { emptySchema, parse } from '../../http/validate';
import {
  invoiceById,
  issueInvoice,
  listInvoices,
  markInvoicePaid,
  markInvoicesPaid,
} from './service';

/**
 * Staff invoicing (admin area): issue an invoice for a shipment, list invoices, read one, record
 * a payment.
 */
export function invoiceAdminRoutes(): Router {
  const router = new Router();
  router.post('/shipments/:id/invoices', async (ctx) => {
    const input = parse(createInvoiceSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await issueInvoice(ctx.params.id!, input);
  });
  router.get('/invoices', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await listInvoices(parse(invoiceListQuerySchema, ctx.query));
  });
  router.get('/invoices/:id', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await invoiceById(ctx.params.id!);
  });
  // Bulk: registered before '/invoices/:id/paid' patterns could ever take 'paid' as an id.
  router.post('/invoices/paid', async (ctx) => {
    const { ids } = parse(markInvoicesPaidSchema, ctx.request.body);
    ctx.body = await markInvoicesPaid(ids);
  });
  router.patch('/invoices/:id/paid', async (ctx) => {
    parse(emptySchema, ctx.request.body);
    ctx.body = await markInvoicePaid(ctx.params.id!);
  });
  return router;
}
