import { Button } from '@freight/ui';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { FormActions } from '../../shared/layout';
import type { TourStep } from './tourSteps';
import { targetOf } from './useTour';

/** The control the open step points at: a ring that shows on any background. */
const Highlight = createGlobalStyle`
  [data-tour-active='true'] {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

const GAP_PX = 12;
const MARGIN_PX = 8;

/** Beside its control: below it, kept inside the window (a phone is 320 px wide). */
const Popover = styled.div`
  position: absolute;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  width: min(22rem, calc(100vw - ${2 * MARGIN_PX}px));
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  h2 {
    margin: 0 2rem ${({ theme }) => theme.space.sm} 0;
    font-size: ${({ theme }) => theme.font.sizes.lg};
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  right: ${({ theme }) => theme.space.sm};
  min-width: 2.75rem;
  min-height: 2.75rem;
  border: none;
  background: transparent;
  font-size: 1.25rem;
  cursor: pointer;
`;

const Small = styled.p`
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

interface Place {
  top: number;
  left: number;
}

/** Where the popover goes for a control, in page coordinates. */
function placeBeside(target: HTMLElement, popover: HTMLElement): Place {
  const box = target.getBoundingClientRect();
  const width = popover.offsetWidth;
  const maxLeft = document.documentElement.clientWidth - width - MARGIN_PX;
  return {
    top: window.scrollY + box.bottom + GAP_PX,
    left: window.scrollX + Math.max(MARGIN_PX, Math.min(box.left, maxLeft)),
  };
}

/** Marks the step's control, scrolls it into view and places the popover beside it. */
function usePointAt(step: TourStep | undefined, popover: RefObject<HTMLDivElement | null>) {
  const [place, setPlace] = useState<Place>({ top: 0, left: 0 });
  useLayoutEffect(() => {
    const target = step ? targetOf(step) : null;
    if (!target || !popover.current) return undefined;
    target.setAttribute('data-tour-active', 'true');
    target.scrollIntoView?.({ block: 'center' });
    const follow = () => popover.current && setPlace(placeBeside(target, popover.current));
    follow();
    window.addEventListener('resize', follow);
    return () => {
      target.removeAttribute('data-tour-active');
      window.removeEventListener('resize', follow);
    };
  }, [step, popover]);
  return place;
}

interface GuidedTourProps {
  /** The steps of this run (those whose control is on screen). */
  steps: readonly TourStep[];
  /** Index of the open step, or null when the tour is closed. */
  step: number | null;
  onNext: () => void;
  onExit: () => void;
}

/**
 * The tour as a small non-modal dialog beside the control each step is about: the control is
 * ringed, the dialog takes focus on each step (a screen reader reads its title, text and which
 * control it points at), Escape exits, and focus goes back where it was when the tour ends.
 */
export function GuidedTour({ steps, step, onNext, onExit }: GuidedTourProps) {
  const current = step === null ? undefined : steps[step];
  const popover = useRef<HTMLDivElement>(null);
  const place = usePointAt(current, popover);
  const titleId = useId();
  const open = current !== undefined;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    return () => previous?.focus?.();
  }, [open]);
  useEffect(() => {
    popover.current?.focus();
  }, [current]);

  if (step === null || !current) return null;
  const isLast = step === steps.length - 1;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    onExit();
  };
  // In the page's body, so its page coordinates are not shifted by a positioned ancestor.
  return createPortal(
    <Popover
      ref={popover}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      style={{ top: place.top, left: place.left }}
      onKeyDown={onKeyDown}
    >
      <Highlight />
      <h2 id={titleId}>{current.title}</h2>
      <p>{current.content}</p>
      <Small>Highlighted: {current.pointsAt}.</Small>
      <Small>
        Step {step + 1} of {steps.length}
      </Small>
      <CloseButton type="button" aria-label="Close" onClick={onExit}>
        ×
      </CloseButton>
      <FormActions>
        <Button $variant="outline" onClick={onExit}>
          Exit Tour
        </Button>
        <Button onClick={onNext}>{isLast ? 'Finish' : 'Next'}</Button>
      </FormActions>
    </Popover>,
    document.body,
  );
}
