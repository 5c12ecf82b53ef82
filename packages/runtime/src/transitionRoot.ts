import { startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * A React root whose every render runs in a transition: React renders in slices of a few
 * milliseconds instead of one long task, so the page answers input while the shell's header or
 * an area mounts. What the container showed (an area's prerendered screen) stays until commit.
 */
export function createTransitionRoot(container: Element) {
  const root = createRoot(container);
  return {
    render: (element: ReactNode) => startTransition(() => root.render(element)),
    unmount: () => root.unmount(),
  };
}
