import { FLEET_UNDO_SECONDS, type Driver } from '@freight/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@freight/ui';
import { useMutationToast } from '@freight/forms';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { ListError } from '../../shared/ListError';
import { EmptyText, ItemList, TabHeader } from '../../shared/layout';
import { useOfferUndo } from '../../shared/UndoNotice';
import { useDeleteDriverMutation, useDriversQuery, useRestoreDriverMutation } from './api';
import { DriverCard } from './DriverCard';
import { DriverForm } from './DriverForm';

type Editing = { driver?: Driver } | null;

interface DriversTabProps {
  /** Assign Trip on a driver card: the app moves to the Trips tab with this driver chosen. */
  onAssignTrip: (driver: Driver) => void;
  /** The owner sets drivers' pay; a dispatcher's form has no pay fields. */
  canSetPay: boolean;
}

export function DriversTab({ onAssignTrip, canSetPay }: DriversTabProps) {
  const { data: drivers, isLoading, error } = useDriversQuery();
  const [deleteDriver, deleting] = useDeleteDriverMutation();
  const [restoreDriver] = useRestoreDriverMutation();
  const offerUndo = useOfferUndo();
  const run = useMutationToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<Driver | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    const deleted = await run(
      () => deleteDriver(toDelete.id).unwrap(),
      { title: 'Driver Deleted', description: `${toDelete.name} has been removed.` },
      'Failed to delete driver',
    );
    if (deleted) {
      const { id, name } = toDelete;
      offerUndo({ label: `driver ${name}`, restore: () => restoreDriver(id).unwrap() });
    }
    setToDelete(null);
  };

  return (
    <section aria-labelledby="drivers-title">
      <TabHeader>
        <div>
          <h2 id="drivers-title">Drivers</h2>
          <p>Company and independent drivers, their licenses and pay rates.</p>
        </div>
        <Button onClick={() => setEditing({})}>Create Driver</Button>
      </TabHeader>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Driver Management ({drivers?.length ?? 0})</CardTitle>
        </CardHeader>
        <CardContent>
          <ListError error={error} what="drivers" />
          {isLoading ? <Skeleton $height="6rem" /> : null}
          {drivers && drivers.length === 0 ? (
            <EmptyText>
              No drivers added yet. Click "Create Driver" to add your first driver.
            </EmptyText>
          ) : null}
          <ItemList aria-label="Drivers">
            {drivers?.map((driver) => (
              <DriverCard
                key={driver.id}
                driver={driver}
                onEdit={() => setEditing({ driver })}
                onAssignTrip={() => onAssignTrip(driver)}
                onDelete={() => setToDelete(driver)}
              />
            ))}
          </ItemList>
        </CardContent>
      </Card>
      {editing ? (
        <DriverForm driver={editing.driver} withPay={canSetPay} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Driver"
        description={`Remove ${toDelete?.name ?? ''} from your drivers? You can undo it for ${FLEET_UNDO_SECONDS} seconds.`}
        confirmLabel="Delete Driver"
        busy={deleting.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
