import { Alert, RetryAlert } from '@freight/ui';
import { SERVICE_UNREACHABLE, errorMessage, isUnreachable } from '../api/errorMessage';

interface FetchFailureProps {
  error: unknown;
  /** The text of a real refusal (4xx) without a message of its own: an expired link, … */
  fallback: string;
  /** Repeats the failed call: offered when the service could not be reached. */
  onRetry: () => void;
  /** What is still shown from an earlier answer: it may be out of date. */
  stale?: boolean;
}

/**
 * A failed call as a person reads it: with no answer or a 5xx, that the service could not be
 * reached, with Retry (and that what is shown may be out of date); a 4xx keeps its meaning.
 */
export function FetchFailure({ error, fallback, onRetry, stale }: FetchFailureProps) {
  if (!isUnreachable(error)) {
    return (
      <Alert role="alert" $variant="destructive">
        {errorMessage(error, fallback)}
      </Alert>
    );
  }
  return (
    <RetryAlert onRetry={onRetry}>
      {SERVICE_UNREACHABLE.description}
      {stale ? ' What is shown below may be out of date.' : ''}
    </RetryAlert>
  );
}
