/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@freight/ui';
import { Suspense } from 'react';
import { lazyExport } from './lazyExport';
import { PartErrorBoundary } from './remote/errorBoundaries';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyExport', () => {
  it('renders the named export once its module has loaded, with its props', async () => {
    const load = jest.fn(async () => ({ Greeting, other: 1 }));
    const LazyGreeting = lazyExport(load, 'Greeting');
    expect(load).not.toHaveBeenCalled();

    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="Ann" />
      </Suspense>,
    );

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ann')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyExport after a failed load', () => {
  it('shows the failure to the error boundary, and loads again when it is asked to try again', async () => {
    const user = userEvent.setup();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn(async () => ({ Greeting }))
      .mockRejectedValueOnce(new Error('chunk failed'));
    const LazyGreeting = lazyExport(load, 'Greeting');

    render(
      <ThemeProvider>
        <PartErrorBoundary name="Greetings">
          <Suspense fallback={<p>Loading</p>}>
            <LazyGreeting name="Cy" />
          </Suspense>
        </PartErrorBoundary>
      </ThemeProvider>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Greetings could not be shown. Try again, or reload the page.',
    );
    expect(load).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Cy')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});
