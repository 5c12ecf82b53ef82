import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the fold content starts loading, so it is ready before it scrolls in. */
const ROOT_MARGIN = '200px 0px';

/**
 * Renders `children` once the placeholder comes within ROOT_MARGIN of the viewport (at once
 * in a browser without IntersectionObserver), so below-the-fold code loads when it is needed,
 * not with the page. The placeholder keeps `placeholderStyle` (reserve the content's size
 * there); the build-time render, which has no browser, gives the placeholder.
 */
export function NearViewport({
  children,
  placeholderStyle,
}: {
  children: ReactNode;
  placeholderStyle?: React.CSSProperties;
}) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );

  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (near) return <>{children}</>;
  return <div ref={placeholder} style={placeholderStyle} />;
}
