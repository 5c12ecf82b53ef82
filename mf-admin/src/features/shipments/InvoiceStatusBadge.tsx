import { Badge } from '@freight/ui';
import { formatStatus, statusColour, type InvoiceStatus } from '@freight/contracts';

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge $variant={statusColour(status)}>{formatStatus(status)}</Badge>;
}
