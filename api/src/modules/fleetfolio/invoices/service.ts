import {
  FLEET_OPERATIONS_MESSAGES,
  INVOICEABLE_LOAD_STATUSES,
  type CarrierInvoiceInput,
  type MarkCarrierInvoicesPaidResult,
  type PaymentInput,
} from '@freight/contracts';
import mongoose, { type ClientSession } from 'mongoose';
import { TmsUserModel } from '../../../db/models';
import { badRequest, conflict, HttpError, notFound } from '../../../http/errors';
import { carrierData } from '../../../db/ownerScope';
import { refuseDuplicate } from '../shared/duplicates';
import { idsIn, keepForUndo, restoreDeleted } from '../undo/service';
import { invoiceBalance, settledCents } from './balance';
import { invoiceScopes, type InvoiceScopes } from './scopes';

const INVOICE_NOT_FOUND = 'Invoice not found';

function inTransaction<T>(ownerId: string, work: (scopes: InvoiceScopes) => Promise<T>) {
  return mongoose.connection.transaction((session: ClientSession) =>
    work(invoiceScopes(ownerId, session)),
  );
}

export async function findInvoice(scopes: InvoiceScopes, id: string) {
  const invoice = await scopes.invoices.findById(id);
  if (!invoice) throw notFound(INVOICE_NOT_FOUND);
  return invoice;
}

async function invoiceableLoad(scopes: InvoiceScopes, loadId: string) {
  const load = await scopes.loads.findById(loadId);
  if (!load) throw badRequest('Load not found', { loadId: 'Load not found' });
  if (!INVOICEABLE_LOAD_STATUSES.some((status) => status === load.status)) {
    throw badRequest(FLEET_OPERATIONS_MESSAGES.loadNotInvoiceable, {
      loadId: FLEET_OPERATIONS_MESSAGES.loadNotInvoiceable,
    });
  }
  if (await scopes.links.findOne({ loadId: load._id })) {
    throw conflict(FLEET_OPERATIONS_MESSAGES.loadAlreadyInvoiced);
  }
  return load;
}

const SEQUENCE_NUMBER = /^INV-(\d{1,9})$/;

/**
 * The number the Create Invoice form suggests: INV-0001, then one more than the carrier's highest
 * INV-number. Numbers typed in another form are the carrier's own and do not count.
 */
export async function nextInvoiceNumber(ownerId: string): Promise<string> {
  const numbered = await invoiceScopes(ownerId).invoices.aggregate<{ highest: number | null }>([
    { $match: { invoiceNumber: { $regex: SEQUENCE_NUMBER.source } } },
    {
      $group: {
        _id: null,
        highest: { $max: { $toLong: { $substrCP: ['$invoiceNumber', 4, 9] } } },
      },
    },
  ]);
  const next = Number(numbered[0]?.highest ?? 0) + 1;
  return `INV-${String(next).padStart(4, '0')}`;
}

/** Remit-to details come from the carrier's own account. */
async function remitTo(ownerId: string) {
  const account = await TmsUserModel.findById(ownerId).lean();
  return {
    remitToName: account?.companyName ?? '',
    remitToAddress: account?.address ?? '',
    remitToCity: account?.city ?? '',
    remitToState: account?.state ?? '',
    remitToZipCode: account?.zipCode ?? '',
  };
}

/** Stores an unpaid invoice for one load, linked to it, in one transaction. */
export async function createInvoice(ownerId: string, input: CarrierInvoiceInput): Promise<string> {
  const remit = await remitTo(ownerId);
  const create = () =>
    inTransaction(ownerId, async (scopes) => {
      const load = await invoiceableLoad(scopes, input.loadId);
      const invoice = await scopes.invoices.create({
        invoiceNumber: input.invoiceNumber,
        ...(load.customerId ? { customerId: load.customerId } : {}),
        ...remit,
        totalAmount: input.amount,
        amountPaid: 0,
        balanceDue: input.amount,
        status: 'unpaid',
      });
      await scopes.links.create({ invoiceId: invoice._id, loadId: load._id });
      return String(invoice._id);
    });
  try {
    return await create();
  } catch (error) {
    if ((error as { code?: unknown }).code !== 11000) throw error;
    const taken = await invoiceScopes(ownerId).invoices.findOne({
      invoiceNumber: input.invoiceNumber,
    });
    throw conflict(
      taken
        ? `An invoice with number ${input.invoiceNumber} already exists`
        : FLEET_OPERATIONS_MESSAGES.loadAlreadyInvoiced,
    );
  }
}

