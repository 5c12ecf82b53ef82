import { useEffect, useId, useMemo, useState } from 'react';
import { geoAlbersUsa } from 'd3-geo';
import styled from 'styled-components';
import type { TripPlanResult } from '@freight/contracts';

interface StatePath {
  id: string;
  name: string;
  d: string;
}

/** us-atlas's *-albers-10m files are projected with exactly this projection (975 x 610). */
const WIDTH = 975;
const HEIGHT = 610;
const projection = geoAlbersUsa()
  .scale(1300)
  .translate([WIDTH / 2, HEIGHT / 2]);

const Svg = styled.svg`
  width: 100%;
  height: auto;
  display: block;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** Projected pieces of the line; a point outside the projection (e.g. at sea) breaks it. */
function routePieces(geometry: TripPlanResult['geometry']): string[] {
  const pieces: string[] = [];
  let current: string[] = [];
  for (const point of geometry) {
    const xy = projection(point);
    if (xy) {
      current.push(`${xy[0].toFixed(1)},${xy[1].toFixed(1)}`);
    } else if (current.length > 0) {
      pieces.push(current.join(' '));
      current = [];
    }
  }
  if (current.length > 0) pieces.push(current.join(' '));
  return pieces;
}

function useStatePaths(): StatePath[] {
  const [paths, setPaths] = useState<StatePath[]>([]);
  useEffect(() => {
    let active = true;
    import('./statePaths.json').then((module) => {
      if (active) setPaths(module.default as StatePath[]);
    });
    return () => {
      active = false;
    };
  }, []);
  return paths;
}

/** The route over a map of the US: states it crosses shaded, the line, and its stops. */
export function RouteMap({ result }: { result: TripPlanResult }) {
  const titleId = useId();
  const states = useStatePaths();
  const crossed = useMemo(
    () => new Set(result.milesByState.map((part) => part.name)),
    [result.milesByState],
  );
  const pieces = useMemo(() => routePieces(result.geometry), [result.geometry]);
  const origin = result.stops[0]?.displayName ?? '';
  const destination = result.stops[result.stops.length - 1]?.displayName ?? '';

  return (
    <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{`Route map from ${origin} to ${destination}`}</title>
      <g data-testid="state-shapes">
        {states.map((state) => (
          <path
            key={state.id}
            d={state.d}
            fill={crossed.has(state.name) ? '#fee2e2' : '#ffffff'}
            stroke="#9ca3af"
            strokeWidth={0.75}
          >
            <title>{state.name}</title>
          </path>
        ))}
      </g>
      {pieces.map((points) => (
        <polyline
          key={points}
          data-testid="route-line"
          points={points}
          fill="none"
          stroke="#dc2626"
          strokeWidth={3}
          strokeLinejoin="round"
          strokeDasharray={result.isEstimate ? '8 5' : undefined}
        />
      ))}
      {result.stops.map((stop, index) => {
        const xy = projection([stop.lon, stop.lat]);
        if (!xy) return null;
        return (
          <circle
            key={`${stop.role}-${index}`}
            cx={xy[0]}
            cy={xy[1]}
            r={stop.role === 'waypoint' ? 6 : 8}
            fill={
              stop.role === 'origin'
                ? '#15803d'
                : stop.role === 'destination'
                  ? '#dc2626'
                  : '#1f2937'
            }
            stroke="#ffffff"
            strokeWidth={2}
          >
            <title>{`${stop.role === 'waypoint' ? 'Waypoint' : stop.role === 'origin' ? 'Origin' : 'Destination'}: ${stop.displayName}`}</title>
          </circle>
        );
      })}
    </Svg>
  );
}
