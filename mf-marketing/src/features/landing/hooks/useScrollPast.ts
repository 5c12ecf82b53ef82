import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled further than `threshold` pixels, read once the browser has laid
 * the page out and then on each scroll event. Reading `scrollY` sooner, while rendering or in
 * the effect right after the app's takeover, forced a layout of the whole freshly committed
 * landing page inside that task (about 110 ms on a phone); after the frame it costs nothing.
 */
export function useScrollPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    // Arriving scrolled (Back to a restored position) fires no scroll event once mounted.
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(update, 0);
    });
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return past;
}
