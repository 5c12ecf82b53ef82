/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@freight/ui';
import { AreaErrorBoundary, PartErrorBoundary } from './errorBoundaries';

let shouldThrow = true;

function Flaky() {
  if (shouldThrow) throw new Error('render failed');
  return <p>Quotes loaded</p>;
}

function Sibling() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count}</button>;
}

describe('AreaErrorBoundary', () => {
  it('keeps a render error inside the area and lets the user try again', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ThemeProvider>
        <Sibling />
        <AreaErrorBoundary>
          <Flaky />
        </AreaErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Quotes loaded')).toBeInTheDocument();
  });

  it('keeps a part of a page apart: the rest of the page stays', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    shouldThrow = true;
    render(
      <ThemeProvider>
        <h1>FleetFolio</h1>
        <PartErrorBoundary name="Load Planner">
          <Flaky />
        </PartErrorBoundary>
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Load Planner could not be shown. Try again, or reload the page.',
    );
    expect(screen.getByRole('heading', { name: 'FleetFolio' })).toBeInTheDocument();
  });
});
