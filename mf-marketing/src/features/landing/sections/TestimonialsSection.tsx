import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, Container, Skeleton, media } from '@freight/ui';
import type { LandingTestimonial } from '../api';
import { useMediaQuery } from '../hooks/useMediaQuery';

export const TESTIMONIAL_ROTATION_MS = 5000;
const GRID_COUNT = 3;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  background: ${({ theme }) => theme.colors.surface};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Dot = styled.button<{ $current: boolean }>`
  width: 1.5rem;
  height: 1.5rem;
  border: none;
  padding: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    display: block;
    margin: auto;
    width: 0.75rem;
    height: 0.75rem;
    border-radius: 50%;
    background: ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  }
`;

const Quote = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

function Stars({ rating = 5 }: { rating?: number }) {
  const stars = Math.max(1, Math.min(5, Math.round(rating)));
  return (
    <p>
      <span role="img" aria-label={`Rated ${stars} out of 5 stars`} style={{ color: '#f59e0b' }}>
        {'★'.repeat(stars)}
        {'☆'.repeat(5 - stars)}
      </span>
    </p>
  );
}

function TestimonialCard({ item, label }: { item: LandingTestimonial; label?: string }) {
  return (
    <Card
      as="figure"
      aria-roledescription={label ? 'slide' : undefined}
      aria-label={label}
      style={{ margin: 0 }}
    >
      <CardContent>
        <Stars rating={item.rating} />
        <Quote>{item.testimonial}</Quote>
        <figcaption>
          <strong>{item.clientName}</strong>
          {item.clientCompany ? <>, {item.clientCompany}</> : null}
        </figcaption>
      </CardContent>
    </Card>
  );
}

function Carousel({ items }: { items: LandingTestimonial[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = items.length;
  const current = index % count;

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), TESTIMONIAL_ROTATION_MS);
    return () => clearInterval(timer);
  }, [paused, count]);

  const item = items[current];
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Client testimonials"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div aria-live={paused ? 'polite' : 'off'}>
        {item ? <TestimonialCard item={item} label={`${current + 1} of ${count}`} /> : null}
      </div>
      <Controls>
        <Button
          type="button"
          $variant="outline"
          $size="sm"
          aria-label="Previous testimonial"
          onClick={() => setIndex((current - 1 + count) % count)}
        >
          ‹
        </Button>
        {items.map((testimonial, dot) => (
          <Dot
            key={testimonial.id}
            type="button"
            $current={dot === current}
            aria-label={`Show testimonial ${dot + 1}`}
            aria-current={dot === current ? 'true' : undefined}
            onClick={() => setIndex(dot)}
          />
        ))}
        <Button
          type="button"
          $variant="outline"
          $size="sm"
          aria-label="Next testimonial"
          onClick={() => setIndex((current + 1) % count)}
        >
          ›
        </Button>
      </Controls>
    </div>
  );
}

export interface TestimonialsSectionProps {
  testimonials: LandingTestimonial[];
  loading: boolean;
}

/** Testimonials: a carousel on small screens, the first 3 in a grid from medium screens up. */
export function TestimonialsSection({ testimonials, loading }: TestimonialsSectionProps) {
  const wide = useMediaQuery(media.md.replace('@media ', ''));
  let body;
  if (loading) {
    body = (
      <Grid aria-busy="true" aria-label="Loading testimonials">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} $height="10rem" />
        ))}
      </Grid>
    );
  } else if (wide) {
    body = (
      <Grid>
        {testimonials.slice(0, GRID_COUNT).map((item) => (
          <TestimonialCard key={item.id} item={item} />
        ))}
      </Grid>
    );
  } else {
    body = <Carousel items={testimonials} />;
  }
  return (
    <Section aria-labelledby="testimonials-title">
      <Container>
        <h2 id="testimonials-title">What Our Clients Say</h2>
        {body}
      </Container>
    </Section>
  );
}
