import { Button } from '@freight/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { ButtonRow, TabHeader } from '../../shared/layout';
import { EquipmentSection } from './EquipmentSection';
import type { EquipmentKind } from './useEquipment';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export function EquipmentTab() {
  const [adding, setAdding] = useState<EquipmentKind | null>(null);
  const closeAdd = () => setAdding(null);
  return (
    <div>
      <TabHeader>
        <div>
          <h2>Equipment</h2>
          <p>Your trucks and trailers, and which are in maintenance.</p>
        </div>
        <ButtonRow>
          <Button onClick={() => setAdding('truck')}>Create Truck</Button>
          <Button $variant="outline" onClick={() => setAdding('trailer')}>
            Create Trailer
          </Button>
        </ButtonRow>
      </TabHeader>
      <Sections>
        <EquipmentSection kind="truck" adding={adding === 'truck'} onAddClosed={closeAdd} />
        <EquipmentSection kind="trailer" adding={adding === 'trailer'} onAddClosed={closeAdd} />
      </Sections>
    </div>
  );
}
