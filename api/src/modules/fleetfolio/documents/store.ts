import mongoose, { Types } from 'mongoose';
import type { FleetDocumentKind, FleetDocumentView } from '@freight/contracts';
import { FILES_BUCKET } from '../../../files';
import { FLEET_DOCUMENT_OWNER } from './files';

interface CarrierFileRecord {
  _id: Types.ObjectId;
  length: number;
  uploadDate: Date;
  metadata: {
    carrierId: string;
    originalName: string;
    kind: FleetDocumentKind;
    loadId?: string;
    tripId?: string;
  };
}

function files() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('Database is not connected');
  return db.collection<CarrierFileRecord>(`${FILES_BUCKET}.files`);
}

const view = (file: CarrierFileRecord): FleetDocumentView => ({
  id: String(file._id),
  kind: file.metadata.kind,
  name: file.metadata.originalName,
  size: file.length,
  loadId: file.metadata.loadId ?? null,
  tripId: file.metadata.tripId ?? null,
  uploadedAt: file.uploadDate.toISOString(),
});

/**
 * The carrier's stored documents (GridFS files owned by FleetFolio and by this carrier), newest
 * first; `of` narrows them to one load or trip. The carrier id is always part of the filter.
 */
export async function carrierDocuments(
  ownerId: string,
  of: { loadId?: string; tripId?: string } = {},
): Promise<FleetDocumentView[]> {
  const filter: Record<string, unknown> = {
    'metadata.owner': FLEET_DOCUMENT_OWNER,
    'metadata.carrierId': ownerId,
  };
  if (of.loadId) filter['metadata.loadId'] = of.loadId;
  if (of.tripId) filter['metadata.tripId'] = of.tripId;
  const found = await files().find(filter).sort({ uploadDate: -1 }).toArray();
  return found.map(view);
}

/** One of the carrier's documents, or null (also for another carrier's file or a bad id). */
export async function carrierDocument(ownerId: string, id: string) {
  if (!Types.ObjectId.isValid(id) || !/^[0-9a-f]{24}$/i.test(id)) return null;
  const file = await files().findOne({
    _id: new Types.ObjectId(id),
    'metadata.owner': FLEET_DOCUMENT_OWNER,
    'metadata.carrierId': ownerId,
  });
  return file ? view(file) : null;
}
