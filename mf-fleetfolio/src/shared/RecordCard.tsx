import { Button, Card, CardContent } from '@freight/ui';
import type { ReactNode } from 'react';
import { ButtonRow, Facts, ItemHeader } from './layout';

interface RecordCardProps {
  /** The list item's accessible name. */
  label: string;
  title: ReactNode;
  subtitle?: ReactNode;
  badge: ReactNode;
  /** The `<div><dt/><dd/></div>` facts of the record. */
  children: ReactNode;
  onEdit: () => void;
  /** The record's own action, between Edit and Delete. */
  action: ReactNode;
  onDelete: () => void;
  deleteLabel: string;
}

/** One record of a FleetFolio list: heading and status badge, facts, Edit/action/Delete row. */
export function RecordCard(props: RecordCardProps) {
  const { label, title, subtitle, badge, children, onEdit, action, onDelete, deleteLabel } = props;
  return (
    <Card as="li" aria-label={label}>
      <CardContent>
        <ItemHeader>
          {subtitle === undefined ? (
            <h4>{title}</h4>
          ) : (
            <div>
              <h4>{title}</h4>
              <span>{subtitle}</span>
            </div>
          )}
          {badge}
        </ItemHeader>
        <Facts>{children}</Facts>
        <ButtonRow>
          <Button $variant="outline" $size="sm" onClick={onEdit}>
            Edit
          </Button>
          {action}
          <Button $variant="ghost" $size="sm" onClick={onDelete} aria-label={deleteLabel}>
            Delete
          </Button>
        </ButtonRow>
      </CardContent>
    </Card>
  );
}
