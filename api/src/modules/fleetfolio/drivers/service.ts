import type { Driver, DriverInput, DriverStatus } from '@freight/contracts';
import type { ClientSession } from 'mongoose';
import { scoped, type Stored } from '../../../db/ownerScope';
import { TmsDriverModel, type TmsDriver } from '../../../db/models/tms_drivers';
import { notFound } from '../../../http/errors';
import type { OwnedResource } from '../shared/crudRoutes';

const NOT_FOUND = 'Driver not found';

/** The form has one name; the table keeps first and last names (the first word is the first name). */
function splitName(name: string) {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

function toDriver(doc: Stored<TmsDriver>): Driver {
  return {
    id: String(doc._id),
    name: [doc.firstName, doc.lastName].filter(Boolean).join(' '),
    license: doc.licenseNumber ?? '',
    phone: doc.phone ?? '',
    email: doc.email ?? '',
    payRate: doc.payRate ?? 0,
    status: doc.status as DriverStatus,
  };
}

const fieldsOf = (input: DriverInput) => ({
  ...splitName(input.name),
  licenseNumber: input.license,
  phone: input.phone,
  email: input.email,
  payRate: input.payRate,
  ...(input.status ? { status: input.status } : {}),
});

/** Adds drivers inside a registration transaction (the account's sample data). */
export async function createDrivers(
  ownerId: string,
  inputs: DriverInput[],
  session: ClientSession,
) {
  await scoped(TmsDriverModel, ownerId, { session }).insertMany(inputs.map(fieldsOf));
}

export const drivers: OwnedResource<DriverInput, Driver> = {
  async list(ownerId) {
    return (await scoped(TmsDriverModel, ownerId).find()).map(toDriver);
  },
  async create(ownerId, input) {
    return toDriver(await scoped(TmsDriverModel, ownerId).create(fieldsOf(input)));
  },
  async read(ownerId, id) {
    const doc = await scoped(TmsDriverModel, ownerId).findById(id);
    if (!doc) throw notFound(NOT_FOUND);
    return toDriver(doc);
  },
  async update(ownerId, id, input) {
    const doc = await scoped(TmsDriverModel, ownerId).updateById(id, fieldsOf(input));
    if (!doc) throw notFound(NOT_FOUND);
    return toDriver(doc);
  },
  async remove(ownerId, id) {
    if (!(await scoped(TmsDriverModel, ownerId).deleteById(id))) throw notFound(NOT_FOUND);
  },
};
