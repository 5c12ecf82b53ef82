import { useSyncExternalStore } from 'react';
import { currentAreaLink } from './navigation';

const EVENTS = ['popstate', 'single-spa:routing-event'];

function subscribe(listener: () => void) {
  EVENTS.forEach((event) => window.addEventListener(event, listener));
  return () => EVENTS.forEach((event) => window.removeEventListener(event, listener));
}

/**
 * The header link of the area the visitor is in, read on every navigation (single-spa also
 * reports pushState). Only a change of area re-renders the header: a tab switch inside an
 * area is a navigation too, and re-rendering the header there cost its click a few ms.
 */
export function useCurrentAreaLink(): string | undefined {
  return useSyncExternalStore(subscribe, () => currentAreaLink(window.location.pathname));
}
