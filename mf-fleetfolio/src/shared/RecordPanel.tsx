import { Button, Card, CardContent, Skeleton } from '@freight/ui';
import type { ReactNode } from 'react';
import { ButtonRow } from './layout';
import { ReadFailure, type Read } from './ReadFailure';

interface RecordPanelProps {
  /** What is open, in words: 'trip', 'invoice', 'driver'. */
  noun: string;
  /** The read of the record by its id (when the table's loaded pages did not have it). */
  read: Read;
  onClose: () => void;
  /** The record, once known; until then the panel says it is loading or why it failed. */
  children?: ReactNode;
}

/**
 * The record an address opened, above its table, with Close: the record, or while it is read a
 * placeholder (a read gives up after the time limit, so it ends), or why it could not be read.
 */
export function RecordPanel({ noun, read, onClose, children }: RecordPanelProps) {
  return (
    <Card as="section" aria-label={`Open ${noun}`}>
      <CardContent>
        <ButtonRow>
          <Button $variant="outline" $size="sm" onClick={onClose}>
            Close {noun}
          </Button>
        </ButtonRow>
        {children ??
          (read.error ? (
            <ReadFailure read={read} fallback={`This ${noun} could not be opened.`} />
          ) : (
            <Skeleton aria-label={`Loading the ${noun}`} />
          ))}
      </CardContent>
    </Card>
  );
}
