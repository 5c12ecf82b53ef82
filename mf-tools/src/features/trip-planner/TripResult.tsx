import styled from 'styled-components';
import { TRIP_PLANNER_MESSAGES, type TripPlanResult, type VehicleType } from '@freight/contracts';
import { Alert, Badge, Button, DetailList } from '@freight/ui';
import { formatHours, formatMiles, formatUsd } from './format';
import { RouteMap } from './map/RouteMap';
import { MilesByStateTable } from './MilesByStateTable';
import { StopsTable } from './StopsTable';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.font.sizes.md};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const Notes = styled(Alert)`
  ul {
    margin: 0;
  }
`;

const PROVIDER_LABELS: Record<TripPlanResult['provider'], string> = {
  'offline-estimate': 'Estimate',
  osrm: 'Road route',
};

function totalCostText(result: TripPlanResult): string {
  const total = formatUsd(result.totalCost);
  return result.totalCostIncludesTolls ? total : `${total} (${TRIP_PLANNER_MESSAGES.fuelOnly})`;
}

function TextList({
  title,
  items,
  emptyText,
}: {
  title: string;
  items: string[];
  emptyText: string;
}) {
  return (
    <section aria-label={title}>
      <h3>{title}</h3>
      {items.length > 0 ? (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p>{emptyText}</p>
      )}
    </section>
  );
}

export interface TripResultProps {
  result: TripPlanResult;
  vehicleType: VehicleType;
  onRequestQuote: () => void;
}

/** The calculated trip: figures, what is estimated or missing, stops, states and the map. */
export function TripResult({ result, vehicleType, onRequestQuote }: TripResultProps) {
  const isTruck = vehicleType === 'truck';
  return (
    <Stack>
      <div>
        <Badge $variant={result.isEstimate ? 'yellow' : 'green'}>
          {PROVIDER_LABELS[result.provider]}
        </Badge>
      </div>
      <DetailList
        items={[
          { label: 'Distance', value: formatMiles(result.distance) },
          { label: 'Duration', value: formatHours(result.duration) },
          {
            label: 'Toll cost',
            value: result.tollCost === null ? 'Not available' : formatUsd(result.tollCost),
          },
          { label: 'Fuel cost', value: formatUsd(result.fuelCost) },
          { label: 'Total cost', value: totalCostText(result) },
        ]}
      />
      {result.notes.length > 0 ? (
        <Notes role="note" aria-label="About these figures">
          <ul>
            {result.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </Notes>
      ) : null}
      <RouteMap result={result} />
      <MilesByStateTable parts={result.milesByState} total={result.distance} />
      <TextList
        title="Commercial features"
        items={result.commercialFeatures}
        emptyText="Commercial features apply to truck trips."
      />
      <TextList
        title="Truck restrictions"
        items={result.truckRestrictions}
        emptyText={
          isTruck ? 'No truck restriction data for this route.' : 'Not applicable to a car trip.'
        }
      />
      <StopsTable
        caption="Fuel stations"
        stops={result.detailedFuelStations}
        emptyText={TRIP_PLANNER_MESSAGES.noFuelStations}
      />
      <StopsTable
        caption="Truck stops"
        stops={result.detailedTruckStops}
        emptyText={TRIP_PLANNER_MESSAGES.noTruckStops}
        totalDistance={result.distance}
      />
      <div>
        <Button type="button" onClick={onRequestQuote}>
          Get a Freight Quote
        </Button>
      </div>
    </Stack>
  );
}
