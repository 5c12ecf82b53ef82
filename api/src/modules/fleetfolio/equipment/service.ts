import type {
  EquipmentListSort,
  EquipmentPapers,
  ListPage,
  ListQuery,
  EquipmentStatus,
  Trailer,
  TrailerInput,
  TrailerMake,
  TrailerModel,
  Truck,
  TruckInput,
  TruckMake,
} from '@freight/contracts';
import type { ClientSession } from 'mongoose';
import { findPage } from '../../../db/listPage';
import { carrierData, type Stored } from '../../../db/ownerScope';
import type { TmsTrailer, TmsTruck } from '../../../db/models';
import { conflict, notFound } from '../../../http/errors';
import type { OwnedResource } from '../shared/crudRoutes';
import { dateToDay, dayToDate } from '../shared/dates';
import { refuseDuplicate } from '../shared/duplicates';
import { named, tripsUsing } from '../shared/references';
import { deleteOne, restoreDeleted } from '../undo/service';

const TRUCK_NOT_FOUND = 'Truck not found';
const TRAILER_NOT_FOUND = 'Trailer not found';
const duplicateUnit = (unit: string) => `Unit ${unit} already exists`;
const onTrips = (what: 'Truck' | 'Trailer', unit: string, trips: string[]) =>
  conflict(
    `${what} ${unit} is on ${named('trip', trips)}: a ${what.toLowerCase()} on a trip cannot be deleted. Set it Out of Service instead; the trips keep their history.`,
  );

function toTruck(doc: Stored<TmsTruck>): Truck {
  return {
    id: String(doc._id),
    type: 'truck',
    unit: doc.truckNumber,
    year: doc.year ?? 0,
    make: doc.make as TruckMake,
    model: doc.model ?? '',
    status: doc.status as EquipmentStatus,
    ...papersOf(doc),
    createdAt: doc.createdAt.toISOString(),
  };
}

function toTrailer(doc: Stored<TmsTrailer>): Trailer {
  return {
    id: String(doc._id),
    type: 'trailer',
    unit: doc.trailerNumber,
    year: doc.year ?? 0,
    make: doc.make as TrailerMake,
    model: doc.model as TrailerModel,
    status: doc.status as EquipmentStatus,
    ...papersOf(doc),
    createdAt: doc.createdAt.toISOString(),
  };
}

type StoredPapers = Partial<Record<keyof EquipmentPapers, Date | null>>;

const papersOf = (doc: StoredPapers): Required<EquipmentPapers> => ({
  registrationExpiration: dateToDay(doc.registrationExpiration),
  insuranceExpiration: dateToDay(doc.insuranceExpiration),
  inspectionExpiration: dateToDay(doc.inspectionExpiration),
});

/** The papers' days as stored: a day left blank is cleared. */
const storedPapers = (input: EquipmentPapers): StoredPapers => ({
  registrationExpiration: input.registrationExpiration
    ? dayToDate(input.registrationExpiration)
    : null,
  insuranceExpiration: input.insuranceExpiration ? dayToDate(input.insuranceExpiration) : null,
  inspectionExpiration: input.inspectionExpiration ? dayToDate(input.inspectionExpiration) : null,
});

const truckFields = ({ unit, status, ...rest }: TruckInput) => ({
  truckNumber: unit,
  ...rest,
  ...storedPapers(rest),
  ...(status ? { status } : {}),
});

// The trailer's model is its body type; the table's `type` keeps it in its own spelling (dry_van).
const trailerFields = ({ unit, status, ...rest }: TrailerInput) => ({
  trailerNumber: unit,
  type: rest.model.replace('-', '_'),
  ...rest,
  ...storedPapers(rest),
  ...(status ? { status } : {}),
});

/** Adds the account's sample fleet inside the registration transaction. */
export async function createFleet(
  ownerId: string,
  fleet: { trucks: TruckInput[]; trailers: TrailerInput[] },
  session: ClientSession,
) {
  await carrierData(ownerId, { session }).trucks.insertMany(fleet.trucks.map(truckFields));
  await carrierData(ownerId, { session }).trailers.insertMany(fleet.trailers.map(trailerFields));
}

