import { Button, Dialog } from '@freight/ui';
import styled from 'styled-components';
import { FormActions } from '../../shared/layout';
import { LOAD_PLANNER_TOUR } from './tourSteps';

const Progress = styled.p`
  margin: ${({ theme }) => `${theme.space.md} 0 0`};
  font-size: ${({ theme }) => theme.font.sizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

interface GuidedTourProps {
  /** Index of the open step, or null when the tour is closed. */
  step: number | null;
  onNext: () => void;
  onExit: () => void;
}

export function GuidedTour({ step, onNext, onExit }: GuidedTourProps) {
  const current = step === null ? undefined : LOAD_PLANNER_TOUR[step];
  if (step === null || !current) return null;
  const isLast = step === LOAD_PLANNER_TOUR.length - 1;
  return (
    <Dialog open onClose={onExit} title={current.title} size="sm">
      <p>{current.content}</p>
      <Progress>
        Step {step + 1} of {LOAD_PLANNER_TOUR.length}
      </Progress>
      <FormActions>
        <Button $variant="outline" onClick={onExit}>
          Exit Tour
        </Button>
        <Button onClick={onNext}>{isLast ? 'Finish' : 'Next'}</Button>
      </FormActions>
    </Dialog>
  );
}
