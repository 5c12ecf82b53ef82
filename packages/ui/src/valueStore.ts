/**
 * One value that React components read with `useSyncExternalStore`: `set` tells the readers
 * only of a value that differs (`same`), so a store set often re-renders nothing needlessly.
 */
export function createValueStore<T>(initial: T, same: (a: T, b: T) => boolean = Object.is) {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(next: T) {
      if (same(current, next)) return;
      current = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ValueStore<T> = ReturnType<typeof createValueStore<T>>;
