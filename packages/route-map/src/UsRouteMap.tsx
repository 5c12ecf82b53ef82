import { useEffect, useId, useMemo, useState } from 'react';
import { geoAlbersUsa } from 'd3-geo';
import styled from 'styled-components';

/** A position as [longitude, latitude] in degrees (GeoJSON order). */
export type LonLat = [number, number];

/** What a marker stands for: the route's ends, a stop on the way, or where the load was last seen. */
export type MarkerKind = 'origin' | 'destination' | 'waypoint' | 'current';

export interface MapMarker {
  kind: MarkerKind;
  lon: number;
  lat: number;
  /** Read by screen readers and shown as the marker's tooltip. */
  label: string;
}

export interface UsRouteMapProps {
  /** The map's accessible name. */
  title: string;
  line: readonly LonLat[];
  /** A dashed line: the route is an estimate, not a road route. */
  dashed?: boolean;
  markers: readonly MapMarker[];
  /** State names to shade (the states a route crosses). */
  shadedStates?: ReadonlySet<string>;
}

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

const MARKER_STYLE: Record<MarkerKind, { fill: string; radius: number }> = {
  origin: { fill: '#15803d', radius: 8 },
  destination: { fill: '#dc2626', radius: 8 },
  waypoint: { fill: '#1f2937', radius: 6 },
  current: { fill: '#1d4ed8', radius: 10 },
};

const Svg = styled.svg`
  width: 100%;
  height: auto;
  display: block;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** Projected pieces of the line; a point outside the projection (e.g. at sea) breaks it. */
function linePieces(line: readonly LonLat[]): string[] {
  const pieces: string[] = [];
  let current: string[] = [];
  for (const point of line) {
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

/** The state outlines, a lazy chunk loaded when a map is first shown. */
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

/** A line over a map of the 48 states (Albers USA), with shaded states and labelled markers. */
export function UsRouteMap({ title, line, dashed, markers, shadedStates }: UsRouteMapProps) {
  const titleId = useId();
  const states = useStatePaths();
  const pieces = useMemo(() => linePieces(line), [line]);
  return (
    <Svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
      <title id={titleId}>{title}</title>
      <g data-testid="state-shapes">
        {states.map((state) => (
          <path
            key={state.id}
            d={state.d}
            fill={shadedStates?.has(state.name) ? '#fee2e2' : '#ffffff'}
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
          strokeDasharray={dashed ? '8 5' : undefined}
        />
      ))}
      {markers.map((marker, index) => {
        const xy = projection([marker.lon, marker.lat]);
        if (!xy) return null;
        const style = MARKER_STYLE[marker.kind];
        return (
          <circle
            key={`${marker.kind}-${index}`}
            data-testid={`marker-${marker.kind}`}
            cx={xy[0]}
            cy={xy[1]}
            r={style.radius}
            fill={style.fill}
            stroke="#ffffff"
            strokeWidth={2}
          >
            <title>{marker.label}</title>
          </circle>
        );
      })}
    </Svg>
  );
}
