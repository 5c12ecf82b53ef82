/**
 * Starts loading a part of a page before it is needed (`preload(loadTabs)`). A failure is left
 * for later, not raised here: the part is imported again when it is needed (webpack retries a
 * chunk that failed), and that attempt is the one whose failure the page shows.
 */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/**
 * Props of a control that opens a part loaded apart (a dialog's form): the part starts loading
 * when the person points at or focuses the control, so a click seldom waits for it.
 */
export function preloadOnIntent(load: () => Promise<unknown>) {
  const start = () => preload(load);
  return { onPointerEnter: start, onFocus: start };
}

const whenIdle = (task: () => void) =>
  (window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1)))(task);

/**
 * Loads parts one at a time while the main thread is idle, after what is on screen: a later
 * click seldom waits for them, and no part's evaluation runs in the same task as another's.
 * Answers a function that stops loading the ones not started yet.
 */
export function preloadWhenIdle(loads: readonly (() => Promise<unknown>)[]): () => void {
  let stopped = false;
  const loadFrom = (index: number) => {
    const load = loads[index];
    if (stopped || !load) return;
    whenIdle(() => {
      if (stopped) return;
      void load()
        .catch(() => undefined)
        .then(() => loadFrom(index + 1));
    });
  };
  loadFrom(0);
  return () => {
    stopped = true;
  };
}

/** What shows a person is about to use the page: a press, a key or a scroll of the wheel. */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * `preloadWhenIdle(loads)` once the person first presses, types or scrolls with a wheel: while
 * the page loads and nobody uses it, the main thread stays free for its first screen (each
 * part's evaluation can take a phone's CPU 100 ms or more). Answers a function that stops it.
 */
export function preloadAfterFirstInput(loads: readonly (() => Promise<unknown>)[]): () => void {
  let stopLoading = () => {};
  const start = () => {
    removeListeners();
    stopLoading = preloadWhenIdle(loads);
  };
  const removeListeners = () => {
    for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, start, true);
  };
  for (const type of FIRST_INPUT_EVENTS)
    window.addEventListener(type, start, { capture: true, passive: true });
  return () => {
    removeListeners();
    stopLoading();
  };
}
