import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@freight/ui';
import { createToastService } from './toastService';
import { ToastViewport } from './ToastViewport';

function setup() {
  const toasts = createToastService();
  render(
    <ThemeProvider>
      <ToastViewport store={toasts} />
    </ThemeProvider>,
  );
  return toasts;
}

describe('toasts', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time: a new one replaces the current one', () => {
    const toasts = setup();
    act(() => toasts.service.show({ title: 'Quote Request Submitted', description: 'Soon' }));
    act(() => toasts.service.show({ title: 'Application Submitted' }));
    expect(screen.queryByText('Quote Request Submitted')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Application Submitted');
  });

  it('dismisses itself after 5000 ms by default, counting from the latest toast', () => {
    const toasts = setup();
    act(() => toasts.service.show({ title: 'First' }));
    act(() => jest.advanceTimersByTime(4000));
    act(() => toasts.service.show({ title: 'Second' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Second')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    const toasts = setup();
    act(() => toasts.service.show({ title: 'Quick', durationMs: 1000 }));
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('announces destructive toasts as alerts and closes with its button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const toasts = setup();
    act(() =>
      toasts.service.show({
        title: 'Error',
        description: 'Failed to submit quote request. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit quote request.');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('takes down a toast by its id, and leaves a newer one up', () => {
    const toasts = setup();
    let failure = 0;
    act(() => {
      failure = toasts.service.show({ title: 'Login Failed', variant: 'destructive' });
    });
    act(() => toasts.service.dismiss(failure));
    expect(screen.queryByText('Login Failed')).not.toBeInTheDocument();

    act(() => {
      failure = toasts.service.show({ title: 'Login Failed', variant: 'destructive' });
    });
    act(() => toasts.service.show({ title: 'Quote Request Submitted' }));
    act(() => toasts.service.dismiss(failure));
    expect(screen.getByRole('status')).toHaveTextContent('Quote Request Submitted');
  });
});
