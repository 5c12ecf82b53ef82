import type {
  Driver,
  DriverInput,
  DriverListSort,
  DriverStatus,
  ListPage,
  ListQuery,
  PayType,
} from '@freight/contracts';
import { findPage } from '../../../db/listPage';
import type { ClientSession } from 'mongoose';
import { carrierData, type Stored } from '../../../db/ownerScope';
import type { TmsDriver } from '../../../db/models';
import { conflict, notFound } from '../../../http/errors';
import type { OwnedResource } from '../shared/crudRoutes';
import { dateToDay, dayToDate } from '../shared/dates';
import { named, tripsUsing } from '../shared/references';
import { signInsOfDriver } from '../team/driverSignIns';
import { deleteOne, restoreDeleted } from '../undo/service';

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
    payType: (doc.defaultPaymentType ?? 'per_mile') as PayType,
    payRate: doc.payRate ?? 0,
    status: doc.status as DriverStatus,
    licenseExpiration: dateToDay(doc.licenseExpiration),
    medicalCardExpiration: dateToDay(doc.medicalCardRenewal),
    createdAt: doc.createdAt.toISOString(),
  };
}

const fieldsOf = (input: DriverInput) => ({
  ...splitName(input.name),
  licenseNumber: input.license,
  phone: input.phone,
  email: input.email,
  // A dispatcher's form has no pay (undefined): the stored pay stays, a new driver gets 0.
  ...(input.payRate === undefined
    ? {}
    : { defaultPaymentType: input.payType ?? 'per_mile', payRate: input.payRate }),
  licenseExpiration: input.licenseExpiration ? dayToDate(input.licenseExpiration) : null,
  medicalCardRenewal: input.medicalCardExpiration ? dayToDate(input.medicalCardExpiration) : null,
  ...(input.status ? { status: input.status } : {}),
});

/** Adds drivers inside a registration transaction (the account's sample data). */
export async function createDrivers(
  ownerId: string,
  inputs: DriverInput[],
  session: ClientSession,
) {
  await carrierData(ownerId, { session }).drivers.insertMany(inputs.map(fieldsOf));
}

export const drivers: OwnedResource<DriverInput, Driver> = {
  async list(ownerId) {
    return (await carrierData(ownerId).drivers.find()).map(toDriver);
  },
  async create(ownerId, input) {
    return toDriver(await carrierData(ownerId).drivers.create(fieldsOf(input)));
  },
  async read(ownerId, id) {
    const doc = await carrierData(ownerId).drivers.findById(id);
    if (!doc) throw notFound(NOT_FOUND);
    return toDriver(doc);
  },
  async update(ownerId, id, input) {
    const doc = await carrierData(ownerId).drivers.updateById(id, fieldsOf(input));
    if (!doc) throw notFound(NOT_FOUND);
    return toDriver(doc);
  },
  /**
   * A driver on a trip (any status) or with pay records stays: their history needs them. So does
   * one a team member signs in with, or an open invitation would bind: that sign-in would lead
   * nowhere.
   */
  async remove(ownerId, id) {
    const driver = await carrierData(ownerId).drivers.findById(id);
    if (!driver) throw notFound(NOT_FOUND);
    const trips = await tripsUsing(ownerId, ['driverId', 'teamDriverId'], driver._id);
    if (trips.length > 0) {
      throw conflict(
        `${toDriver(driver).name} is on ${named('trip', trips)}: a driver on a trip cannot be deleted. Set the driver to Inactive instead; the trips keep their history.`,
      );
    }
    await refuseDriverWithPayRecords(ownerId, driver);
    await refuseDriverWithSignIn(ownerId, driver);
    if (!(await deleteOne(ownerId, 'driver', 'drivers', driver))) throw notFound(NOT_FOUND);
  },
  restore: (ownerId, id) => restoreDeleted(ownerId, 'driver', id),
};

async function refuseDriverWithPayRecords(ownerId: string, driver: Stored<TmsDriver>) {
  const data = carrierData(ownerId);
  const settlements = await data.settlements.find({ driverId: driver._id });
  const payItems = await data.payItems.countDocuments({ driverId: driver._id });
  if (settlements.length === 0 && payItems === 0) return;
  const what = [
    named(
      'settlement',
      settlements.map((settlement) => settlement.settlementNumber),
    ),
    payItems > 0 ? `${payItems} pay item${payItems === 1 ? '' : 's'}` : '',
  ]
    .filter(Boolean)
    .join(' and ');
  throw conflict(
    `${toDriver(driver).name} has ${what}: a driver with pay records cannot be deleted. Set the driver to Inactive instead; the statements keep their history.`,
  );
}

async function refuseDriverWithSignIn(ownerId: string, driver: Stored<TmsDriver>) {
  const { members, invitations } = await signInsOfDriver(ownerId, driver._id);
  const { name } = toDriver(driver);
  if (members.length > 0) {
    throw conflict(
      `${name} is the driver record of team ${named('member', members)}: a driver a member signs in with cannot be deleted. Change the member's role or remove them under Team first.`,
    );
  }
  if (invitations.length > 0) {
    throw conflict(
      `${name} is named by the open driver ${named(
        'invitation',
        invitations.map((email) => `to ${email}`),
      )}: a driver an invitation would sign in with cannot be deleted. Withdraw the invitation under Team first.`,
    );
  }
}

/** A page of the Drivers table: names, licence, phone and email searched; status; days added. */
export async function driverPage(
  ownerId: string,
  query: ListQuery<DriverStatus, DriverListSort>,
): Promise<ListPage<Driver>> {
  const page = await findPage(carrierData(ownerId).drivers, query, {
    searchFields: ['firstName', 'lastName', 'licenseNumber', 'phone', 'email'],
    sortPaths: {
      name: 'firstName',
      status: 'status',
      licenseExpiration: 'licenseExpiration',
      medicalCardExpiration: 'medicalCardRenewal',
      createdAt: 'createdAt',
    },
  });
  return { ...page, items: page.items.map(toDriver) };
}
