import type {
  CustomerInput,
  CustomerListSort,
  CustomerType,
  CustomerView,
  ListPage,
  ListQuery,
} from '@freight/contracts';
import { findPage } from '../../../db/listPage';
import mongoose from 'mongoose';
import type { TmsCustomer } from '../../../db/models';
import { carrierData, type Stored } from '../../../db/ownerScope';
import { conflict, notFound } from '../../../http/errors';
import type { OwnedResource } from '../shared/crudRoutes';
import { named } from '../shared/references';
import { keepForUndo, restoreDeleted } from '../undo/service';

const NOT_FOUND = 'Customer not found';

const toView = (doc: Stored<TmsCustomer>): CustomerView => ({
  id: String(doc._id),
  customerName: doc.customerName,
  customerType: doc.customerType as CustomerType,
  contactName: doc.contactName ?? '',
  email: doc.email ?? '',
  phone: doc.phone ?? '',
  address: doc.address ?? '',
  city: doc.city ?? '',
  state: doc.state ?? '',
  zipCode: doc.zipCode ?? '',
  notes: doc.notes ?? '',
});

const contactOf = ({
  contactName,
  email,
  phone,
  address,
  city,
  state,
  zipCode,
}: CustomerInput) => ({
  contactName,
  email,
  phone,
  address,
  city,
  state,
  zipCode,
});

/**
 * Saves the customer and its address-book line (the book the load form fills in) together.
 * The line is found by its previous name and type so a rename moves it instead of copying it.
 */
function save(ownerId: string, input: CustomerInput, id?: string) {
  return mongoose.connection.transaction(async (session) => {
    const { customers, addressBook: book } = carrierData(ownerId, { session });
    const before = id ? await customers.findById(id) : null;
    if (id && !before) throw notFound(NOT_FOUND);
    const saved = before
      ? await customers.updateById(id!, { ...input })
      : await customers.create({ ...input });
    const previous = before
      ? { entryType: before.customerType, company: before.customerName }
      : null;
    const line = {
      entryType: input.customerType,
      company: input.customerName,
      ...contactOf(input),
    };
    const found = previous ? await book.findOne(previous) : null;
    if (found) await book.updateById(String(found._id), line);
    else await book.create(line);
    return toView(saved!);
  });
}

async function refuseWhileUsed(ownerId: string, customer: Stored<TmsCustomer>) {
  const data = carrierData(ownerId);
  const loads = await data.loads.find({ customerId: customer._id });
  const invoices = await data.invoices.find({ customerId: customer._id });
  const uses = [
    named(
      'load',
      loads.map((load) => load.loadNumber),
    ),
    named(
      'invoice',
      invoices.map((invoice) => invoice.invoiceNumber),
    ),
  ].filter(Boolean);
  if (uses.length > 0) {
    throw conflict(
      `${customer.customerName} is the customer of ${uses.join(' and ')}: a customer with loads or invoices cannot be deleted.`,
    );
  }
}

export const customers: OwnedResource<CustomerInput, CustomerView> = {
  async list(ownerId) {
    const docs = await carrierData(ownerId).customers.find({}, { sort: { customerName: 1 } });
    return docs.map(toView);
  },
  create: (ownerId, input) => save(ownerId, input),
  async read(ownerId, id) {
    const doc = await carrierData(ownerId).customers.findById(id);
    if (!doc) throw notFound(NOT_FOUND);
    return toView(doc);
  },
  update: (ownerId, id, input) => save(ownerId, input, id),
  /** A customer of loads or invoices stays: they name it (customerId) and print it. */
  async remove(ownerId, id) {
    const doc = await carrierData(ownerId).customers.findById(id);
    if (!doc) throw notFound(NOT_FOUND);
    await refuseWhileUsed(ownerId, doc);
    await mongoose.connection.transaction(async (session) => {
      const data = carrierData(ownerId, { session });
      const line = { entryType: doc.customerType, company: doc.customerName };
      const lines = await data.addressBook.find(line);
      if (!(await data.customers.deleteById(id))) throw notFound(NOT_FOUND);
      await data.addressBook.deleteMany(line);
      await keepForUndo(data, 'customer', doc._id, [
        { collection: 'customers', docs: [doc] },
        { collection: 'addressBook', docs: lines },
      ]);
    });
  },
  restore: (ownerId, id) => restoreDeleted(ownerId, 'customer', id),
};

/** A page of the Customers table: name, contact, email, phone and city searched; type filter. */
export async function customerPage(
  ownerId: string,
  query: ListQuery<CustomerType, CustomerListSort>,
): Promise<ListPage<CustomerView>> {
  const page = await findPage(carrierData(ownerId).customers, query, {
    searchFields: ['customerName', 'contactName', 'email', 'phone', 'city'],
    sortPaths: {
      customerName: 'customerName',
      customerType: 'customerType',
      city: 'city',
      createdAt: 'createdAt',
    },
    statusField: 'customerType',
  });
  return { ...page, items: page.items.map(toView) };
}
