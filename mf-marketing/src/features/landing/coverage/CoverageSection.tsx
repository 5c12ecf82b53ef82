import styled from 'styled-components';
import { Card, CardContent, CardTitle, Container, media } from '@freight/ui';
import { PRIMARY_LANES, laneLabel, type Lane } from './lanes';
import { mapPoint, usMap, type Place } from './usMap';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  background: ${({ theme }) => theme.colors.surface};
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.lg} {
    grid-template-columns: 3fr 2fr;
  }
`;

const MapSvg = styled.svg`
  width: 100%;
  height: auto;
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

const Lanes = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

function LaneLine({ lane }: { lane: Lane }) {
  const from = mapPoint(lane.from);
  const to = mapPoint(lane.to);
  if (!from || !to) return null;
  return <line x1={from[0]} y1={from[1]} x2={to[0]} y2={to[1]} />;
}

function uniquePlaces(): Place[] {
  const byName = new Map(PRIMARY_LANES.flatMap((lane) => [lane.from, lane.to]).map((p) => [p.name, p]));
  return [...byName.values()];
}

function CoverageMap() {
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

/** 'Nationwide Coverage': the static map, the six primary lanes and the two service models. */
export function CoverageSection() {
  return (
    <Section id="coverage" aria-labelledby="coverage-title">
      <Container>
        <h2 id="coverage-title">Nationwide Coverage</h2>
        <p>We haul across all 48 contiguous states, with daily capacity on our primary lanes.</p>
        <Layout>
          <CoverageMap />
          <div>
            <h3>Primary Lanes</h3>
            <Lanes>
              {PRIMARY_LANES.map((lane) => (
                <li key={laneLabel(lane)}>{laneLabel(lane)}</li>
              ))}
            </Lanes>
          </div>
        </Layout>
        <Layout as="div">
          <Card>
            <CardContent>
              <CardTitle>Power Only</CardTitle>
              <p>
                You supply the loaded trailer; we supply the tractor and a CDL driver. Ideal for
                shippers with their own or leased trailers, drop-and-hook programs and trailer
                pools.
              </p>
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <CardTitle>Full Truckload</CardTitle>
              <p>
                Your freight moves door to door in our own 53-foot dry van or temperature-controlled
                reefer trailers, with no rehandling on the way.
              </p>
            </CardContent>
          </Card>
        </Layout>
      </Container>
    </Section>
  );
}
