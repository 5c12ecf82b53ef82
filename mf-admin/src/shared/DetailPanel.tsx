import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Alert, Button, Skeleton } from '@freight/ui';
import { errorMessage } from '@freight/runtime';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const Bar = styled.div`
  display: flex;
  justify-content: flex-end;
`;

interface DetailPanelProps {
  /** What is open ('Quote request'): the panel's name. */
  label: string;
  onClose: () => void;
  error?: unknown;
  loading?: boolean;
  children: ReactNode;
}

/**
 * The record a table row opened, above the table. It takes focus when it opens, so keyboard
 * and screen reader users land on it; Close (or Back) returns to the list.
 */
export function DetailPanel({ label, onClose, error, loading, children }: DetailPanelProps) {
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <Panel ref={panel} tabIndex={-1} aria-label={label}>
      <Bar>
        <Button $variant="outline" $size="sm" onClick={onClose}>
          {`Close ${label.toLowerCase()}`}
        </Button>
      </Bar>
      {error ? (
        <Alert role="alert" $variant="destructive">
          {errorMessage(error, `Could not open this ${label.toLowerCase()}`)}
        </Alert>
      ) : loading ? (
        <Skeleton $height="6rem" />
      ) : (
        children
      )}
    </Panel>
  );
}
