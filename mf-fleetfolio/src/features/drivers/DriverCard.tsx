import { DRIVER_STATUS_LABELS, type Driver } from '@freight/contracts';
import { Badge, Button, Card, CardContent } from '@freight/ui';
import { formatPayRate } from '../../shared/format';
import { ButtonRow, Facts, ItemHeader } from '../../shared/layout';

interface DriverCardProps {
  driver: Driver;
  onEdit: () => void;
  onAssignTrip: () => void;
  onDelete: () => void;
}

export function DriverCard({ driver, onEdit, onAssignTrip, onDelete }: DriverCardProps) {
  return (
    <Card as="li" aria-label={driver.name}>
      <CardContent>
        <ItemHeader>
          <div>
            <h4>{driver.name}</h4>
            <span>License: {driver.license}</span>
          </div>
          <Badge $variant={driver.status === 'active' ? 'default' : 'secondary'}>
            {DRIVER_STATUS_LABELS[driver.status]}
          </Badge>
        </ItemHeader>
        <Facts>
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
        </Facts>
        <ButtonRow>
          <Button $variant="outline" $size="sm" onClick={onEdit}>
            Edit
          </Button>
          <Button $size="sm" onClick={onAssignTrip}>
            Assign Trip
          </Button>
          <Button
            $variant="ghost"
            $size="sm"
            onClick={onDelete}
            aria-label={`Delete driver ${driver.name}`}
          >
            Delete
          </Button>
        </ButtonRow>
      </CardContent>
    </Card>
  );
}
