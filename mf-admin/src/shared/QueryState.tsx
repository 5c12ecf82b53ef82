import type { ReactNode } from 'react';
import { Skeleton } from '@freight/ui';
import { FetchFailure } from '@freight/runtime';
import { useSessionEndCheck } from './useSessionEndCheck';

interface QueryStateProps<T> {
  data: T[] | undefined;
  isLoading: boolean;
  error: unknown;
  /** Repeats the read that failed. */
  refetch: () => unknown;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}

/**
 * Loading, error and empty states shared by the admin lists: a failure is never an empty list,
 * and a list loaded before stays, marked as possibly out of date.
 */
export function QueryState<T>({
  data,
  isLoading,
  error,
  refetch,
  emptyText,
  children,
}: QueryStateProps<T>) {
  useSessionEndCheck(error);
  if (isLoading) return <Skeleton $height="6rem" />;
  const failure = error ? (
    <FetchFailure
      error={error}
      fallback="Failed to load"
      onRetry={() => void refetch()}
      stale={data !== undefined}
    />
  ) : null;
  if (!data) return failure;
  return (
    <>
      {failure}
      {data.length === 0 ? <p>{emptyText}</p> : children(data)}
    </>
  );
}
