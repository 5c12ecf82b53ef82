import { useSyncExternalStore } from 'react';

const EVENTS = ['popstate', 'single-spa:routing-event'];

function subscribe(listener: () => void) {
  EVENTS.forEach((event) => window.addEventListener(event, listener));
  return () => EVENTS.forEach((event) => window.removeEventListener(event, listener));
}

/** The current path, updated on every navigation (single-spa also reports pushState). */
export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}
