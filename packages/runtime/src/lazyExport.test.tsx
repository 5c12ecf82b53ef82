/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyExport } from './lazyExport';

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
