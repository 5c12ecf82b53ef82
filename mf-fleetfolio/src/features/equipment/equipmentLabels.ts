import {
  TRAILER_MAKE_LABELS,
  TRAILER_MODEL_LABELS,
  TRUCK_MAKE_LABELS,
  type EquipmentStatus,
  type Trailer,
  type Truck,
} from '@freight/contracts';
import type { BadgeColor } from '@freight/ui';

/** Spec: Active default, Available secondary, anything else destructive. */
export function statusBadge(status: EquipmentStatus): BadgeColor {
  if (status === 'active') return 'default';
  if (status === 'available') return 'secondary';
  return 'destructive';
}

export function makeLabel(item: Truck | Trailer): string {
  return item.type === 'truck' ? TRUCK_MAKE_LABELS[item.make] : TRAILER_MAKE_LABELS[item.make];
}

export function modelLabel(item: Truck | Trailer): string {
  return item.type === 'truck' ? item.model : TRAILER_MODEL_LABELS[item.model];
}
