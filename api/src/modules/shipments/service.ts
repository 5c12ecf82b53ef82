import mongoose, { Types } from 'mongoose';
import type {
  AdminShipment,
  AdminShipmentListQuery,
  AdminShipmentSort,
  CreateShipmentInput,
  ListPage,
  ShipmentStatus,
  ShipmentUpdateInput,
  TrackedShipment,
} from '@freight/contracts';
import { QuoteRequestModel, ShipmentModel, ShipmentUpdateModel } from '../../db/models';
import { conflict, notFound } from '../../http/errors';
import { newShipmentNumber, withUniqueNumber } from '../../db/uniqueNumbers';
import { adminView, trackedView, type ShipmentRecord, type UpdateRecord } from './views';
import { findPage, unscopedSource } from '../../db/listPage';
import type { MailService } from '../../mail';
import { unsubscribeToken, wantsShipmentUpdates } from '../mail-preferences';
import { shipmentUpdateMail } from './updateMail';

const SHIPMENT_NOT_FOUND = 'Shipment not found';
const SHIPMENT_EXISTS = 'A shipment already exists for this quote';
/** Delivered and cancelled shipments are closed: later updates may add notes, not move status. */
const CLOSED: readonly string[] = ['delivered', 'cancelled'];
/** The first update with one of these statuses records when the load was picked up. */
const PICKED_UP: readonly string[] = ['picked_up', 'in_transit'];

const asId = (id: string) => (Types.ObjectId.isValid(id) ? new Types.ObjectId(id) : null);

/** Timelines of the given shipments, newest first, grouped by shipment id. */
export async function updatesFor(
  shipmentIds: Types.ObjectId[],
): Promise<Map<string, UpdateRecord[]>> {
  const updates = await ShipmentUpdateModel.find({
    shipmentId: mongoose.trusted({ $in: shipmentIds }),
  })
    .sort({ timestamp: -1, _id: -1 })
    .lean<UpdateRecord[]>();
  const grouped = new Map<string, UpdateRecord[]>();
  for (const update of updates) {
    const key = String(update.shipmentId);
    grouped.set(key, [...(grouped.get(key) ?? []), update]);
  }
  return grouped;
}

export async function findShipment(
  filter: Record<string, unknown>,
): Promise<ShipmentRecord | null> {
  return ShipmentModel.findOne(filter).lean<ShipmentRecord>();
}

export async function shipmentById(id: string): Promise<ShipmentRecord> {
  const _id = asId(id);
  const shipment = _id ? await findShipment({ _id }) : null;
  if (!shipment) throw notFound(SHIPMENT_NOT_FOUND);
  return shipment;
}

/** Public tracking by number; numbers are stored upper case, so a typed lower case one matches. */
export async function trackShipment(shipmentNumber: string): Promise<TrackedShipment> {
  const shipment = await findShipment({ shipmentNumber: shipmentNumber.toUpperCase() });
  if (!shipment) throw notFound(SHIPMENT_NOT_FOUND);
  const updates = await updatesFor([shipment._id]);
  return trackedView(shipment, updates.get(String(shipment._id)) ?? []);
}

export async function createShipment(input: CreateShipmentInput): Promise<ShipmentRecord> {
  const quoteId = asId(input.quoteRequestId);
  const quote = quoteId ? await QuoteRequestModel.findById(quoteId).lean() : null;
  if (!quote) throw notFound('Quote request not found');
  if (quote.shipmentId) await refuseSecondShipment(quote.shipmentId);
  const shipmentId = new Types.ObjectId();
  await withUniqueNumber(newShipmentNumber, (shipmentNumber) =>
    mongoose.connection.transaction(async (session) => {
      const claimed = await QuoteRequestModel.updateOne(
        { _id: quote._id, shipmentId: null },
        { $set: { shipmentId } },
        { session },
      );
      if (claimed.modifiedCount === 0) throw conflict(SHIPMENT_EXISTS);
      const fields = { ...input, quoteRequestId: quote._id, shipmentNumber, _id: shipmentId };
      await ShipmentModel.create([{ ...fields, customerEmail: quote.email, status: 'pending' }], {
        session,
      });
    }),
  );
  return shipmentById(String(shipmentId));
}

