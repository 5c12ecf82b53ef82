import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { LOAD_PLANNER_TOUR, TOUR_FINISH_DELAY_MS, TOUR_SEEN_KEY, type TourStep } from './tourSteps';

function readSeen(): boolean {
  try {
    return window.localStorage.getItem(TOUR_SEEN_KEY) === 'true';
  } catch {
    return false;
  }
}

function markSeen(): void {
  try {
    window.localStorage.setItem(TOUR_SEEN_KEY, 'true');
  } catch {
    // Storage can be disabled (private mode); the tour then simply shows again next time.
  }
}

/** The control a step points at, if it is on the screen. */
export const targetOf = (step: TourStep) =>
  document.querySelector<HTMLElement>(`[data-tour="${step.target}"]`);

/**
 * The guided tour's state: which step is open (null when closed), and the actions of its
 * buttons. The steps are those whose control is on screen when the tour starts. `onFinished` runs about half a second after Finish (it opens the add-load form).
 */
export function useTour(onFinished: () => void) {
  const [step, setStep] = useState<number | null>(null);
  const [steps, setSteps] = useState<readonly TourStep[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // In a transition: the press paints at once, the tour's dialog in the frames after (INP).
  const start = useCallback(() => {
    const shown = LOAD_PLANNER_TOUR.filter((candidate) => targetOf(candidate) !== null);
    startTransition(() => {
      setSteps(shown);
      setStep(shown.length > 0 ? 0 : null);
    });
    if (shown.length === 0) onFinished();
  }, [onFinished]);
  const exit = useCallback(() => {
    markSeen();
    setStep(null);
  }, []);
  const next = useCallback(() => {
    if (step === null) return;
    if (step < steps.length - 1) {
      setStep(step + 1);
      return;
    }
    markSeen();
    setStep(null);
    timer.current = setTimeout(onFinished, TOUR_FINISH_DELAY_MS);
  }, [step, steps, onFinished]);

  return { step, steps, start, next, exit, hasBeenSeen: readSeen };
}
