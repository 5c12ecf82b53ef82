import { FLEET_UNDO_SECONDS } from '@freight/contracts';
import { Card, CardContent, CardHeader, CardTitle, Skeleton } from '@freight/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { ListError } from '../../shared/ListError';
import { EmptyText, ItemList } from '../../shared/layout';
import { EquipmentCard } from './EquipmentCard';
import { EquipmentForm } from './EquipmentForm';
import {
  useEquipment,
  type EquipmentInput,
  type EquipmentItem,
  type EquipmentKind,
} from './useEquipment';

const EMPTY_TEXT: Record<EquipmentKind, string> = {
  truck: 'No trucks added yet.',
  trailer: 'No trailers added yet.',
};

interface EquipmentSectionProps {
  kind: EquipmentKind;
  adding: boolean;
  onAddClosed: () => void;
}

function inputOf({ unit, year, make, model, status }: EquipmentItem): EquipmentInput {
  return { unit, year, make, model, status } as EquipmentInput;
}

/** 'Trucks (count)' or 'Trailers (count)' with their cards, forms and delete confirmation. */
export function EquipmentSection({ kind, adding, onAddClosed }: EquipmentSectionProps) {
  const equipment = useEquipment(kind);
  const [editing, setEditing] = useState<EquipmentItem | null>(null);
  const [toDelete, setToDelete] = useState<EquipmentItem | null>(null);
  const items = equipment.items;
  const headingId = `${kind}-list-title`;

  const closeForm = () => (editing ? setEditing(null) : onAddClosed());
  const save = async (input: EquipmentInput) => {
    const saved = editing
      ? await equipment.update(editing.id, input)
      : await equipment.create(input);
    if (saved) closeForm();
  };
  const toggleMaintenance = (item: EquipmentItem) =>
    equipment.update(item.id, {
      ...inputOf(item),
      status: item.status === 'maintenance' ? 'available' : 'maintenance',
    });
  const confirmDelete = async () => {
    if (toDelete) await equipment.remove(toDelete);
    setToDelete(null);
  };

  return (
    <Card as="section" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>
          {equipment.noun}s ({items?.length ?? 0})
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ListError error={equipment.error} what={`${equipment.noun.toLowerCase()}s`} />
        {equipment.isLoading ? <Skeleton $height="5rem" /> : null}
        {items && items.length === 0 ? <EmptyText>{EMPTY_TEXT[kind]}</EmptyText> : null}
        <ItemList aria-label={`${equipment.noun}s`}>
          {items?.map((item) => (
            <EquipmentCard
              key={item.id}
              item={item}
              onEdit={() => setEditing(item)}
              onToggleMaintenance={() => toggleMaintenance(item)}
              onDelete={() => setToDelete(item)}
            />
          ))}
        </ItemList>
      </CardContent>
      {adding || editing ? (
        <EquipmentForm
          kind={kind}
          item={editing ?? undefined}
          busy={equipment.busy}
          onSave={save}
          onClose={closeForm}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${equipment.noun}`}
        description={`Delete unit ${toDelete?.unit ?? ''}? You can undo it for ${FLEET_UNDO_SECONDS} seconds.`}
        confirmLabel={`Delete ${equipment.noun}`}
        busy={equipment.busy}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Card>
  );
}
