import { Button } from '@freight/ui';
import type { ReactNode } from 'react';
import { ButtonRow } from './layout';

interface RowActionsProps {
  /** The record in words, for the buttons' names ('load LD-1001' → "Edit load LD-1001"). */
  name: string;
  onEdit: () => void;
  /** The record's own action, between Edit and Delete (Create Trip, Assign Trip…). */
  action?: ReactNode;
  onDelete: () => void;
}

/** The Edit, own action and Delete buttons of one row of a FleetFolio table. */
export function RowActions({ name, onEdit, action, onDelete }: RowActionsProps) {
  return (
    <ButtonRow>
      <Button $size="sm" $variant="outline" onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      {action}
      <Button $size="sm" $variant="ghost" onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </ButtonRow>
  );
}
