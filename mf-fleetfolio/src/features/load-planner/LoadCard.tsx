import { LOAD_STATUS_LABELS, type PlannedLoad } from '@freight/contracts';
import { Badge, Button, Card, CardContent } from '@freight/ui';
import { formatDollars, formatUsDate } from '../../shared/format';
import { ButtonRow, Facts, ItemHeader } from '../../shared/layout';

interface LoadCardProps {
  load: PlannedLoad;
  onEdit: () => void;
  onCreateTrip: () => void;
  onDelete: () => void;
}

export function LoadCard({ load, onEdit, onCreateTrip, onDelete }: LoadCardProps) {
  return (
    <Card as="li" aria-label={`Load ${load.loadNumber}`}>
      <CardContent>
        <ItemHeader>
          <div>
            <h4>{load.loadNumber}</h4>
            <span>{load.customer}</span>
          </div>
          <Badge $variant={load.status === 'in_transit' ? 'default' : 'secondary'}>
            {LOAD_STATUS_LABELS[load.status]}
          </Badge>
        </ItemHeader>
        <Facts>
          <div>
            <dt>Pickup</dt>
            <dd>{load.pickupLocation}</dd>
            <dd>{formatUsDate(load.pickupDate)}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd>{load.deliveryLocation}</dd>
            <dd>{formatUsDate(load.deliveryDate)}</dd>
          </div>
          <div>
            <dt>Rate</dt>
            <dd>{formatDollars(load.rate)}</dd>
          </div>
        </Facts>
        <ButtonRow>
          <Button $variant="outline" $size="sm" onClick={onEdit}>
            Edit
          </Button>
          <Button $size="sm" onClick={onCreateTrip}>
            Create Trip
          </Button>
          <Button
            $variant="ghost"
            $size="sm"
            onClick={onDelete}
            aria-label={`Delete load ${load.loadNumber}`}
          >
            Delete
          </Button>
        </ButtonRow>
      </CardContent>
    </Card>
  );
}
