import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { LOAD_PLANNER_TOUR, TOUR_FINISH_DELAY_MS, TOUR_SEEN_KEY } from './tourSteps';

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

/**
 * The guided tour's state: which step is open (null when closed), and the actions of its
 * buttons. `onFinished` runs about half a second after Finish (it opens the add-load form).
 */
export function useTour(onFinished: () => void) {
  const [step, setStep] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // In a transition: the press paints at once, the tour's dialog in the frames after (INP).
  const start = useCallback(() => startTransition(() => setStep(0)), []);
  const exit = useCallback(() => {
    markSeen();
    setStep(null);
  }, []);
  const next = useCallback(() => {
    if (step === null) return;
    if (step < LOAD_PLANNER_TOUR.length - 1) {
      setStep(step + 1);
      return;
    }
    markSeen();
    setStep(null);
    timer.current = setTimeout(onFinished, TOUR_FINISH_DELAY_MS);
  }, [step, onFinished]);

  return { step, start, next, exit, hasBeenSeen: readSeen };
}
