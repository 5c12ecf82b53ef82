import {
  INVOICEABLE_LOAD_STATUSES,
  type InvoiceableLoadSort,
  type ListPage,
  type ListQuery,
  type LoadStatus,
  type PlannedLoad,
  type PlannedLoadInput,
  type PlannedLoadListSort,
} from '@freight/contracts';
import { findPage, type ListSource } from '../../../db/listPage';
import mongoose, { type ClientSession, type PipelineStage } from 'mongoose';
import { carrierData, type CarrierData, type Stored } from '../../../db/ownerScope';
import type { TmsPlannedLoad } from '../../../db/models';
import { conflict, notFound } from '../../../http/errors';
import { dateToDay, dayToDate } from '../shared/dates';
import { refuseDuplicate } from '../shared/duplicates';
import type { OwnedResource } from '../shared/crudRoutes';
import { documentsFirst, named } from '../shared/references';
import { deleteOne, idsIn, restoreDeleted } from '../undo/service';
import { carrierDocuments } from '../documents/store';

const NOT_FOUND = 'Planned load not found';
const ON_A_TRIP = 'This load is on a trip: remove it from the trip first';

function toLoad(doc: Stored<TmsPlannedLoad>): PlannedLoad {
  return {
    id: String(doc._id),
    loadNumber: doc.loadNumber,
    customer: doc.customerName ?? '',
    pickupLocation: doc.pickupLocation ?? '',
    deliveryLocation: doc.deliveryLocation ?? '',
    pickupDate: dateToDay(doc.pickupDate),
    deliveryDate: dateToDay(doc.deliveryDate),
    rate: doc.primaryFeeAmount ?? 0,
    status: doc.status as LoadStatus,
    isAssignedToTrip: doc.isAssignedToTrip,
  };
}

/**
 * Spec §1 step 1: a planned load updates the address book with its customer. The customer is
 * found by name within the account (or created), and listed once in the address book.
 */
async function rememberCustomer(ownerId: string, name: string, session?: ClientSession) {
  const customer = await carrierData(ownerId, { session }).customers.upsertOne(
    { customerName: name },
    { customerType: 'customer' },
  );
  await carrierData(ownerId, { session }).addressBook.upsertOne(
    { entryType: 'customer', company: name },
    {},
  );
  return customer._id;
}

async function fieldsOf(ownerId: string, input: PlannedLoadInput, session?: ClientSession) {
  return {
    loadNumber: input.loadNumber,
    customerId: await rememberCustomer(ownerId, input.customer, session),
    customerName: input.customer,
    pickupLocation: input.pickupLocation,
    deliveryLocation: input.deliveryLocation,
    pickupDate: dayToDate(input.pickupDate),
    deliveryDate: dayToDate(input.deliveryDate),
    primaryFeeAmount: input.rate,
    ...(input.status ? { status: input.status } : {}),
  };
}

const duplicateMessage = (input: PlannedLoadInput) =>
  `A load with number ${input.loadNumber} already exists`;

/** Adds loads inside a registration transaction (the account's sample data). */
export async function createLoads(
  ownerId: string,
  inputs: PlannedLoadInput[],
  session: ClientSession,
): Promise<void> {
  for (const input of inputs) {
    await carrierData(ownerId, { session }).loads.create(await fieldsOf(ownerId, input, session));
  }
}

/** A load on an invoice, or with paperwork in FileSafe, stays: they name it. */
async function refuseWhileUsed(ownerId: string, load: Stored<TmsPlannedLoad>) {
  const data = carrierData(ownerId);
  const links = await data.invoiceLoads.find({ loadId: load._id });
  const invoices = await Promise.all(
    links.map((link) => data.invoices.findById(String(link.invoiceId))),
  );
  const numbers = invoices.flatMap((invoice) => (invoice ? [invoice.invoiceNumber] : []));
  if (numbers.length > 0) {
    throw conflict(
      `Load ${load.loadNumber} is on ${named('invoice', numbers)}: a load on an invoice cannot be deleted.`,
    );
  }
  const documents = await carrierDocuments(ownerId, { loadId: String(load._id) });
  if (documents.length > 0) {
    throw conflict(`Load ${load.loadNumber} ${documentsFirst(documents.map((doc) => doc.name))}`);
  }
}

