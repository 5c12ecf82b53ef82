import { FLEET_UNDO_SECONDS, type PlannedLoad } from '@freight/contracts';
import { Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@freight/ui';
import { useMutationToast } from '@freight/forms';
import { startTransition, useCallback, useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { ListError } from '../../shared/ListError';
import { ButtonRow, EmptyText, ItemList, TabHeader } from '../../shared/layout';
import { useOfferUndo } from '../../shared/UndoNotice';
import {
  useDeletePlannedLoadMutation,
  usePlannedLoadsQuery,
  useRestorePlannedLoadMutation,
} from './api';
import { GuidedTour } from './GuidedTour';
import { tourTarget } from './tourSteps';
import { LoadCard } from './LoadCard';
import { LoadForm } from './LoadForm';
import { useTour } from './useTour';

type Editing = { mode: 'add' } | { mode: 'edit'; load: PlannedLoad } | null;

interface LoadPlannerTabProps {
  /** Create Trip on a load card: the app moves to the Trips tab with this load chosen. */
  onCreateTrip: (load: PlannedLoad) => void;
}

export function LoadPlannerTab({ onCreateTrip }: LoadPlannerTabProps) {
  const { data: loads, isLoading, error } = usePlannedLoadsQuery();
  const [deleteLoad, deleting] = useDeletePlannedLoadMutation();
  const [restoreLoad] = useRestorePlannedLoadMutation();
  const offerUndo = useOfferUndo();
  const run = useMutationToast();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<PlannedLoad | null>(null);
  // In a transition: the press paints at once, the form's dialog in the frames after (INP).
  const openAddForm = useCallback(() => startTransition(() => setEditing({ mode: 'add' })), []);
  const tour = useTour(openAddForm);

  const onAdd = () => (tour.hasBeenSeen() ? openAddForm() : tour.start());
  const confirmDelete = async () => {
    if (!toDelete) return;
    const deleted = await run(
      () => deleteLoad(toDelete.id).unwrap(),
      { title: 'Load Deleted', description: `Load ${toDelete.loadNumber} has been deleted.` },
      'Failed to delete load',
    );
    if (deleted) {
      const { id, loadNumber } = toDelete;
      offerUndo({ label: `load ${loadNumber}`, restore: () => restoreLoad(id).unwrap() });
    }
    setToDelete(null);
  };

  return (
    <section aria-labelledby="load-planner-title">
      <TabHeader>
        <div>
          <h2 id="load-planner-title" {...tourTarget('load-planner-intro')}>
            Load Planner
          </h2>
          <p>Plan your loads here. Each planned load must later be assigned to a trip.</p>
        </div>
        <ButtonRow>
          <Button $variant="outline" onClick={tour.start}>
            Restart Tour
          </Button>
          <Button onClick={onAdd} {...tourTarget('add-load')}>
            Add Planned Load
          </Button>
        </ButtonRow>
      </TabHeader>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Planned Loads ({loads?.length ?? 0})</CardTitle>
        </CardHeader>
        <CardContent>
          <ListError error={error} what="planned loads" />
          {isLoading ? <Skeleton $height="6rem" /> : null}
          {loads && loads.length === 0 ? (
            <EmptyText>No planned loads yet. Click "Add Planned Load" to get started.</EmptyText>
          ) : null}
          <ItemList aria-label="Planned loads">
            {loads?.map((load) => (
              <LoadCard
                key={load.id}
                load={load}
                onEdit={() => setEditing({ mode: 'edit', load })}
                onCreateTrip={() => onCreateTrip(load)}
                onDelete={() => setToDelete(load)}
              />
            ))}
          </ItemList>
        </CardContent>
      </Card>
      <GuidedTour steps={tour.steps} step={tour.step} onNext={tour.next} onExit={tour.exit} />
      {editing ? (
        <LoadForm
          load={editing.mode === 'edit' ? editing.load : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Planned Load"
        description={`Delete load ${toDelete?.loadNumber ?? ''}? You can undo it for ${FLEET_UNDO_SECONDS} seconds.`}
        confirmLabel="Delete Load"
        busy={deleting.isLoading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
