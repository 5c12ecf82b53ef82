/**
 * Empties an area's container of the inert first screen the page came with (shell/server's
 * page.mjs), for when the area itself will not replace it.
 */
export function leavePrerenderedScreen(container: HTMLElement): void {
  if (!container.hasAttribute('inert')) return;
  container.replaceChildren();
  container.removeAttribute('inert');
}

/** Longest wait for a frame: browsers hold frames back in background tabs. */
const FIRST_PAINT_WAIT_MS = 100;

/**
 * Resolves once the browser has painted (or after a short wait): the app's scripts then run
 * after the prerendered first screen is on screen. Started before it, the scripts, when already
 * downloaded, ran first and held the first paint back by their whole run (on a phone, seconds).
 */
export function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, FIRST_PAINT_WAIT_MS);
  });
}
