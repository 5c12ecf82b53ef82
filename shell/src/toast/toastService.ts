import type { ToastOptions, ToastService } from '@freight/runtime';

/** The spec's default display time for a notification. */
const TOAST_DURATION_MS = 5000;

interface ActiveToast extends Required<Omit<ToastOptions, 'description'>> {
  id: number;
  description?: string;
}

/** One toast at a time: a new one replaces the current one and restarts the timer. */
export function createToastService() {
  let current: ActiveToast | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  const dismiss = (id?: number) => {
    if (current === null || (id !== undefined && id !== current.id)) return;
    clearTimeout(timer);
    current = null;
    emit();
  };

  const show = (options: ToastOptions) => {
    clearTimeout(timer);
    current = {
      id: nextId++,
      title: options.title,
      description: options.description,
      variant: options.variant ?? 'default',
      durationMs: options.durationMs ?? TOAST_DURATION_MS,
    };
    timer = setTimeout(dismiss, current.durationMs);
    emit();
    return current.id;
  };

  const service: ToastService = { show, dismiss };
  return {
    service,
    get: () => current,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastService>;
