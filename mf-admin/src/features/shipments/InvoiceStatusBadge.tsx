import { Badge, type BadgeColor } from '@freight/ui';
import { formatStatus, type InvoiceStatus } from '@freight/contracts';

const COLOURS: Record<InvoiceStatus, BadgeColor> = {
  pending: 'yellow',
  paid: 'green',
  overdue: 'red',
  cancelled: 'grey',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge $variant={COLOURS[status]}>{formatStatus(status)}</Badge>;
}
