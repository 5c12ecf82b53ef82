/**
 * Starts loading a part of a page before it is needed (`preload(loadTabs)`). A failure is left
 * for later, not raised here: the part is imported again when it is needed (webpack retries a
 * chunk that failed), and that attempt is the one whose failure the page shows.
 */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}
