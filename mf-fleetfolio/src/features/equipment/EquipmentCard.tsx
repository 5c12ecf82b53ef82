import { EQUIPMENT_STATUS_LABELS, type Trailer, type Truck } from '@freight/contracts';
import { Badge, Button, Card, CardContent } from '@freight/ui';
import { ButtonRow, Facts, ItemHeader } from '../../shared/layout';
import { makeLabel, modelLabel, statusBadge } from './equipmentLabels';

interface EquipmentCardProps {
  item: Truck | Trailer;
  onEdit: () => void;
  onToggleMaintenance: () => void;
  onDelete: () => void;
}

export function EquipmentCard({ item, onEdit, onToggleMaintenance, onDelete }: EquipmentCardProps) {
  const inMaintenance = item.status === 'maintenance';
  return (
    <Card as="li" aria-label={`Unit ${item.unit}`}>
      <CardContent>
        <ItemHeader>
          <h4>Unit {item.unit}</h4>
          <Badge $variant={statusBadge(item.status)}>{EQUIPMENT_STATUS_LABELS[item.status]}</Badge>
        </ItemHeader>
        <Facts>
          <div>
            <dt>Year</dt>
            <dd>{item.year}</dd>
          </div>
          <div>
            <dt>Make</dt>
            <dd>{makeLabel(item)}</dd>
          </div>
          <div>
            <dt>Model</dt>
            <dd>{modelLabel(item)}</dd>
          </div>
        </Facts>
        <ButtonRow>
          <Button $variant="outline" $size="sm" onClick={onEdit}>
            Edit
          </Button>
          <Button
            $variant="secondary"
            $size="sm"
            aria-pressed={inMaintenance}
            onClick={onToggleMaintenance}
          >
            Maintenance
          </Button>
          <Button
            $variant="ghost"
            $size="sm"
            onClick={onDelete}
            aria-label={`Delete unit ${item.unit}`}
          >
            Delete
          </Button>
        </ButtonRow>
      </CardContent>
    </Card>
  );
}
