import { EQUIPMENT_STATUS_LABELS, type Trailer, type Truck } from '@freight/contracts';
import { Badge, Button } from '@freight/ui';
import { RecordCard } from '../../shared/RecordCard';
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
    <RecordCard
      label={`Unit ${item.unit}`}
      title={<>Unit {item.unit}</>}
      badge={
        <Badge $variant={statusBadge(item.status)}>{EQUIPMENT_STATUS_LABELS[item.status]}</Badge>
      }
      onEdit={onEdit}
      action={
        <Button
          $variant="secondary"
          $size="sm"
          aria-pressed={inMaintenance}
          onClick={onToggleMaintenance}
        >
          Maintenance
        </Button>
      }
      onDelete={onDelete}
      deleteLabel={`Delete unit ${item.unit}`}
    >
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
    </RecordCard>
  );
}
