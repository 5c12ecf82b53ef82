import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the fold content starts loading, so it is ready before it scrolls in. */
const ROOT_MARGIN = '200px 0px';

/**
 * Renders `children` once its box comes within `rootMargin` of the viewport (at once in a
 * browser without IntersectionObserver), so below-the-fold code loads when it is needed, not
 * with the page. Until then the box holds `placeholder`, which must take the content's room
 * (nothing may move when the content arrives); the build-time render, which has no browser,
 * gives the placeholder.
 */
export function NearViewport({
  children,
  placeholder,
  rootMargin = ROOT_MARGIN,
}: {
  children: ReactNode;
  placeholder: ReactNode;
  rootMargin?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = box.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return <div ref={box}>{near ? children : placeholder}</div>;
}
