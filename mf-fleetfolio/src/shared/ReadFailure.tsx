import { FetchFailure, signInState, type ApiError } from '@freight/runtime';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** A read as a screen holds it (what an RTK Query hook answers): its error and a way to repeat it. */
export interface Read {
  error?: unknown;
  refetch: () => unknown;
}

/**
 * Reads a screen needs together, as one: the first failure, and a Retry that repeats each read
 * that failed.
 */
function jointRead(reads: Read[]): Read {
  const failed = reads.filter((read) => read.error);
  return {
    error: failed[0]?.error,
    refetch: () => failed.forEach((read) => void read.refetch()),
  };
}

/**
 * A 401 means the session ended (expired, signed out elsewhere, account deactivated): the spec
 * sends a failed session check to the sign-in page, which returns here once signed in.
 */
export function useSessionEnd(error: unknown) {
  const navigate = useNavigate();
  const location = useLocation();
  const ended = (error as ApiError | undefined)?.status === 401;
  useEffect(() => {
    if (ended) navigate('/fleetfolio/login', { replace: true, state: signInState(location) });
  }, [ended, navigate, location]);
}

interface ReadFailureProps {
  read: Read;
  /** The text of a refusal (4xx) without a message of its own: 'Your team could not be loaded.' */
  fallback: string;
  /** What an earlier answer showed is still on screen (it may be out of date). */
  stale?: boolean;
}

/**
 * A read that failed, as FleetFolio says it everywhere: no answer or a 5xx is the service not
 * reached, with Retry (never an empty list or a missing record); a 4xx keeps its meaning.
 */
export function ReadFailure({ read, fallback, stale }: ReadFailureProps) {
  useSessionEnd(read.error);
  if (!read.error) return null;
  return (
    <FetchFailure
      error={read.error}
      fallback={fallback}
      onRetry={() => void read.refetch()}
      stale={stale}
    />
  );
}

interface PendingReadsProps {
  reads: Read[];
  /** What the reads bring, in 'Loading drivers and equipment…'. */
  what: string;
}

/**
 * What stands in for something waiting on reads (a form's select options): that they are
 * loading or, once one failed (a read gives up after the time limit), why, with Retry; never
 * an empty select.
 */
export function PendingReads({ reads, what }: PendingReadsProps) {
  const read = jointRead(reads);
  if (read.error) return <ReadFailure read={read} fallback={`Your ${what} could not be loaded.`} />;
  return <p role="status">Loading {what}…</p>;
}
