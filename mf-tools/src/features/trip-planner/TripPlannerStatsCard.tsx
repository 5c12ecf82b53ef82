import { Card, CardContent, CardHeader, CardTitle, DetailList, Skeleton } from '@freight/ui';
import { useTripPlannerStatsQuery } from './api';

const number = new Intl.NumberFormat('en-US');

/** How much the planner is used: visits, routes and the features routes used. */
export function TripPlannerStatsCard() {
  const { data, isLoading, isError } = useTripPlannerStatsQuery();
  if (isError) return null;
  return (
    <Card as="section" aria-label="Trip planner usage">
      <CardHeader>
        <CardTitle as="h2">Trip Planner Usage</CardTitle>
      </CardHeader>
      <CardContent>
        {isLoading || !data ? (
          <Skeleton $height="3rem" />
        ) : (
          <DetailList
            items={[
              { label: 'Page visits', value: number.format(data.pageVisits) },
              { label: 'Routes calculated', value: number.format(data.routeSubmissions) },
              { label: 'Car trips', value: number.format(data.carSelectionUsage) },
              { label: 'With fuel information', value: number.format(data.fuelInfoUsage) },
              { label: 'With a toll tag', value: number.format(data.tagSelectorUsage) },
            ]}
          />
        )}
      </CardContent>
    </Card>
  );
}
