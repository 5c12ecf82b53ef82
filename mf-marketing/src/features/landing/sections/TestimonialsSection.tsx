import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Card, CardContent, Container, media } from '@freight/ui';
import type { LandingTestimonial } from '../api';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { skipWhileOffscreen } from '../../../shared/skipWhileOffscreen';

const TESTIMONIAL_ROTATION_MS = 5000;
const GRID_COUNT = 3;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.xxl} 0`};
  background: ${({ theme }) => theme.colors.surface};
  ${skipWhileOffscreen({ phone: 473.81, tablet: 533.81, desktop: 389.81 })}
`;

// Both layouts are in the page and CSS shows one: chosen in JavaScript, the first render
// (and the prerendered page) showed the carousel on every screen, and a wide screen then
// swapped it for the grid, moving what follows.
const Grid = styled.div`
  display: none;
  ${media.md} {
    display: grid;
    gap: ${({ theme }) => theme.space.lg};
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const CarouselLayout = styled.div`
  ${media.md} {
    display: none;
  }
`;

/**
 * Every slide is laid out in the same cell, only the current one visible: the carousel is as
 * tall as its longest testimonial, so turning to a shorter or longer one (every 5 s) moves
 * nothing below it.
 */
const Stage = styled.div`
  display: grid;
  > * {
    grid-area: 1 / 1;
    min-width: 0;
  }
`;

const Sizer = styled.div`
  visibility: hidden;
`;

const Controls = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
`;

const Dots = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
`;

const TOUCH_TARGET = '2.75rem';

const StepButton = styled(Button)`
  min-width: ${TOUCH_TARGET};
  min-height: ${TOUCH_TARGET};
`;

const Dot = styled.button<{ $current: boolean }>`
  width: ${TOUCH_TARGET};
  height: ${TOUCH_TARGET};
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

/**
 * A card fills its cell and its caption sits at the bottom: in the carousel, turning from a
 * short testimonial to a long one changes the text only, and the name below it stays put
 * (a moving caption is a layout shift for a visitor reading the section).
 */
const Figure = styled(Card)`
  margin: 0;
  height: 100%;
  display: flex;
  flex-direction: column;
`;

const FigureContent = styled(CardContent)`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

const Caption = styled.figcaption`
  margin-top: auto;
`;

const Quote = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.space.md};
  overflow-wrap: anywhere;
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
    <Figure as="figure" aria-roledescription={label ? 'slide' : undefined} aria-label={label}>
      <FigureContent>
        <Stars rating={item.rating} />
        <Quote>{item.testimonial}</Quote>
        <Caption>
          <strong>{item.clientName}</strong>
          {item.clientCompany ? <>, {item.clientCompany}</> : null}
        </Caption>
      </FigureContent>
    </Figure>
  );
}

function Carousel({ items }: { items: LandingTestimonial[] }) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const shown = !useMediaQuery(media.md.replace('@media ', ''));
  const count = items.length;
  const current = index % count;

  useEffect(() => {
    if (!shown || paused || count < 2) return undefined;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), TESTIMONIAL_ROTATION_MS);
    return () => clearInterval(timer);
  }, [shown, paused, count]);

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
      <Stage>
        {items.map((testimonial) => (
          <Sizer key={testimonial.id} aria-hidden="true">
            <TestimonialCard item={testimonial} />
          </Sizer>
        ))}
        <div aria-live={paused ? 'polite' : 'off'}>
          {/* A new card per slide: text rewritten in place counts as moved where it starts elsewhere. */}
          {item ? (
            <TestimonialCard key={item.id} item={item} label={`${current + 1} of ${count}`} />
          ) : null}
        </div>
      </Stage>
      <Controls>
        <StepButton
          type="button"
          $variant="outline"
          $size="sm"
          aria-label="Previous testimonial"
          onClick={() => setIndex((current - 1 + count) % count)}
        >
          ‹
        </StepButton>
        <Dots>
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
        </Dots>
        <StepButton
          type="button"
          $variant="outline"
          $size="sm"
          aria-label="Next testimonial"
          onClick={() => setIndex((current + 1) % count)}
        >
          ›
        </StepButton>
      </Controls>
    </div>
  );
}

export interface TestimonialsSectionProps {
  testimonials: LandingTestimonial[];
}

/** Testimonials: a carousel on small screens, the first 3 in a grid from medium screens up. */
export function TestimonialsSection({ testimonials }: TestimonialsSectionProps) {
  return (
    <Section aria-labelledby="testimonials-title">
      <Container>
        <h2 id="testimonials-title">What Our Clients Say</h2>
        <Grid>
          {testimonials.slice(0, GRID_COUNT).map((item) => (
            <TestimonialCard key={item.id} item={item} />
          ))}
        </Grid>
        <CarouselLayout>
          <Carousel items={testimonials} />
        </CarouselLayout>
      </Container>
    </Section>
  );
}
