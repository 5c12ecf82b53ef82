import { Button } from '@freight/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ButtonRow, TabHeader } from '../../shared/layout';
import { EquipmentTable } from './EquipmentTable';
import type { EquipmentKind } from './useEquipment';

/** `?units=trailers` shows the trailers; the trucks otherwise. */
const UNITS_PARAM = 'units';

/**
 * Trucks or trailers, one table at a time (the choice in the address, so Back returns to it);
 * Create Truck and Create Trailer open their form and show that kind's table.
 */
export function EquipmentTab() {
  const [params, setParams] = useSearchParams();
  const kind: EquipmentKind = params.get(UNITS_PARAM) === 'trailers' ? 'trailer' : 'truck';
  const [adding, setAdding] = useState<EquipmentKind | null>(null);
  // A new kind starts with its own filters: the other table's search would mean nothing here.
  const show = (next: EquipmentKind) => {
    if (next !== kind) setParams(next === 'trailer' ? { [UNITS_PARAM]: 'trailers' } : {});
  };
  const add = (next: EquipmentKind) => {
    show(next);
    setAdding(next);
  };
  return (
    <div>
      <TabHeader>
        <div>
          <h2>Equipment</h2>
          <p>Your trucks and trailers, and which are in maintenance.</p>
        </div>
        <ButtonRow>
          <Button onClick={() => add('truck')}>Create Truck</Button>
          <Button $variant="outline" onClick={() => add('trailer')}>
            Create Trailer
          </Button>
        </ButtonRow>
      </TabHeader>
      <ButtonRow role="group" aria-label="Units shown">
        <Button
          $size="sm"
          $variant="outline"
          aria-pressed={kind === 'truck'}
          onClick={() => show('truck')}
        >
          Trucks
        </Button>
        <Button
          $size="sm"
          $variant="outline"
          aria-pressed={kind === 'trailer'}
          onClick={() => show('trailer')}
        >
          Trailers
        </Button>
      </ButtonRow>
      <EquipmentTable
        key={kind}
        kind={kind}
        adding={adding === kind}
        onAddClosed={() => setAdding(null)}
      />
    </div>
  );
}