export const plannedLoads: OwnedResource<PlannedLoadInput, PlannedLoad> = {
  async list(ownerId) {
    const docs = await carrierData(ownerId).loads.find();
    return docs.map(toLoad);
  },
  async create(ownerId, input) {
    const fields = await fieldsOf(ownerId, input);
    const created = await refuseDuplicate(
      () => carrierData(ownerId).loads.create(fields),
      duplicateMessage(input),
    );
    return toLoad(created);
  },
  async read(ownerId, id) {
    const doc = await carrierData(ownerId).loads.findById(id);
    if (!doc) throw notFound(NOT_FOUND);
    return toLoad(doc);
  },
  async update(ownerId, id, input) {
    const loads = carrierData(ownerId).loads;
    const current = await loads.findById(id);
    if (!current) throw notFound(NOT_FOUND);
    // On a trip, the load's status follows the trip (dispatch, delivery), not the form.
    if (current.isAssignedToTrip && input.status && input.status !== current.status) {
      throw conflict(ON_A_TRIP);
    }
    const fields = await fieldsOf(ownerId, input);
    const updated = await refuseDuplicate(
      () => loads.updateById(id, fields),
      duplicateMessage(input),
    );
    if (!updated) throw notFound(NOT_FOUND);
    return toLoad(updated);
  },
  async remove(ownerId, id) {
    const loads = carrierData(ownerId).loads;
    const current = await loads.findById(id);
    if (!current) throw notFound(NOT_FOUND);
    if (current.isAssignedToTrip) throw conflict(ON_A_TRIP);
    await refuseWhileUsed(ownerId, current);
    if (!(await deleteOne(ownerId, 'load', 'loads', current))) throw notFound(NOT_FOUND);
  },
  /** Undoes a delete, unless its customer was deleted since (the load would name nothing). */
  restore: (ownerId, id) =>
    restoreDeleted(ownerId, 'load', id, async (data, removed) => {
      for (const customerId of idsIn(removed, 'loads', 'customerId')) {
        if (!(await data.customers.findById(customerId))) {
          throw conflict('The load cannot be restored: its customer was deleted since.');
        }
      }
    }),
};

/** A page of the Load Planner table: number, customer and places searched; pickup days. */
export async function plannedLoadPage(
  ownerId: string,
  query: ListQuery<LoadStatus, PlannedLoadListSort>,
): Promise<ListPage<PlannedLoad>> {
  const page = await findPage(carrierData(ownerId).loads, query, {
    searchFields: ['loadNumber', 'customerName', 'pickupLocation', 'deliveryLocation'],
    sortPaths: {
      pickupDate: 'pickupDate',
      loadNumber: 'loadNumber',
      customer: 'customerName',
      rate: 'primaryFeeAmount',
      status: 'status',
      createdAt: 'createdAt',
    },
    dateField: 'pickupDate',
  });
  return { ...page, items: page.items.map(toLoad) };
}

type Load = Stored<TmsPlannedLoad>;
type Filter = Record<string, unknown>;

/** The carrier's loads that no invoice names, as a list source (each looked up by its id). */
function uninvoicedLoads(data: CarrierData): ListSource<Load> {
  const uninvoiced = (filter: Filter): PipelineStage[] => [
    { $match: filter },
    data.invoiceLoads.linkedIds('_id', 'loadId', 'invoiceLinks'),
    { $match: { invoiceLinks: { $size: 0 } } },
  ];
  return {
    find: (filter, { sort, limit }) =>
      data.loads.aggregate<Load>([...uninvoiced(filter), { $sort: sort }, { $limit: limit }]),
    countDocuments: async (filter) => {
      const [counted] = await data.loads.aggregate<{ total: number }>([
        ...uninvoiced(filter),
        { $count: 'total' },
      ]);
      return counted?.total ?? 0;
    },
  };
}

/**
 * A page of the loads Create Invoice offers: on the road or delivered and on no invoice yet,
 * number and customer searched, the latest delivery first.
 */
export async function invoiceableLoadPage(
  ownerId: string,
  query: ListQuery<LoadStatus, InvoiceableLoadSort>,
): Promise<ListPage<PlannedLoad>> {
  const page = await findPage(uninvoicedLoads(carrierData(ownerId)), query, {
    base: { status: mongoose.trusted({ $in: INVOICEABLE_LOAD_STATUSES }) },
    searchFields: ['loadNumber', 'customerName'],
    sortPaths: { deliveryDate: 'deliveryDate', loadNumber: 'loadNumber' },
    dateField: 'deliveryDate',
  });
  return { ...page, items: page.items.map(toLoad) };
}
