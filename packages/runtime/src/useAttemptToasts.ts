import { useMemo, useRef } from 'react';
import type { ToastOptions } from './services';
import { useShellServices } from './ShellServicesContext';

/**
 * The toasts of one form's attempts. A failure toast stays until the person acts again: the
 * next attempt that succeeds (or `clear`, once its cause is fixed) takes it down, leaving any
 * toast shown since in place.
 */
export function useAttemptToasts() {
  const { toast } = useShellServices();
  const failure = useRef<number | null>(null);
  return useMemo(() => {
    const clear = () => {
      if (failure.current !== null) toast.dismiss(failure.current);
      failure.current = null;
    };
    return {
      fail(options: Omit<ToastOptions, 'variant'>) {
        failure.current = toast.show({ ...options, variant: 'destructive' });
      },
      succeed(options?: ToastOptions) {
        clear();
        if (options) toast.show(options);
      },
      clear,
    };
  }, [toast]);
}
