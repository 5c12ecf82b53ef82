import { act, screen } from '@testing-library/react';
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
    renderInArea(<TestimonialsSection testimonials={SAMPLE_TESTIMONIAL_LIST} loading={false} />);
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
    renderInArea(<TestimonialsSection testimonials={SAMPLE_TESTIMONIAL_LIST} loading={false} />);
    act(() => jest.advanceTimersByTime(4999));
    expect(current()).toHaveAccessibleName('1 of 3');
    act(() => jest.advanceTimersByTime(1));
    expect(current()).toHaveAccessibleName('2 of 3');
    act(() => jest.advanceTimersByTime(10000));
    expect(current()).toHaveAccessibleName('1 of 3');
  });

  it('shows the first 3 in a grid from medium screens up', () => {
    setWidth(true);
    const four = [
      ...SAMPLE_TESTIMONIAL_LIST,
      { ...SAMPLE_TESTIMONIAL_LIST[0]!, id: 'x', clientName: 'Fourth Client' },
    ];
    renderInArea(<TestimonialsSection testimonials={four} loading={false} />);
    expect(screen.queryByRole('region', { name: 'Client testimonials' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(3);
    expect(screen.queryByText('Fourth Client')).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading', () => {
    setWidth(false);
    renderInArea(<TestimonialsSection testimonials={[]} loading />);
    expect(screen.getByLabelText('Loading testimonials')).toHaveAttribute('aria-busy', 'true');
  });
});
