import mongoose from 'mongoose';
import type { InvoiceStatus } from '@freight/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Overdue is computed on read: a pending invoice is overdue once its due date (a calendar day,
 * stored as UTC midnight) has fully passed. Stored statuses are pending, paid or cancelled.
 */
export function effectiveStatus(status: string, dueDate: Date, now = new Date()): InvoiceStatus {
  if (status === 'pending' && now.getTime() >= dueDate.getTime() + DAY_MS) return 'overdue';
  return status as InvoiceStatus;
}

/** The stored-data filter that selects invoices whose effective status is `status`. */
export function statusFilter(status: InvoiceStatus, now = new Date()): Record<string, unknown> {
  const lastOverdueDue = new Date(now.getTime() - DAY_MS);
  if (status === 'overdue') {
    return { status: 'pending', dueDate: mongoose.trusted({ $lte: lastOverdueDue }) };
  }
  if (status === 'pending') {
    return { status: 'pending', dueDate: mongoose.trusted({ $gt: lastOverdueDue }) };
  }
  return { status };
}
