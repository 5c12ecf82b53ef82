import { Badge, Timeline } from '@freight/ui';
import {
  TRACKING_MESSAGES,
  formatStatus,
  formatUsDateTime,
  type ShipmentUpdateView,
} from '@freight/contracts';

function newestFirst(updates: ShipmentUpdateView[]): ShipmentUpdateView[] {
  return [...updates].sort(
    (a, b) => new Date(b.timestamp).getTime() - new Date(a.timestamp).getTime(),
  );
}

/** The shipment's updates, newest first. */
export function ShipmentTimeline({ updates }: { updates: ShipmentUpdateView[] }) {
  if (updates.length === 0) return <p>{TRACKING_MESSAGES.noUpdates}</p>;
  const entries = newestFirst(updates).map((update) => ({
    id: update.id,
    title: <Badge $variant="secondary">{formatStatus(update.status)}</Badge>,
    meta: (
      <>
        <time dateTime={update.timestamp}>{formatUsDateTime(update.timestamp)}</time>
        {update.location ? ` · ${update.location}` : null}
      </>
    ),
    body: update.notes || undefined,
  }));
  return <Timeline label="Tracking updates" entries={entries} />;
}
