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

/**
 * The end of what shows a person is using the page: a press, a key or a scroll of the wheel
 * (which has no end of its own). Not the press's start: a finger rests 100 ms or more on a tap,
 * and the parts whose loads idle callbacks started then were evaluated before its click, whose
 * handlers waited for them.
 */
const FIRST_INPUT_END_EVENTS = ['pointerup', 'pointercancel', 'keyup', 'wheel'] as const;

/** Runs `task` in the first task after the next frame, once what the input changed is drawn. */
const afterNextFrame = (task: () => void) =>
  requestAnimationFrame(() => {
    setTimeout(task, 0);
  });

/**
 * `preloadWhenIdle(loads)` once the person's first press, key or wheel scroll is over and its
 * frame drawn: while the page loads and nobody uses it, the main thread stays free for its first
 * screen (each part's evaluation can take a phone's CPU 100 ms or more), and the first
 * interaction's own frame comes before any of it. Answers a function that stops it.
 */
export function preloadAfterFirstInput(loads: readonly (() => Promise<unknown>)[]): () => void {
  let stopped = false;
  let stopLoading = () => {};
  const start = () => {
    removeListeners();
    afterNextFrame(() => {
      if (!stopped) stopLoading = preloadWhenIdle(loads);
    });
  };
  const removeListeners = () => {
    for (const type of FIRST_INPUT_END_EVENTS) window.removeEventListener(type, start, true);
  };
  for (const type of FIRST_INPUT_END_EVENTS)
    window.addEventListener(type, start, { capture: true, passive: true });
  return () => {
    stopped = true;
    removeListeners();
    stopLoading();
  };
}
