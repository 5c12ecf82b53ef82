import { DRIVER_STATUS_LABELS, type Driver } from '@freight/contracts';
import { Badge, Button } from '@freight/ui';
import { formatPayRate } from '../../shared/format';
import { RecordCard } from '../../shared/RecordCard';

interface DriverCardProps {
  driver: Driver;
  onEdit: () => void;
  onAssignTrip: () => void;
  onDelete: () => void;
}

export function DriverCard({ driver, onEdit, onAssignTrip, onDelete }: DriverCardProps) {
  return (
    <RecordCard
      label={driver.name}
      title={driver.name}
      subtitle={<>License: {driver.license}</>}
      badge={
        <Badge $variant={driver.status === 'active' ? 'default' : 'secondary'}>
          {DRIVER_STATUS_LABELS[driver.status]}
        </Badge>
      }
      onEdit={onEdit}
      action={
        <Button $size="sm" onClick={onAssignTrip}>
          Assign Trip
        </Button>
      }
      onDelete={onDelete}
      deleteLabel={`Delete driver ${driver.name}`}
    >
      <div>
        <dt>Phone</dt>
        <dd>{driver.phone}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>{driver.email}</dd>
      </div>
      <div>
        <dt>Pay Rate</dt>
        <dd>{formatPayRate(driver.payRate)}/mile</dd>
      </div>
    </RecordCard>
  );
}
