import { Types, type ClientSession, type Model, type PipelineStage } from 'mongoose';
import { isObjectId } from './ids';
import { trusted } from './trusted';
import {
  TmsActivityModel,
  TmsAddressBookEntryModel,
  TmsComplianceDigestModel,
  TmsCustomerModel,
  TmsDeletedRecordModel,
  TmsDriverActionModel,
  TmsDriverModel,
  TmsExpenseModel,
  TmsInvoiceLoadModel,
  TmsInvoiceModel,
  TmsInvoicePaymentModel,
  TmsInviteModel,
  TmsMilesByStateModel,
  TmsPayItemModel,
  TmsPlannedLoadModel,
  TmsSettlementModel,
  TmsSettlementTripModel,
  TmsTrailerModel,
  TmsTripLoadModel,
  TmsTripModel,
  TmsTripStopModel,
  TmsTruckModel,
} from './models/tms';
import type { TmsInvite } from './models/tms';
import { NEWEST_FIRST } from './newestFirst';

/**
 * Carrier (FleetFolio) data is owned by its account (ARCHITECTURE §5). Every read and write of
 * a tms_* collection goes through `carrierData(ownerId)` (below), whose collections are
 * `scoped(Model, ownerId)`: the owner is added to each filter and each created document, so no
 * handler can reach another account's records.
 * Query filters are sanitised (mongoose sanitizeFilter), so `$` operators in a filter are
 * neutralised: match with operators through `aggregate`, whose first stage is the owner match.
 */

/** A filter or update built by a service; the owner is added by the scope, never taken from here. */
type Fields = Record<string, unknown>;

function withoutOwner(fields: Fields): Fields {
  if ('ownerId' in fields || '_id' in fields) {
    throw new Error('ownerId and _id are set by the owner scope, not by callers');
  }
  return fields;
}

export interface ScopeOptions {
  /** Runs every operation in this transaction. */
  session?: ClientSession;
}

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  limit?: number;
}

/** A stored document as plain data. */
export type Stored<T> = T & { _id: Types.ObjectId; createdAt: Date; updatedAt: Date };

/** The data-access surface of one owner over one tms_* model. */
export function scoped<T>(typedModel: Model<T>, ownerId: string, { session }: ScopeOptions = {}) {
  if (!isObjectId(ownerId)) throw new Error('An owner scope needs the account ObjectId');
  // Filters and updates are built here from plain fields; results are typed back to T below.
  const model = typedModel as unknown as Model<Fields>;
  const owner = new Types.ObjectId(ownerId);
  const match = (filter: Fields = {}) => ({ ...withoutOwner(filter), ownerId: owner });
  const byId = (id: string) => ({ _id: new Types.ObjectId(id), ownerId: owner });
  const opts = { session };
  const one = (found: unknown) => found as Stored<T> | null;

  return {
    ownerId: owner,

    async find(filter: Fields = {}, { sort = NEWEST_FIRST, limit }: FindOptions = {}) {
      const query = model.find(match(filter), null, opts).sort(sort);
      const found = await (limit === undefined ? query : query.limit(limit)).lean();
      return found as unknown as Stored<T>[];
    },

    async findOne(filter: Fields) {
      return one(await model.findOne(match(filter), null, opts).lean());
    },

    /** The owner's record with this id, or null (also for a malformed id). */
    async findById(id: string) {
      if (!isObjectId(id)) return null;
      return one(await model.findOne(byId(id), null, opts).lean());
    },

    /** The owner's records with these ids, in no particular order (malformed ids are left out). */
    async findByIds(ids: Array<string | Types.ObjectId>) {
      const valid = ids.map(String).filter(isObjectId);
      if (valid.length === 0) return [];
      const _id = trusted({ $in: valid.map((id) => new Types.ObjectId(id)) });
      const found = await model.find({ _id, ownerId: owner }, null, opts).lean();
      return found as unknown as Stored<T>[];
    },

    countDocuments(filter: Fields = {}) {
      return model.countDocuments(match(filter), opts);
    },

    /** Runs a pipeline over the owner's documents only: the owner match is always the first stage. */
    aggregate<R>(pipeline: PipelineStage[] = []) {
      return model.aggregate<R>([{ $match: { ownerId: owner } }, ...pipeline], opts);
    },

    /**
     * A stage for another scope's `aggregate`: puts in `as` the ids of the owner's documents of
     * this collection whose `foreignField` is the input document's `localField`.
     */
    linkedIds(localField: string, foreignField: string, as: string): PipelineStage.Lookup {
      const from = model.collection.collectionName;
      const pipeline = [{ $match: { ownerId: owner } }, { $project: { _id: 1 } }];
      return { $lookup: { from, localField, foreignField, pipeline, as } };
    },

    async create(fields: Fields) {
      const [created] = await model.create([{ ...withoutOwner(fields), ownerId: owner }], opts);
      return created!.toObject() as unknown as Stored<T>;
    },

    async insertMany(rows: Fields[]) {
      const docs = rows.map((row) => ({ ...withoutOwner(row), ownerId: owner }));
      await model.insertMany(docs, opts);
    },

    /**
     * Puts back documents this scope removed (an undone delete), with their own ids. Each must
     * be the owner's: a document of another owner is refused, never re-owned.
     */
    async reinsert(docs: Fields[]) {
      for (const doc of docs) {
        if (String(doc.ownerId) !== String(owner)) throw new Error("Not the owner's document");
      }
      if (docs.length > 0) await model.insertMany(docs, opts);
    },

    /** Sets fields on the owner's record with this id; returns the updated record or null. */
    async updateById(id: string, set: Fields) {
      if (!isObjectId(id)) return null;
      const updated = await model
        .findOneAndUpdate(
          byId(id),
          { $set: withoutOwner(set) },
          { ...opts, returnDocument: 'after' as const, runValidators: true },
        )
        .lean();
      return one(updated);
    },

    updateOne(filter: Fields, set: Fields) {
      return model.updateOne(
        match(filter),
        { $set: withoutOwner(set) },
        { ...opts, runValidators: true },
      );
    },

    /** Finds the owner's record matching `filter`, creating it with `insert` when absent. */
    async upsertOne(filter: Fields, insert: Fields) {
      const found = await model
        .findOneAndUpdate(
          match(filter),
          { $setOnInsert: withoutOwner(insert) },
          { ...opts, upsert: true, returnDocument: 'after' as const, runValidators: true },
        )
        .lean();
      return found as unknown as Stored<T>;
    },

    /** Deletes the owner's record with this id; false when there was none. */
    async deleteById(id: string) {
      if (!isObjectId(id)) return false;
      const { deletedCount } = await model.deleteOne(byId(id), opts);
      return deletedCount === 1;
    },

    deleteMany(filter: Fields = {}) {
      return model.deleteMany(match(filter), opts);
    },
  };
}

