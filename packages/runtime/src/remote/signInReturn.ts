import type { Location } from 'react-router-dom';

/** The history state a guarded page leaves on its way to the sign-in page. */
export interface SignInState {
  from: string;
}

/** The state for the sign-in page: the address asked for (path and query), to return to. */
export function signInState({ pathname, search }: Pick<Location, 'pathname' | 'search'>) {
  return { from: `${pathname}${search}` } satisfies SignInState;
}

/**
 * Where a sign-in goes: the address asked for before it, when that is a page of the area
 * (`home` or below it), or else `home`. History state can come from any script of the page,
 * hence the check.
 */
export function pathAfterSignIn(state: unknown, home: string): string {
  const from = (state as Partial<SignInState> | null)?.from;
  if (typeof from !== 'string') return home;
  const inArea = from === home || /^[/?]/.test(from.slice(home.length));
  return from.startsWith(home) && inArea ? from : home;
}
