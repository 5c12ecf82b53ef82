import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled further than `threshold` pixels, read on each scroll event only:
 * reading `scrollY` while rendering forced a layout of the whole freshly committed landing page
 * (about 110 ms on a phone, inside the app's takeover). Arriving scrolled (an in-page link, a
 * restored position) fires a scroll event too.
 */
export function useScrollPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
