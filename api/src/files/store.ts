import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import mongoose from 'mongoose';

/** GridFS bucket holding every uploaded file (quote documents, CDL and medical cards). */
export const FILES_BUCKET = 'files';

/** What each stored file carries besides its bytes. */
interface FileMetadata {
  /** The visitor's own file name, shown to staff; never used as a storage path. */
  originalName: string;
  contentType: string;
  /** What the file belongs to, e.g. 'quote-document', 'driver-application'. */
  owner: string;
  /** Owner-specific fields (upload id, quote id, ...). */
  [key: string]: unknown;
}

export interface StoredFile {
  id: string;
  filename: string;
  length: number;
  uploadDate: Date;
  metadata: FileMetadata;
}

export interface StoreFileInput {
  buffer: Buffer;
  /** The visitor's name of the file. */
  filename: string;
  /** The type detected from the content (see sniff.ts), not the declared one. */
  contentType: string;
  /** Extension the stored name gets, e.g. '.pdf'. */
  extension: string;
  owner: string;
  metadata?: Record<string, unknown>;
}

function bucket(): mongoose.mongo.GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new Error('Database is not connected');
  return new mongoose.mongo.GridFSBucket(db, { bucketName: FILES_BUCKET });
}

function filesCollection() {
  const db = mongoose.connection.db;
  if (!db) throw new Error('Database is not connected');
  return db.collection<Omit<StoredFile, 'id'> & { _id: mongoose.Types.ObjectId }>(
    `${FILES_BUCKET}.files`,
  );
}

/** Keeps the display name printable and short; it is metadata only. */
function safeDisplayName(name: string): string {
  const printable = [...name]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && char !== '"')
    .join('');
  const cleaned = printable.replace(/[\\/]/g, '_').trim();
  return (cleaned || 'file').slice(-200);
}

/** Stores the bytes in GridFS under a generated name and returns the stored file. */
export async function storeFile(input: StoreFileInput): Promise<StoredFile> {
  const filename = `${randomUUID()}${input.extension}`;
  const metadata: FileMetadata = {
    ...input.metadata,
    originalName: safeDisplayName(input.filename),
    contentType: input.contentType,
    owner: input.owner,
  };
  const upload = bucket().openUploadStream(filename, { metadata });
  await new Promise<void>((resolve, reject) => {
    upload.once('finish', () => resolve());
    upload.once('error', reject);
    upload.end(input.buffer);
  });
  return {
    id: upload.id.toString(),
    filename,
    length: input.buffer.length,
    uploadDate: new Date(),
    metadata,
  };
}

function objectId(id: string): mongoose.Types.ObjectId | null {
  return mongoose.isObjectIdOrHexString(id) ? new mongoose.Types.ObjectId(id) : null;
}

/** The stored file with this id, or null (also for a malformed id). */
export async function findFile(id: string): Promise<StoredFile | null> {
  const _id = objectId(id);
  if (!_id) return null;
  const file = await filesCollection().findOne({ _id });
  if (!file) return null;
  return {
    id,
    filename: file.filename,
    length: file.length,
    uploadDate: file.uploadDate,
    metadata: file.metadata,
  };
}

/** Stored files matching a metadata filter, e.g. `{ 'metadata.uploadId': id }`. */
export async function countFiles(filter: Record<string, unknown>): Promise<number> {
  return filesCollection().countDocuments(filter);
}

/** A readable stream of the file's bytes with its stored record, or null when it is unknown. */
export async function openDownload(
  id: string,
): Promise<{ file: StoredFile; stream: Readable } | null> {
  const file = await findFile(id);
  if (!file) return null;
  return { file, stream: bucket().openDownloadStream(new mongoose.Types.ObjectId(id)) };
}

/** Ids of stored files matching a filter on the files collection (e.g. by metadata). */
export async function findFileIds(filter: Record<string, unknown>, limit = 500): Promise<string[]> {
  const files = await filesCollection()
    .find(filter, { projection: { _id: 1 }, limit })
    .toArray();
  return files.map((file) => file._id.toString());
}

/** The uploaders' own names of these stored files, by id (unknown or malformed ids left out). */
export async function originalNames(ids: string[]): Promise<Map<string, string>> {
  const _ids = ids.flatMap((id) => objectId(id) ?? []);
  if (_ids.length === 0) return new Map();
  const files = await filesCollection()
    .find({ _id: { $in: _ids } }, { projection: { 'metadata.originalName': 1 } })
    .toArray();
  return new Map(files.map((file) => [file._id.toString(), file.metadata.originalName]));
}

/** Removes a stored file and its chunks; unknown ids are ignored. */
export async function deleteFile(id: string): Promise<void> {
  const _id = objectId(id);
  if (!_id) return;
  try {
    await bucket().delete(_id);
  } catch (error) {
    if ((error as Error).name !== 'MongoRuntimeError') throw error;
  }
}

/**
 * Atomically marks unclaimed files of `owner` as belonging to `claimant` (metadata.claimedBy).
 * All or nothing: when any id is unknown, of another owner or already claimed, the claim is
 * undone and false is returned.
 */
export async function claimFiles(ids: string[], owner: string, claimant: string): Promise<boolean> {
  if (ids.length === 0) return true;
  const _ids = ids.map(objectId);
  if (_ids.some((id) => id === null)) return false;
  const result = await filesCollection().updateMany(
    {
      _id: { $in: _ids as mongoose.Types.ObjectId[] },
      'metadata.owner': owner,
      'metadata.claimedBy': { $exists: false },
    },
    { $set: { 'metadata.claimedBy': claimant } },
  );
  if (result.modifiedCount === ids.length) return true;
  await releaseFiles(claimant);
  return false;
}

/** Undoes a claim made by claimFiles (e.g. when saving the claimant failed). */
export async function releaseFiles(claimant: string): Promise<void> {
  await filesCollection().updateMany(
    { 'metadata.claimedBy': claimant },
    { $unset: { 'metadata.claimedBy': '' } },
  );
}
