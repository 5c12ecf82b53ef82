import type { Trailer, TrailerInput, Truck, TruckInput } from '@freight/contracts';
import { useMutationToast } from '@freight/forms';
import {
  useCreateTrailerMutation,
  useCreateTruckMutation,
  useDeleteTrailerMutation,
  useRestoreTrailerMutation,
  useRestoreTruckMutation,
  useDeleteTruckMutation,
  useUpdateTrailerMutation,
  useUpdateTruckMutation,
} from './api';
import { useOfferUndo } from '../../shared/UndoNotice';

export type EquipmentKind = 'truck' | 'trailer';
export type EquipmentItem = Truck | Trailer;
export type EquipmentInput = TruckInput | TrailerInput;

const NOUN: Record<EquipmentKind, string> = { truck: 'Truck', trailer: 'Trailer' };

/** What the Equipment tab does to one kind of unit, with the outcome told in a toast. */
export function useEquipment(kind: EquipmentKind) {
  const [createTruck, creatingTruck] = useCreateTruckMutation();
  const [createTrailer, creatingTrailer] = useCreateTrailerMutation();
  const [updateTruck, updatingTruck] = useUpdateTruckMutation();
  const [updateTrailer, updatingTrailer] = useUpdateTrailerMutation();
  const [deleteTruck, deletingTruck] = useDeleteTruckMutation();
  const [deleteTrailer, deletingTrailer] = useDeleteTrailerMutation();
  const [restoreTruck] = useRestoreTruckMutation();
  const [restoreTrailer] = useRestoreTrailerMutation();
  const offerUndo = useOfferUndo();
  const run = useMutationToast();
  const noun = NOUN[kind];
  const isTruck = kind === 'truck';

  const create = (input: EquipmentInput) =>
    run(
      () =>
        isTruck
          ? createTruck(input as TruckInput).unwrap()
          : createTrailer(input as TrailerInput).unwrap(),
      { title: `${noun} Created`, description: `Unit ${input.unit} has been added.` },
      `Failed to create ${noun.toLowerCase()}`,
    );
  const update = (id: string, input: EquipmentInput) =>
    run(
      () =>
        isTruck
          ? updateTruck({ id, truck: input as TruckInput }).unwrap()
          : updateTrailer({ id, trailer: input as TrailerInput }).unwrap(),
      { title: `${noun} Updated`, description: `Unit ${input.unit} has been updated.` },
      `Failed to update ${noun.toLowerCase()}`,
    );
  const remove = async (item: EquipmentItem) => {
    const deleted = await run(
      () => (isTruck ? deleteTruck(item.id).unwrap() : deleteTrailer(item.id).unwrap()),
      { title: `${noun} Deleted`, description: `Unit ${item.unit} has been deleted.` },
      `Failed to delete ${noun.toLowerCase()}`,
    );
    if (!deleted) return;
    offerUndo({
      label: `${noun.toLowerCase()} ${item.unit}`,
      restore: () => (isTruck ? restoreTruck(item.id) : restoreTrailer(item.id)).unwrap(),
    });
  };
  const busy = [
    creatingTruck,
    creatingTrailer,
    updatingTruck,
    updatingTrailer,
    deletingTruck,
    deletingTrailer,
  ].some((state) => state.isLoading);

  return {
    noun,
    create,
    update,
    remove,
    busy,
  };
}
