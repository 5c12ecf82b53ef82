import styled from 'styled-components';
import { Button, Card, CardContent, CardTitle, Container, media } from '@freight/ui';
import type { FreightType } from '@freight/contracts';
import type { LandingService } from '../api';
import { SERVICE_COLOURS, ServiceIcon, serviceFreightType, serviceKind } from './serviceLook';

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
`;

// minmax(0, 1fr): a card never widens its column past the screen (it made a 375 px phone
// scroll sideways to 437 px, D1).
const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Banner = styled.div<{ $colour: string }>`
  height: 9rem;
  display: flex;
  align-items: center;
  justify-content: center;
  color: #ffffff;
  background: linear-gradient(135deg, ${({ $colour }) => $colour}, #111827);
  border-radius: ${({ theme }) => `${theme.radius.lg} ${theme.radius.lg} 0 0`};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Badge = styled.span<{ $colour: string }>`
  display: inline-flex;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.full};
  color: ${({ $colour }) => $colour};
  background: ${({ $colour }) => `${$colour}1a`};
`;

const Features = styled.ul`
  padding-left: 1.25rem;
`;

/** The call to action wraps onto a second line instead of being clipped (D5). */
const QuoteButton = styled(Button)`
  white-space: normal;
  text-align: center;
  min-height: 2.75rem;
`;

function ServiceCard({
  service,
  onRequestQuote,
}: {
  service: LandingService;
  onRequestQuote: (freightType: FreightType) => void;
}) {
  const kind = serviceKind(service.name);
  const colour = SERVICE_COLOURS[kind];
  return (
    <Card as="article" aria-labelledby={`service-${service.id}`}>
      <Banner $colour={colour}>
        {service.imageUrl ? (
          <img src={service.imageUrl} alt="" loading="lazy" />
        ) : (
          <ServiceIcon kind={kind} size={72} />
        )}
      </Banner>
      <CardContent>
        <Badge $colour={colour}>
          <ServiceIcon kind={kind} />
        </Badge>
        <CardTitle id={`service-${service.id}`}>{service.name}</CardTitle>
        <p>{service.description}</p>
        <Features>
          {service.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </Features>
        <QuoteButton
          type="button"
          $block
          onClick={() => onRequestQuote(serviceFreightType(service.name))}
        >
          Request {service.name} Quote
        </QuoteButton>
      </CardContent>
    </Card>
  );
}

export interface ServicesSectionProps {
  services: LandingService[];
  onRequestQuote: (freightType: FreightType) => void;
}

/** 'Our Services': one card per service (the built-in ones until the list is known). */
export function ServicesSection({ services, onRequestQuote }: ServicesSectionProps) {
  return (
    <Section id="services" aria-labelledby="services-title">
      <Container>
        <h2 id="services-title">Our Services</h2>
        <Grid>
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} onRequestQuote={onRequestQuote} />
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