/** A quote becomes one shipment: the second "Create Shipment" names the first. */
async function refuseSecondShipment(shipmentId: Types.ObjectId): Promise<never> {
  const existing = await ShipmentModel.findById(shipmentId).lean();
  throw conflict(
    existing
      ? `Shipment ${existing.shipmentNumber} already exists for this quote`
      : SHIPMENT_EXISTS,
  );
}

const SEARCH_FIELDS = [
  'shipmentNumber',
  'customerEmail',
  'driverName',
  'truckNumber',
  'pickupAddress',
  'deliveryAddress',
];
const SORT_PATHS: Record<AdminShipmentSort, string> = {
  createdAt: 'createdAt',
  shipmentNumber: 'shipmentNumber',
  estimatedDeliveryDate: 'estimatedDeliveryDate',
  status: 'status',
};

/** One page of the shipments table (newest first unless sorted), each with its timeline. */
export async function listShipments(
  query: AdminShipmentListQuery,
): Promise<ListPage<Omit<AdminShipment, 'invoices'>>> {
  const page = await findPage(unscopedSource(ShipmentModel), query, {
    searchFields: SEARCH_FIELDS,
    sortPaths: SORT_PATHS,
  });
  const shipments = page.items as unknown as ShipmentRecord[];
  const updates = await updatesFor(shipments.map((shipment) => shipment._id));
  return {
    ...page,
    items: shipments.map((shipment) =>
      adminView(shipment, updates.get(String(shipment._id)) ?? []),
    ),
  };
}

export async function adminShipment(id: string): Promise<Omit<AdminShipment, 'invoices'>> {
  const shipment = await shipmentById(id);
  const updates = await updatesFor([shipment._id]);
  return adminView(shipment, updates.get(String(shipment._id)) ?? []);
}

interface TimedUpdate {
  status: ShipmentStatus;
  location?: string;
  timestamp: Date;
}

function statusFields(update: TimedUpdate, shipment: ShipmentRecord) {
  const fields: Record<string, unknown> = { status: update.status };
  if (update.location) fields.currentLocation = update.location;
  if (PICKED_UP.includes(update.status) && !shipment.actualPickupDate) {
    fields.actualPickupDate = update.timestamp;
  }
  if (update.status === 'delivered') fields.actualDeliveryDate = update.timestamp;
  return fields;
}

/**
 * Adds an update to the timeline and moves the shipment to its status, both or neither
 * (one transaction). A closed shipment only takes updates that keep its status.
 */
/** What posting an update needs to mail the customer. */
export interface UpdateMailer {
  mail: MailService;
  publicOrigin: string;
  /** The key that signs unsubscribe links (the first session key). */
  secret: string;
}

/**
 * Records a staff update and moves the shipment's status, and mails the customer about it in
 * the same transaction, unless their address turned these mails off (portal setting or link).
 */
export async function postShipmentUpdate(
  id: string,
  input: ShipmentUpdateInput,
  createdBy: string,
  mailer: UpdateMailer,
): Promise<void> {
  const shipment = await shipmentById(id);
  if (CLOSED.includes(shipment.status) && input.status !== shipment.status) {
    throw conflict(`This shipment is ${shipment.status}; its status can no longer change`);
  }
  const update = { ...input, timestamp: input.timestamp ? new Date(input.timestamp) : new Date() };
  const mailed = (await wantsShipmentUpdates(shipment.customerEmail))
    ? shipmentUpdateMail(shipment, update, {
        publicOrigin: mailer.publicOrigin,
        unsubscribeToken: unsubscribeToken(mailer.secret, shipment.customerEmail),
      })
    : undefined;
  await mongoose.connection.transaction(async (session) => {
    await ShipmentUpdateModel.create([{ shipmentId: shipment._id, ...update, createdBy }], {
      session,
    });
    const moved = await ShipmentModel.updateOne(
      { _id: shipment._id, status: shipment.status },
      { $set: statusFields(update, shipment) },
      { session },
    );
    if (moved.matchedCount === 0)
      throw conflict('The shipment changed meanwhile; please try again');
    if (mailed) await mailer.mail.enqueue(mailed, { session });
  });
}
