import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled further than `threshold` pixels, read once the page has painted
 * and then on each scroll event: reading `scrollY` while rendering forced a layout of the whole
 * freshly committed landing page (about 110 ms on a phone, inside the app's takeover).
 */
export function useScrollPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // Arriving scrolled (Back to a restored position) fires no scroll event once mounted.
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
