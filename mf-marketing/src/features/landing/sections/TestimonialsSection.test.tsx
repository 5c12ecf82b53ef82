import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAMPLE_TESTIMONIAL_LIST } from '../content';
import { renderInArea } from '@freight/runtime/testing';
import { TestimonialsSection } from './TestimonialsSection';

function setWidth(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

const current = () => screen.getByRole('figure', { name: /of 3/ });

describe('TestimonialsSection', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a carousel on small screens with previous, next, dots and wrap-around', async () => {
    setWidth(false);
    const user = userEvent.setup();
    renderInArea(<TestimonialsSection testimonials={SAMPLE_TESTIMONIAL_LIST} />);
    expect(screen.getByRole('region', { name: 'Client testimonials' })).toBeInTheDocument();
    expect(current()).toHaveAccessibleName('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(current()).toHaveAccessibleName('3 of 3');
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(current()).toHaveAccessibleName('1 of 3');
    await user.click(screen.getByRole('button', { name: 'Show testimonial 2' }));
    expect(current()).toHaveTextContent(SAMPLE_TESTIMONIAL_LIST[1]!.clientName);
    expect(screen.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('advances every 5 seconds and wraps', () => {
    setWidth(false);
    jest.useFakeTimers();
    renderInArea(<TestimonialsSection testimonials={SAMPLE_TESTIMONIAL_LIST} />);
    act(() => jest.advanceTimersByTime(4999));
    expect(current()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toHaveAccessibleName('2 of 3');
    act(() => jest.advanceTimersByTime(10000));
    expect(current()).toHaveAccessibleName('1 of 3');
  });

  it('has the first 3 in a grid for medium screens up (CSS shows one layout or the other)', () => {
    setWidth(true);
    const four = [
      ...SAMPLE_TESTIMONIAL_LIST,
      { ...SAMPLE_TESTIMONIAL_LIST[0]!, id: 'x', clientName: 'Fourth Client' },
    ];
    renderInArea(<TestimonialsSection testimonials={four} />);
    const carousel = screen.getByRole('region', { name: 'Client testimonials' });
    // jsdom applies no media query: the grid stays display: none there, so it is hidden here.
    const inGrid = screen
      .getAllByRole('figure', { hidden: true })
      .filter((figure) => !carousel.contains(figure));
    expect(inGrid.map((figure) => figure.querySelector('strong')?.textContent)).toEqual(
      SAMPLE_TESTIMONIAL_LIST.map((item) => item.clientName),
    );
  });

  it('does not rotate on wide screens, where the carousel is hidden', () => {
    setWidth(true);
    jest.useFakeTimers();
    renderInArea(<TestimonialsSection testimonials={SAMPLE_TESTIMONIAL_LIST} />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(current()).toHaveAccessibleName('1 of 3');
  });

  it('lays every slide out under the current one, hidden, so the carousel keeps its height', () => {
    setWidth(false);
    renderInArea(<TestimonialsSection testimonials={SAMPLE_TESTIMONIAL_LIST} />);
    const carousel = screen.getByRole('region', { name: 'Client testimonials' });
    const hidden = within(carousel).getAllByRole('figure', { hidden: true });
    expect(hidden).toHaveLength(SAMPLE_TESTIMONIAL_LIST.length + 1);
    expect(within(carousel).getAllByRole('figure')).toEqual([current()]);
  });
});
