import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Skeleton } from '@freight/ui';
import { FetchFailure } from '@freight/runtime';

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

/** What a panel needs of an RTK Query read of its record. */
interface RecordRead {
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

interface DetailPanelProps {
  /** What is open ('Quote request'): the panel's name. */
  label: string;
  onClose: () => void;
  /** The read of the record, when the table's row did not have it. */
  read?: RecordRead;
  children: ReactNode;
}

/**
 * The record a table row opened, above the table. It takes focus when it opens, so keyboard
 * and screen reader users land on it; Close (or Back) returns to the list.
 */
export function DetailPanel({ label, onClose, read, children }: DetailPanelProps) {
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
      {read?.error ? (
        <FetchFailure
          error={read.error}
          fallback={`Could not open this ${label.toLowerCase()}`}
          onRetry={() => void read.refetch()}
        />
      ) : read?.isLoading ? (
        <Skeleton $height="6rem" />
      ) : (
        children
      )}
    </Panel>
  );
}
