/**
 * Empties an area's container of the inert first screen the page came with (shell/server's
 * page.mjs), for when the area itself will not replace it.
 */
export function leavePrerenderedScreen(container: HTMLElement): void {
  if (!container.hasAttribute('inert')) return;
  container.replaceChildren();
  container.removeAttribute('inert');
}
