import type { ApiError } from '@freight/runtime';
import { Alert } from '@freight/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Shown when a list could not be read. A 401 means the session ended (expired, signed out
 * elsewhere, account deactivated): the spec sends a failed session check to the sign-in page.
 */
export function ListError({ error, what }: { error: unknown; what: string }) {
  const navigate = useNavigate();
  const status = (error as ApiError | undefined)?.status;
  useEffect(() => {
    if (status === 401) navigate('/fleetfolio/login', { replace: true });
  }, [status, navigate]);
  if (!error) return null;
  return (
    <Alert $variant="destructive" role="alert">
      Your {what} could not be loaded. Please try again.
    </Alert>
  );
}
