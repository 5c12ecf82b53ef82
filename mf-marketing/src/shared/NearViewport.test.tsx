import { act, render, screen } from '@testing-library/react';
import { NearViewport } from './NearViewport';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('NearViewport', () => {
  const original = window.IntersectionObserver;
  let notify: Callback = () => {};

  beforeEach(() => {
    window.IntersectionObserver = jest.fn((callback: Callback) => {
      notify = callback;
      return { observe: jest.fn(), disconnect: jest.fn() };
    }) as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('renders its content only once the placeholder nears the viewport', () => {
    render(
      <NearViewport placeholder={<p>reserved room</p>}>
        <p>below the fold</p>
      </NearViewport>,
    );
    expect(screen.queryByText('below the fold')).not.toBeInTheDocument();
    expect(screen.getByText('reserved room')).toBeInTheDocument();
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.queryByText('below the fold')).not.toBeInTheDocument();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('below the fold')).toBeInTheDocument();
    expect(screen.queryByText('reserved room')).not.toBeInTheDocument();
  });
});