export type OwnerScope<T> = ReturnType<typeof scoped<T>>;

/**
 * One carrier's data: every owner-scoped tms_* collection through `scoped`, bound to the owner
 * (and to one transaction when `session` is given). This file is the only one that imports the
 * tms_* models (lint enforces it), so no handler can query them unscoped.
 */
export function carrierData(ownerId: string, options: ScopeOptions = {}) {
  const of = <T>(model: Model<T>) => scoped(model, ownerId, options);
  return {
    addressBook: of(TmsAddressBookEntryModel),
    customers: of(TmsCustomerModel),
    drivers: of(TmsDriverModel),
    trucks: of(TmsTruckModel),
    trailers: of(TmsTrailerModel),
    loads: of(TmsPlannedLoadModel),
    trips: of(TmsTripModel),
    tripLoads: of(TmsTripLoadModel),
    tripStops: of(TmsTripStopModel),
    expenses: of(TmsExpenseModel),
    milesByState: of(TmsMilesByStateModel),
    invoices: of(TmsInvoiceModel),
    invoiceLoads: of(TmsInvoiceLoadModel),
    invoicePayments: of(TmsInvoicePaymentModel),
    invites: of(TmsInviteModel),
    activity: of(TmsActivityModel),
    driverActions: of(TmsDriverActionModel),
    payItems: of(TmsPayItemModel),
    settlements: of(TmsSettlementModel),
    settlementTrips: of(TmsSettlementTripModel),
    complianceDigests: of(TmsComplianceDigestModel),
    deletedRecords: of(TmsDeletedRecordModel),
  };
}

export type CarrierData = ReturnType<typeof carrierData>;

/**
 * The invitation a link's token opens, of whichever carrier sent it: the one read of carrier
 * data not scoped by its owner, because the invitee has no account yet. Only the SHA-256 of the
 * token is looked up; the answer names its carrier (`ownerId`), through which everything else
 * about it is read.
 */
export async function invitationByTokenHash(tokenHash: string) {
  const found = await TmsInviteModel.findOne({ tokenHash }).lean();
  return found as unknown as Stored<TmsInvite> | null;
}
