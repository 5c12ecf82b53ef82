import { useEffect, useState, type ReactNode } from 'react';
import { Alert } from '@freight/ui';
import { READ_TIME_LIMIT_MS } from '../api/baseQuery';

export const SLOW_ANSWER =
  'The service is taking longer than usual to answer. Keep this page open, or reload it later to try again.';

/**
 * What a page shows while the call it made on opening is under way: the placeholder, joined by
 * a message once the call has gone unanswered as long as a read may. Such a call is a write (a
 * confirmation link's): it is not cut off, since it may still be stored.
 */
export function PendingPlaceholder({ children }: { children: ReactNode }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), READ_TIME_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      {children}
      {slow ? <Alert role="status">{SLOW_ANSWER}</Alert> : null}
    </>
  );
}
