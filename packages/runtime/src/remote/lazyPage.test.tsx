/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@freight/ui';
import { Component, startTransition, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AreaErrorBoundary } from './errorBoundaries';
import { lazyPage } from './lazyPage';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** What the area's error boundary does: shows the error instead of the page. */
class Failed extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('lazyPage', () => {
  it('keeps what the container showed until the page has loaded, in a transition', async () => {
    let loaded = (_module: { Greeting: typeof Greeting }) => {};
    const GreetingPage = lazyPage(
      () => new Promise<{ Greeting: typeof Greeting }>((resolve) => (loaded = resolve)),
      'Greeting',
    );
    const container = document.createElement('div');
    container.innerHTML = '<p>Prerendered</p>';
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => startTransition(() => root.render(<GreetingPage name="Ann" />)));
    expect(screen.getByText('Prerendered')).toBeInTheDocument();
    await act(async () => loaded({ Greeting }));
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    expect(screen.queryByText('Prerendered')).toBeNull();
    act(() => root.unmount());
  });

  it('renders at once once preloaded, and loads its module once', async () => {
    const load = jest.fn(async () => ({ Greeting }));
    const GreetingPage = lazyPage(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();
    await GreetingPage.preload();
    render(<GreetingPage name="Bo" />);
    expect(screen.getByText('Hello Bo')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a failed load to the error boundary instead of loading again and again', async () => {
    const load = jest.fn(async (): Promise<{ Greeting: typeof Greeting }> => {
      throw new Error('chunk failed');
    });
    const GreetingPage = lazyPage(load, 'Greeting');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      startTransition(() =>
        root.render(
          <Failed>
            <GreetingPage name="Cy" />
          </Failed>,
        ),
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
    expect(load).toHaveBeenCalledTimes(1);
    act(() => root.unmount());
    errors.mockRestore();
  });

  it('loads again when preloaded after a failed load', async () => {
    const load = jest
      .fn(async () => ({ Greeting }))
      .mockRejectedValueOnce(new Error('chunk failed'));
    const GreetingPage = lazyPage(load, 'Greeting');
    await expect(GreetingPage.preload()).rejects.toThrow('chunk failed');
    await GreetingPage.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads again when the area's error boundary is asked to try again", async () => {
    const user = userEvent.setup();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn(async () => ({ Greeting }))
      .mockRejectedValueOnce(new Error('chunk failed'));
    const GreetingPage = lazyPage(load, 'Greeting');
    render(
      <ThemeProvider>
        <AreaErrorBoundary>
          <Suspense>
            <GreetingPage name="Di" />
          </Suspense>
        </AreaErrorBoundary>
      </ThemeProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Di')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});
