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

export interface ToastText {
  title: string;
  description: string;
}

/**
 * Runs a write and tells the user how it went: a success toast (its text may use what the
 * write answered), or a destructive toast with the server's message (or the fallback; or that
 * the service could not be reached) and the field messages on the form's fields. The failure
 * toast goes when the next attempt succeeds. Resolves true when the write succeeded.
 */
export function useMutationToast() {
  const toasts = useAttemptToasts();
  return useCallback(
    async <Write extends () => Promise<unknown>>(
      write: Write,
      success: ToastText | ((result: Awaited<ReturnType<Write>>) => ToastText),
      failure: string,
      form?: ServerErrorTarget,
      failureTitle = 'Error',
    ): Promise<boolean> => {
      try {
        const result = (await write()) as Awaited<ReturnType<Write>>;
        toasts.succeed(typeof success === 'function' ? success(result) : success);
        return true;
      } catch (error) {
        form?.showServerErrors(error);
        toasts.fail({
          title: isUnreachable(error) ? SERVICE_UNREACHABLE.title : failureTitle,
          description: errorMessage(error, failure),
        });
        return false;
      }
    },
    [toasts],
  );
}
