import Router from '@koa/router';
import {
  carrierInvoiceListQuerySchema,
  carrierInvoiceSchema,
  invoiceableLoadQuerySchema,
  markInvoicesPaidSchema,
  paymentSchema,
} from '@freight/contracts';
import { findPage, searchPattern } from '../../../db/listPage';
import mongoose from 'mongoose';
import Joi from 'joi';
import type { Context } from 'koa';
import type { AppDeps } from '../../../deps';
import { parse } from '../../../http/validate';
import { emailInvoice } from './email';
import { renderCarrierInvoicePdf } from './pdf';
import { invoiceScopes, type InvoiceScopes } from './scopes';
import {
  createInvoice,
  deleteInvoice,
  findInvoice,
  markInvoicesPaid,
  nextInvoiceNumber,
  recordPayment,
  restoreInvoice,
} from './service';
import { invoicePdfName, invoiceView } from './view';
import { invoiceableLoadPage } from '../loads/service';
import { OWNER } from '../team/access';

const noQuery = Joi.object({});
const noBody = Joi.object({});
const ownerOf = (ctx: Context) => ctx.state.carrierId as string;

/** The invoices of the carrier's customers whose name contains the search (a filter part). */
async function customersNamed(scopes: InvoiceScopes, q: string) {
  const named = await scopes.customers.find({
    customerName: mongoose.trusted({ $regex: searchPattern(q) }),
  });
  return { customerId: mongoose.trusted({ $in: named.map((customer) => customer._id) }) };
}

async function viewOf(ctx: Context, id: string) {
  const scopes = invoiceScopes(ownerOf(ctx));
  return invoiceView(scopes, await findInvoice(scopes, id));
}

/** The carrier's invoices: create, pay, render as PDF and email with the loads' documents. */
export function carrierInvoiceRoutes({ mail, mailQuota: quota }: AppDeps): Router {
  const invoicesRouter = new Router({ prefix: '/invoices' });

  invoicesRouter.get('/', OWNER, async (ctx) => {
    parse(noQuery, ctx.query);
    const scopes = invoiceScopes(ownerOf(ctx));
    const invoices = await scopes.invoices.find();
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await Promise.all(invoices.map((invoice) => invoiceView(scopes, invoice)));
  });

  /** A page of the Invoices table: number or customer search, status, days, sort, cursor, count. */
  invoicesRouter.get('/page', OWNER, async (ctx) => {
    const query = parse(carrierInvoiceListQuerySchema, ctx.query);
    const scopes = invoiceScopes(ownerOf(ctx));
    const page = await findPage(scopes.invoices, query, {
      searchFields: ['invoiceNumber'],
      searchAlso: query.q ? [await customersNamed(scopes, query.q)] : [],
      sortPaths: {
        createdAt: 'createdAt',
        invoiceNumber: 'invoiceNumber',
        totalAmount: 'totalAmount',
        balanceDue: 'balanceDue',
        status: 'status',
      },
    });
    ctx.set('Cache-Control', 'no-store');
    const items = await Promise.all(page.items.map((invoice) => invoiceView(scopes, invoice)));
    ctx.body = { ...page, items };
  });

  invoicesRouter.post('/mark-paid', OWNER, async (ctx) => {
    const { ids } = parse(markInvoicesPaidSchema, ctx.request.body);
    ctx.body = await markInvoicesPaid(ownerOf(ctx), ids);
  });

  invoicesRouter.post('/', OWNER, async (ctx) => {
    const id = await createInvoice(ownerOf(ctx), parse(carrierInvoiceSchema, ctx.request.body));
    ctx.status = 201;
    ctx.body = await viewOf(ctx, id);
  });

  invoicesRouter.get('/next-number', OWNER, async (ctx) => {
    parse(noQuery, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { invoiceNumber: await nextInvoiceNumber(ownerOf(ctx)) };
  });

  /** The loads Create Invoice offers: on the road or delivered, on no invoice yet, paged. */
  invoicesRouter.get('/invoiceable-loads', OWNER, async (ctx) => {
    const query = parse(invoiceableLoadQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await invoiceableLoadPage(ownerOf(ctx), query);
  });

  invoicesRouter.get('/:id', OWNER, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await viewOf(ctx, ctx.params.id!);
  });

  invoicesRouter.delete('/:id', OWNER, async (ctx) => {
    await deleteInvoice(ownerOf(ctx), ctx.params.id!);
    ctx.status = 204;
  });

  invoicesRouter.post('/:id/restore', OWNER, async (ctx) => {
    parse(noBody, ctx.request.body ?? {});
    await restoreInvoice(ownerOf(ctx), ctx.params.id!);
    ctx.body = await viewOf(ctx, ctx.params.id!);
  });

  invoicesRouter.post('/:id/payments', OWNER, async (ctx) => {
    const input = parse(paymentSchema, ctx.request.body);
    await recordPayment(ownerOf(ctx), ctx.params.id!, input);
    ctx.status = 201;
    ctx.body = await viewOf(ctx, ctx.params.id!);
  });

  invoicesRouter.get('/:id/pdf', OWNER, async (ctx) => {
    const invoice = await viewOf(ctx, ctx.params.id!);
    ctx.set(
      'Content-Disposition',
      `attachment; filename="${invoicePdfName(invoice.invoiceNumber)}"`,
    );
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Cache-Control', 'private, no-store');
    ctx.type = 'application/pdf';
    ctx.body = await renderCarrierInvoicePdf(invoice);
  });

  invoicesRouter.post('/:id/send', OWNER, async (ctx) => {
    parse(noBody, ctx.request.body ?? {});
    await emailInvoice(ownerOf(ctx), ctx.params.id!, { mail, quota });
    ctx.body = await viewOf(ctx, ctx.params.id!);
  });
  return invoicesRouter;
}
