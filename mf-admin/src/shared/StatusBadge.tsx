import { Badge } from '@freight/ui';
import { STATUS_BADGE_COLOURS, formatStatus, type BadgeColour } from '@freight/contracts';

function badgeColourFor(status: string): BadgeColour {
  return STATUS_BADGE_COLOURS[status as keyof typeof STATUS_BADGE_COLOURS] ?? 'grey';
}

/** A stored status, shown as its label ('in_transit' → 'In Transit') in the admin badge colours of spec 001 §4. */
export function StatusBadge({ status }: { status: string }) {
  const colour = badgeColourFor(status);
  return (
    <Badge $variant={colour} data-colour={colour}>
      {formatStatus(status)}
    </Badge>
  );
}
