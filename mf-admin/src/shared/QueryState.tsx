import type { ReactNode } from 'react';
import { Alert, Skeleton } from '@freight/ui';
import { errorMessage } from '@freight/runtime';
import { useSessionEndCheck } from './useSessionEndCheck';

export const NO_MATCH = 'Nothing matches these filters';

interface QueryStateProps<T> {
  data: T[] | undefined;
  isLoading: boolean;
  error: unknown;
  emptyText: string;
  children: (items: T[]) => ReactNode;
}

/** Loading, error and empty states shared by the admin lists. */
export function QueryState<T>({ data, isLoading, error, emptyText, children }: QueryStateProps<T>) {
  useSessionEndCheck(error);
  if (isLoading) return <Skeleton $height="6rem" />;
  if (error) {
    return (
      <Alert role="alert" $variant="destructive">
        {errorMessage(error, 'Failed to load')}
      </Alert>
    );
  }
  if (!data || data.length === 0) return <p>{emptyText}</p>;
  return <>{children(data)}</>;
}
