import { FLEET_OPERATIONS_MESSAGES } from '@freight/contracts';
import { Alert, Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@freight/ui';
import { useEffect, useState } from 'react';
import { EmptyText, ItemList, TabHeader } from '../../shared/layout';
import { useTripsQuery } from './api';
import { CreateTripDialog, type TripFormValues } from './CreateTripDialog';
import { TripCard, tripCardId } from './TripCard';

/** What another tab chose for the next trip (Create Trip on a load, Assign Trip on a driver). */
export interface TripDraft {
  loadId?: string;
  driverId?: string;
  /** How the choice is shown, e.g. 'Load LD-1001' or 'Driver John Smith'. */
  label: string;
}

const initialOf = (draft: TripDraft | null): Partial<TripFormValues> => ({
  ...(draft?.loadId ? { loadId: draft.loadId } : {}),
  ...(draft?.driverId ? { driverId: draft.driverId } : {}),
});

/** Trips: create one (or start it from a load or driver), then dispatch, deliver and cost it. */
interface TripsTabProps {
  draft: TripDraft | null;
  /** The draft was used (its dialog closed): the app forgets it so it does not open again. */
  onDraftUsed: () => void;
  /** A trip chosen elsewhere (the dispatch board): scrolled to and focused once listed. */
  openTripId?: string | null;
  onTripOpened?: () => void;
}

export function TripsTab({ draft, onDraftUsed, openTripId, onTripOpened }: TripsTabProps) {
  const { data: trips, isLoading, isError } = useTripsQuery();
  useEffect(() => {
    if (!openTripId || !trips) return;
    const card = document.getElementById(tripCardId(openTripId));
    card?.scrollIntoView?.({ block: 'start' });
    card?.focus();
    onTripOpened?.();
  }, [openTripId, trips, onTripOpened]);
  const [creating, setCreating] = useState(draft !== null);
  const [shownDraft, setShownDraft] = useState(draft);
  if (draft !== shownDraft) {
    // A new choice on another tab (Create Trip on a load) opens the dialog with it.
    setShownDraft(draft);
    if (draft) setCreating(true);
  }
  const active = (trips ?? []).filter((trip) => trip.status !== 'completed');
  const completed = (trips ?? []).filter((trip) => trip.status === 'completed');

  return (
    <section aria-labelledby="trips-title">
      <TabHeader>
        <div>
          <h2 id="trips-title">Trips</h2>
          <p>Assign planned loads to a truck and driver, and follow them while they run.</p>
        </div>
        <Button onClick={() => setCreating(true)}>Add Trip</Button>
      </TabHeader>
      {draft ? <Alert role="status">Selected for the next trip: {draft.label}</Alert> : null}
      {isError ? <Alert role="alert">Trips could not be loaded. Please try again.</Alert> : null}
      <Card>
        <CardHeader>
          <CardTitle as="h3">Active Trips</CardTitle>
        </CardHeader>
        <CardContent>
          {isLoading ? <Skeleton aria-label="Loading trips" /> : null}
          {!isLoading && active.length === 0 ? (
            <EmptyText>{FLEET_OPERATIONS_MESSAGES.noActiveTrips}</EmptyText>
          ) : (
            <ItemList aria-label="Active trips">
              {active.map((trip) => (
                <TripCard key={trip.id} trip={trip} />
              ))}
            </ItemList>
          )}
        </CardContent>
      </Card>
      {completed.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle as="h3">Completed Trips ({completed.length})</CardTitle>
          </CardHeader>
          <CardContent>
            <ItemList aria-label="Completed trips">
              {completed.map((trip) => (
                <TripCard key={trip.id} trip={trip} />
              ))}
            </ItemList>
          </CardContent>
        </Card>
      ) : null}
      {creating ? (
        <CreateTripDialog
          initial={initialOf(draft)}
          onClose={() => {
            setCreating(false);
            if (draft) onDraftUsed();
          }}
        />
      ) : null}
    </section>
  );
}