/** Records a payment; amount paid, balance due, status and paidAt follow, exact to the cent. */
export async function recordPayment(ownerId: string, invoiceId: string, input: PaymentInput) {
  const settles = settledCents(input);
  if (settles === 0) throw badRequest('Enter the amount received or deducted');
  const record = () =>
    inTransaction(ownerId, async (scopes) => {
      const invoice = await findInvoice(scopes, invoiceId);
      const earlier = await scopes.payments.find({ invoiceId: invoice._id });
      const before = invoiceBalance(invoice.totalAmount ?? 0, earlier.map(settledCents));
      if (settles > Math.round(before.balanceDue * 100)) {
        throw badRequest(FLEET_OPERATIONS_MESSAGES.paymentTooLarge, {
          paymentAmount: FLEET_OPERATIONS_MESSAGES.paymentTooLarge,
        });
      }
      const now = new Date();
      await scopes.payments.create({ invoiceId: invoice._id, ...input, paidAt: now });
      const after = invoiceBalance(invoice.totalAmount ?? 0, [
        ...earlier.map(settledCents),
        settles,
      ]);
      await scopes.invoices.updateById(invoiceId, {
        ...after,
        ...(after.status === 'paid' ? { paidAt: now } : {}),
      });
    });
  await refuseDuplicate(record, 'The invoice changed; try again');
}

/** Deletes an invoice without payments, kept a few seconds for undo; its load can be invoiced again. */
export async function deleteInvoice(ownerId: string, invoiceId: string) {
  await mongoose.connection.transaction(async (session) => {
    const scopes = invoiceScopes(ownerId, session);
    const invoice = await findInvoice(scopes, invoiceId);
    const payments = await scopes.payments.countDocuments({ invoiceId: invoice._id });
    if (payments > 0) {
      const recorded = payments === 1 ? 'a payment' : `${payments} payments`;
      throw conflict(
        `Invoice ${invoice.invoiceNumber} has ${recorded} recorded: an invoice with payments cannot be deleted.`,
      );
    }
    const links = await scopes.links.find({ invoiceId: invoice._id });
    await scopes.links.deleteMany({ invoiceId: invoice._id });
    await scopes.invoices.deleteById(invoiceId);
    await keepForUndo(carrierData(ownerId, { session }), 'invoice', invoice._id, [
      { collection: 'invoices', docs: [invoice] },
      { collection: 'invoiceLoads', docs: links },
    ]);
  });
}

/**
 * Undoes an invoice's delete: refused (409) when one of its loads was deleted or invoiced again
 * since (the unique link per load refuses the latter).
 */
export function restoreInvoice(ownerId: string, invoiceId: string) {
  return restoreDeleted(ownerId, 'invoice', invoiceId, async (data, removed) => {
    for (const loadId of idsIn(removed, 'invoiceLoads', 'loadId')) {
      if (!(await data.loads.findById(loadId))) {
        throw conflict('The invoice cannot be restored: its load was deleted since.');
      }
    }
  });
}

/**
 * Marks each named invoice of the carrier paid with a payment of its balance due, each in its
 * own transaction (one that changed meanwhile does not undo the others). An id that is not one
 * of the carrier's invoices is skipped as not found, like any other carrier's.
 */
export async function markInvoicesPaid(
  ownerId: string,
  ids: readonly string[],
): Promise<MarkCarrierInvoicesPaidResult> {
  const result: MarkCarrierInvoicesPaidResult = { paid: [], skipped: [] };
  const scopes = invoiceScopes(ownerId);
  for (const id of ids) {
    const invoice = await scopes.invoices.findById(id);
    if (!invoice) {
      result.skipped.push({ id, invoiceNumber: null, reason: INVOICE_NOT_FOUND });
      continue;
    }
    const payments = await scopes.payments.find({ invoiceId: invoice._id });
    const { balanceDue } = invoiceBalance(invoice.totalAmount ?? 0, payments.map(settledCents));
    const skip = (reason: string) =>
      result.skipped.push({ id, invoiceNumber: invoice.invoiceNumber, reason });
    if (balanceDue <= 0) {
      skip('Already paid');
      continue;
    }
    try {
      await recordPayment(ownerId, id, { paymentAmount: balanceDue });
      result.paid.push({ id, invoiceNumber: invoice.invoiceNumber });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      skip(error.message);
    }
  }
  return result;
}
