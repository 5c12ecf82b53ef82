/**
 * The driver last signed in on this phone, kept while the session check answers: whose outbox
 * the driver view shows when the session cannot be checked (no connection, the service down),
 * so a driver never loses sight of what is still waiting to be sent.
 */
const LAST_DRIVER_KEY = 'fleetfolio.lastDriver';

/** Remembers the signed-in driver, or forgets (null) on sign-out or when another member signs in. */
export function rememberDriver(accountId: string | null): void {
  if (accountId) localStorage.setItem(LAST_DRIVER_KEY, accountId);
  else localStorage.removeItem(LAST_DRIVER_KEY);
}

export function lastDriver(): string | null {
  return localStorage.getItem(LAST_DRIVER_KEY);
}
