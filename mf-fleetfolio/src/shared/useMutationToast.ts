import { errorMessage, useShellServices } from '@freight/runtime';
import { useCallback } from 'react';

/**
 * Runs a write and tells the user how it went: a success toast, or a destructive toast with
 * the server's message (or the fallback). Resolves true when the write succeeded.
 */
export function useMutationToast() {
  const { toast } = useShellServices();
  return useCallback(
    async (
      write: () => Promise<unknown>,
      success: { title: string; description: string },
      failure: string,
    ): Promise<boolean> => {
      try {
        await write();
        toast.show(success);
        return true;
      } catch (error) {
        toast.show({
          title: 'Error',
          description: errorMessage(error, failure),
          variant: 'destructive',
        });
        return false;
      }
    },
    [toast],
  );
}
