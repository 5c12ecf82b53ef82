import { format, isValid, parseISO } from 'date-fns';

/** A US date and time (MM/dd/yyyy h:mm a); an empty or unreadable value reads '—'. */
export function formatDateTime(value: string | undefined): string {
  if (!value) return '—';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MM/dd/yyyy h:mm a') : '—';
}

/** A US date (MM/dd/yyyy) for a date-only value. */
export function formatDate(value: string | undefined): string {
  if (!value) return '—';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MM/dd/yyyy') : value;
}
