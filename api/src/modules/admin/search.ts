import mongoose from 'mongoose';
import type { AdminListQuery } from '@freight/contracts';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Mongo filter for a status and a case-insensitive literal search over the given fields. */
export function listFilter(query: AdminListQuery, searchFields: string[]): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (query.status) filter.status = query.status;
  if (query.search) {
    const pattern = new RegExp(escapeRegex(query.search), 'i');
    filter.$or = searchFields.map((field) => ({ [field]: mongoose.trusted({ $regex: pattern }) }));
  }
  return filter;
}
