import { LOAD_STATUS_LABELS, statusColour, type PlannedLoad } from '@freight/contracts';
import { Badge, Button } from '@freight/ui';
import { formatDollars, formatUsDate } from '../../shared/format';
import { RecordCard } from '../../shared/RecordCard';
import { tourTarget } from './tourSteps';

interface LoadCardProps {
  load: PlannedLoad;
  onEdit: () => void;
  onCreateTrip: () => void;
  onDelete: () => void;
}

export function LoadCard({ load, onEdit, onCreateTrip, onDelete }: LoadCardProps) {
  return (
    <RecordCard
      label={`Load ${load.loadNumber}`}
      title={load.loadNumber}
      subtitle={load.customer}
      badge={<Badge $variant={statusColour(load.status)}>{LOAD_STATUS_LABELS[load.status]}</Badge>}
      onEdit={onEdit}
      action={
        <Button $size="sm" onClick={onCreateTrip} {...tourTarget('create-trip')}>
          Create Trip
        </Button>
      }
      onDelete={onDelete}
      deleteLabel={`Delete load ${load.loadNumber}`}
    >
      <div {...tourTarget('load-route')}>
        <dt>Pickup</dt>
        <dd>{load.pickupLocation}</dd>
        <dd>{formatUsDate(load.pickupDate)}</dd>
      </div>
      <div>
        <dt>Delivery</dt>
        <dd>{load.deliveryLocation}</dd>
        <dd>{formatUsDate(load.deliveryDate)}</dd>
      </div>
      <div {...tourTarget('load-rate')}>
        <dt>Rate</dt>
        <dd>{formatDollars(load.rate)}</dd>
      </div>
    </RecordCard>
  );
}
