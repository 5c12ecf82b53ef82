import type {
  AdminShipment,
  AdminShipmentUpdate,
  ClientShipment,
  ShipmentDocumentKind,
  ShipmentDocumentView,
  ShipmentStatus,
  TrackedShipment,
} from '@freight/contracts';
import type { Types } from 'mongoose';
import { whereabouts } from './whereabouts';

/** A shipment as read with `.lean()`. */
export interface ShipmentRecord {
  _id: Types.ObjectId;
  quoteRequestId?: Types.ObjectId | null;
  shipmentNumber: string;
  customerEmail: string;
  status: ShipmentStatus;
  pickupAddress?: string | null;
  deliveryAddress?: string | null;
  driverName?: string | null;
  driverPhone?: string | null;
  truckNumber?: string | null;
  trailerNumber?: string | null;
  estimatedPickupDate?: Date | null;
  estimatedDeliveryDate?: Date | null;
  actualPickupDate?: Date | null;
  actualDeliveryDate?: Date | null;
  currentLocation?: string | null;
  totalRate?: number | null;
  notes?: string | null;
  documents: Array<{
    _id: Types.ObjectId;
    kind: string;
    fileId: Types.ObjectId;
    filename: string;
    uploadedAt: Date;
  }>;
  createdAt: Date;
}

export interface UpdateRecord {
  _id: Types.ObjectId;
  shipmentId: Types.ObjectId;
  status: string;
  location?: string | null;
  notes?: string | null;
  timestamp: Date;
  createdBy: string;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** Documents with their ids and original names: for the shipment's client and for staff. */
function documentViews(shipment: ShipmentRecord): ShipmentDocumentView[] {
  return shipment.documents.map((document) => ({
    id: String(document._id),
    kind: document.kind as ShipmentDocumentKind,
    filename: document.filename,
    uploadedAt: document.uploadedAt.toISOString(),
  }));
}

function updateView(update: UpdateRecord) {
  return {
    id: String(update._id),
    status: update.status as ShipmentStatus,
    location: update.location ?? '',
    notes: update.notes ?? '',
    timestamp: update.timestamp.toISOString(),
  };
}

function facts(shipment: ShipmentRecord, updates: UpdateRecord[]) {
  return {
    shipmentNumber: shipment.shipmentNumber,
    status: shipment.status,
    pickupAddress: shipment.pickupAddress ?? '',
    deliveryAddress: shipment.deliveryAddress ?? '',
    driverName: shipment.driverName ?? '',
    driverPhone: shipment.driverPhone ?? '',
    truckNumber: shipment.truckNumber ?? '',
    estimatedPickupDate: iso(shipment.estimatedPickupDate),
    estimatedDeliveryDate: iso(shipment.estimatedDeliveryDate),
    updates: updates.map(updateView),
  };
}

/**
 * Exactly the fields spec 001 §2 lists for /tracking: no email, rate, staff notes or record ids;
 * documents only as the kinds on file, since their names can carry private details.
 */
export function trackedView(shipment: ShipmentRecord, updates: UpdateRecord[]): TrackedShipment {
  return {
    ...facts(shipment, updates),
    ...whereabouts(shipment, updates),
    documents: shipment.documents.map((document) => ({
      kind: document.kind as ShipmentDocumentKind,
      uploadedAt: document.uploadedAt.toISOString(),
    })),
  };
}

export function clientView(shipment: ShipmentRecord, updates: UpdateRecord[]): ClientShipment {
  return {
    id: String(shipment._id),
    ...facts(shipment, updates),
    ...whereabouts(shipment, updates),
    documents: documentViews(shipment),
  };
}

export function adminView(
  shipment: ShipmentRecord,
  updates: UpdateRecord[],
): Omit<AdminShipment, 'invoices'> {
  return {
    ...facts(shipment, []),
    documents: documentViews(shipment),
    id: String(shipment._id),
    quoteRequestId: shipment.quoteRequestId ? String(shipment.quoteRequestId) : null,
    customerEmail: shipment.customerEmail,
    trailerNumber: shipment.trailerNumber ?? '',
    actualPickupDate: iso(shipment.actualPickupDate),
    actualDeliveryDate: iso(shipment.actualDeliveryDate),
    currentLocation: shipment.currentLocation ?? '',
    totalRate: shipment.totalRate ?? 0,
    notes: shipment.notes ?? '',
    updates: updates.map((update): AdminShipmentUpdate => ({
      ...updateView(update),
      createdBy: update.createdBy,
    })),
    createdAt: shipment.createdAt.toISOString(),
  };
}
