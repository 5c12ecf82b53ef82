import { createContext } from 'react';

/**
 * How many times the nearest error boundary was asked to try again. A part whose code failed to
 * load (lazyExport, lazyPage) loads it again once this has changed since the failure, not on
 * every render: a render while the error shows would load it again and again.
 */
export const LoadAttempt = createContext(0);

/** A failed load, and the attempt of the boundary that first showed it. */
export interface LoadFailure {
  shownAt?: number;
}

/** Whether to load a failed part again: once the boundary showing its failure was asked to. */
export function isRetried(failure: LoadFailure, attempt: number): boolean {
  failure.shownAt ??= attempt;
  return failure.shownAt !== attempt;
}
