import {
  SERVICE_UNREACHABLE,
  errorMessage,
  isUnreachable,
  useAttemptToasts,
} from '@freight/runtime';
import { useCallback } from 'react';

/** A form whose fields can show a 400's messages (`useSchemaForm`). */
interface ServerErrorTarget {
  showServerErrors(error: unknown): boolean;
}

/**
 * Runs a write and tells the user how it went: a success toast, or a destructive toast with
 * the server's message (or the fallback; or that the service could not be reached), the
 * field messages on the form's fields. The failure toast goes when the next attempt
 * succeeds. Resolves true when the write succeeded.
 */
export function useMutationToast() {
  const toasts = useAttemptToasts();
  return useCallback(
    async (
      write: () => Promise<unknown>,
      success: { title: string; description: string },
      failure: string,
      form?: ServerErrorTarget,
    ): Promise<boolean> => {
      try {
        await write();
        toasts.succeed(success);
        return true;
      } catch (error) {
        form?.showServerErrors(error);
        toasts.fail({
          title: isUnreachable(error) ? SERVICE_UNREACHABLE.title : 'Error',
          description: errorMessage(error, failure),
        });
        return false;
      }
    },
    [toasts],
  );
}
