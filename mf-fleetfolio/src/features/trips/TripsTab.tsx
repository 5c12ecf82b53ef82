import { Alert, Card, CardContent, CardHeader, CardTitle } from '@freight/ui';
import { EmptyText, TabHeader } from '../../shared/layout';

/** What another tab chose for the next trip (Create Trip on a load, Assign Trip on a driver). */
export interface TripDraft {
  loadId?: string;
  driverId?: string;
  /** How the choice is shown, e.g. 'Load LD-1001' or 'Driver John Smith'. */
  label: string;
}

export function TripsTab({ draft }: { draft: TripDraft | null }) {
  return (
    <section aria-labelledby="trips-title">
      <TabHeader>
        <div>
          <h2 id="trips-title">Trips</h2>
          <p>Assign planned loads to a truck and driver, and follow them while they run.</p>
        </div>
      </TabHeader>
      {draft ? <Alert role="status">Selected for the next trip: {draft.label}</Alert> : null}
      <Card>
        <CardHeader>
          <CardTitle as="h3">Active Trips</CardTitle>
        </CardHeader>
        <CardContent>
          <EmptyText>
            No active trips. Create a trip to start tracking loads and driver activities.
          </EmptyText>
        </CardContent>
      </Card>
    </section>
  );
}
