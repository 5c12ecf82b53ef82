import styled from 'styled-components';
import type { CompanySettings, FleetStats } from '@freight/contracts';
import { Button, Container, media } from '@freight/ui';
import { formatLoads, telHref } from '../content';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  background: linear-gradient(135deg, #7f1d1d 0%, #dc2626 100%);
  color: #ffffff;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: clamp(2rem, 5vw, 3.25rem);
  }
  p {
    font-size: ${({ theme }) => theme.font.sizes.lg};
    max-width: 40rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.lg} 0`};
`;

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Tile = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: rgba(255, 255, 255, 0.12);
  dt {
    font-size: ${({ theme }) => theme.font.sizes.sm};
  }
  dd {
    margin: 0;
    order: -1;
    font-size: ${({ theme }) => theme.font.sizes.xl};
    font-weight: 700;
  }
  display: flex;
  flex-direction: column;
`;

export interface HeroProps {
  settings: CompanySettings;
  stats: FleetStats;
  onGetQuote: () => void;
}

/** Headline, the two calls to action and the four stat tiles. */
export function Hero({ settings, stats, onGetQuote }: HeroProps) {
  const tiles = [
    { label: 'Years Experience', value: `${stats.experienceYears}+` },
    { label: 'On-Time Delivery', value: `${stats.onTimeDelivery}%` },
    { label: 'Loads Delivered', value: formatLoads(stats.totalLoads) },
    { label: 'States Covered', value: '48' },
  ];
  return (
    <Section aria-labelledby="hero-title">
      <Container>
        <h1 id="hero-title">{settings.tagline}</h1>
        <p>
          {settings.companyName} moves your freight across all 48 contiguous states with power only,
          full truckload dry van and reefer, and drop trailer service.
        </p>
        <Actions>
          <Button type="button" $size="lg" $variant="secondary" onClick={onGetQuote}>
            Get a Quote Now
          </Button>
          <Button as="a" href={telHref(settings.phone)} $size="lg" $variant="outline">
            Call Now: {settings.phone}
          </Button>
        </Actions>
        <Tiles aria-label="Company figures">
          {tiles.map((tile) => (
            <Tile key={tile.label}>
              <dt>{tile.label}</dt>
              <dd>{tile.value}</dd>
            </Tile>
          ))}
        </Tiles>
      </Container>
    </Section>
  );
}
