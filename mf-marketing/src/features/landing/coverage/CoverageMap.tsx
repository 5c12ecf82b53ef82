import styled from 'styled-components';
import { PRIMARY_LANES, laneLabel, type Lane } from './lanes';
import { MAP_ASPECT_RATIO } from './mapBox';
import { mapPoint, usMap, type Place } from './usMap';

// Block-level at the placeholder's aspect ratio: an inline SVG also takes a line's descender
// below it, and the section below moved by those pixels when the map arrived.
const MapSvg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: ${MAP_ASPECT_RATIO};
  path.state {
    fill: #fee2e2;
    stroke: #ffffff;
    stroke-width: 0.8;
  }
  line {
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: 2.5;
    stroke-linecap: round;
  }
  circle {
    fill: ${({ theme }) => theme.colors.primaryHover};
  }
`;

function LaneLine({ lane }: { lane: Lane }) {
  const from = mapPoint(lane.from);
  const to = mapPoint(lane.to);
  if (!from || !to) return null;
  return <line x1={from[0]} y1={from[1]} x2={to[0]} y2={to[1]} />;
}

function uniquePlaces(): Place[] {
  const byName = new Map(
    PRIMARY_LANES.flatMap((lane) => [lane.from, lane.to]).map((p) => [p.name, p]),
  );
  return [...byName.values()];
}

export function CoverageMap() {
  const map = usMap();
  return (
    <MapSvg viewBox={map.viewBox} role="img" aria-labelledby="coverage-map-title">
      <title id="coverage-map-title">
        Map of the 48 contiguous states with our six primary lanes
      </title>
      {map.states.map((state) => (
        <path key={state.id} className="state" d={state.d}>
          <title>{state.name}</title>
        </path>
      ))}
      {PRIMARY_LANES.map((lane) => (
        <LaneLine key={laneLabel(lane)} lane={lane} />
      ))}
      {uniquePlaces().map((place) => {
        const point = mapPoint(place);
        return point ? <circle key={place.name} cx={point[0]} cy={point[1]} r={6} /> : null;
      })}
    </MapSvg>
  );
}
