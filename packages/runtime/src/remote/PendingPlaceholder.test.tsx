/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@freight/ui';
import { READ_TIME_LIMIT_MS } from '../api/baseQuery';
import { PendingPlaceholder, SLOW_ANSWER } from './PendingPlaceholder';

describe('PendingPlaceholder', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says the service is slow once the call has gone unanswered as long as a read may', () => {
    render(
      <ThemeProvider>
        <PendingPlaceholder>
          <p>Confirming…</p>
        </PendingPlaceholder>
      </ThemeProvider>,
    );
    expect(screen.getByText('Confirming…')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(READ_TIME_LIMIT_MS - 1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent(SLOW_ANSWER);
  });
});
