import { QUOTE_HASH, requestQuote } from '@freight/runtime';
import { scrollToSection } from '@freight/ui';

export const SECTION_LINKS = [
  { id: 'services', label: 'Services' },
  { id: 'careers', label: 'Careers' },
  { id: 'about', label: 'About' },
  { id: 'contact', label: 'Contact' },
] as const;

export const AREA_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/trip-planner', label: 'Trip Planner' },
  { href: '/tracking', label: 'Track Shipment' },
  { href: '/client-portal', label: 'Client Portal' },
  { href: '/fleetfolio', label: 'FleetFolio TMS', title: 'FleetFolio transport management system' },
] as const;

/** A link is current on its own path and, except home, on the paths below it. */
function isCurrent(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The area link current on `pathname`, if any (none in the admin panel). */
export function currentAreaLink(pathname: string): string | undefined {
  return AREA_LINKS.find((link) => isCurrent(link.href, pathname))?.href;
}

/** On the landing page a section link scrolls; elsewhere it goes home with the section hash. */
export function goToSection(id: string, navigate: (url: string) => void) {
  if (window.location.pathname === '/') scrollToSection(id);
  else navigate(`/#${id}`);
}

/** Get Quote: the landing page opens its quote flow; elsewhere go home and ask for it there. */
export function openQuote(navigate: (url: string) => void) {
  if (window.location.pathname === '/') requestQuote();
  else navigate(`/${QUOTE_HASH}`);
}