export const trucks: OwnedResource<TruckInput, Truck> = {
  async list(ownerId) {
    return (await carrierData(ownerId).trucks.find()).map(toTruck);
  },
  async create(ownerId, input) {
    const created = await refuseDuplicate(
      () => carrierData(ownerId).trucks.create(truckFields(input)),
      duplicateUnit(input.unit),
    );
    return toTruck(created);
  },
  async read(ownerId, id) {
    const doc = await carrierData(ownerId).trucks.findById(id);
    if (!doc) throw notFound(TRUCK_NOT_FOUND);
    return toTruck(doc);
  },
  async update(ownerId, id, input) {
    const doc = await refuseDuplicate(
      () => carrierData(ownerId).trucks.updateById(id, truckFields(input)),
      duplicateUnit(input.unit),
    );
    if (!doc) throw notFound(TRUCK_NOT_FOUND);
    return toTruck(doc);
  },
  /** A truck on a trip (any status) stays: the trip's history and the fleet report need it. */
  async remove(ownerId, id) {
    const truck = await carrierData(ownerId).trucks.findById(id);
    if (!truck) throw notFound(TRUCK_NOT_FOUND);
    const trips = await tripsUsing(ownerId, ['truckId'], truck._id);
    if (trips.length > 0) throw onTrips('Truck', truck.truckNumber, trips);
    if (!(await deleteOne(ownerId, 'truck', 'trucks', truck))) throw notFound(TRUCK_NOT_FOUND);
  },
  restore: (ownerId, id) => restoreDeleted(ownerId, 'truck', id),
};

export const trailers: OwnedResource<TrailerInput, Trailer> = {
  async list(ownerId) {
    return (await carrierData(ownerId).trailers.find()).map(toTrailer);
  },
  async create(ownerId, input) {
    const created = await refuseDuplicate(
      () => carrierData(ownerId).trailers.create(trailerFields(input)),
      duplicateUnit(input.unit),
    );
    return toTrailer(created);
  },
  async read(ownerId, id) {
    const doc = await carrierData(ownerId).trailers.findById(id);
    if (!doc) throw notFound(TRAILER_NOT_FOUND);
    return toTrailer(doc);
  },
  async update(ownerId, id, input) {
    const doc = await refuseDuplicate(
      () => carrierData(ownerId).trailers.updateById(id, trailerFields(input)),
      duplicateUnit(input.unit),
    );
    if (!doc) throw notFound(TRAILER_NOT_FOUND);
    return toTrailer(doc);
  },
  /** A trailer on a trip (any status) stays, as trucks do. */
  async remove(ownerId, id) {
    const trailer = await carrierData(ownerId).trailers.findById(id);
    if (!trailer) throw notFound(TRAILER_NOT_FOUND);
    const trips = await tripsUsing(ownerId, ['trailerId'], trailer._id);
    if (trips.length > 0) throw onTrips('Trailer', trailer.trailerNumber, trips);
    if (!(await deleteOne(ownerId, 'trailer', 'trailers', trailer))) {
      throw notFound(TRAILER_NOT_FOUND);
    }
  },
  restore: (ownerId, id) => restoreDeleted(ownerId, 'trailer', id),
};

type EquipmentQuery = ListQuery<EquipmentStatus, EquipmentListSort>;
const equipmentSorts = (unit: string) => ({
  unit,
  year: 'year',
  make: 'make',
  status: 'status',
  createdAt: 'createdAt',
});

/** A page of the Trucks table: unit number, make and model searched; status; days added. */
export async function truckPage(ownerId: string, query: EquipmentQuery): Promise<ListPage<Truck>> {
  const page = await findPage(carrierData(ownerId).trucks, query, {
    searchFields: ['truckNumber', 'make', 'model'],
    sortPaths: equipmentSorts('truckNumber'),
  });
  return { ...page, items: page.items.map(toTruck) };
}

/** A page of the Trailers table, as trucks. */
export async function trailerPage(
  ownerId: string,
  query: EquipmentQuery,
): Promise<ListPage<Trailer>> {
  const page = await findPage(carrierData(ownerId).trailers, query, {
    searchFields: ['trailerNumber', 'make', 'model'],
    sortPaths: equipmentSorts('trailerNumber'),
  });
  return { ...page, items: page.items.map(toTrailer) };
}
