import { lazyExport } from '@freight/runtime';
import { Suspense } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardTitle, Container, media } from '@freight/ui';
import { NearViewport } from '../../../shared/NearViewport';
import { MAP_ASPECT_RATIO } from './mapBox';
import { PRIMARY_LANES, laneLabel } from './lanes';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  background: ${({ theme }) => theme.colors.surface};
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${media.lg} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Lanes = styled.ol`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * The map (d3-geo and the states' shapes, 39 kB gzip) loads on its own when it nears the
 * viewport: it is below the fold. Its box is reserved at the map's aspect ratio so nothing moves when it paints.
 */
const CoverageMap = lazyExport(() => import('./CoverageMap'), 'CoverageMap');

const MapPlaceholder = styled.div`
  width: 100%;
  aspect-ratio: ${MAP_ASPECT_RATIO};
`;

/** 'Nationwide Coverage': the static map, the six primary lanes and the two service models. */
export function CoverageSection() {
  return (
    <Section id="coverage" aria-labelledby="coverage-title">
      <Container>
        <h2 id="coverage-title">Nationwide Coverage</h2>
        <p>We haul across all 48 contiguous states, with daily capacity on our primary lanes.</p>
        <Layout>
          <NearViewport placeholder={<MapPlaceholder />}>
            <Suspense fallback={<MapPlaceholder />}>
              <CoverageMap />
            </Suspense>
          </NearViewport>
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
