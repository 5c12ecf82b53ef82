import {
  TRAILER_MAKE_LABELS,
  TRAILER_MODEL_LABELS,
  TRUCK_MAKE_LABELS,
  statusColour,
  type EquipmentStatus,
  type Trailer,
  type Truck,
} from '@freight/contracts';
import type { BadgeColor } from '@freight/ui';

/**
 * The colour of the status's tone (issue 23, D62): active and available green, maintenance
 * yellow, out of service red. The spec's red "Active" looked like the dark red "Maintenance".
 */
export function statusBadge(status: EquipmentStatus): BadgeColor {
  return statusColour(status);
}

export function makeLabel(item: Truck | Trailer): string {
  return item.type === 'truck' ? TRUCK_MAKE_LABELS[item.make] : TRAILER_MAKE_LABELS[item.make];
}

export function modelLabel(item: Truck | Trailer): string {
  return item.type === 'truck' ? item.model : TRAILER_MODEL_LABELS[item.model];
}
