import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  AreaRoutes,
  createFreightStore,
  RemoteProviders,
  type ShellServices,
} from '@freight/runtime';
import { routes } from './routes';

function renderAt(path: string) {
  const services: ShellServices = {
    toast: { show: jest.fn(), dismiss: jest.fn() },
    pageMeta: { set: jest.fn() },
    navigation: { navigate: jest.fn() },
    store: createFreightStore(),
  };
  render(
    <RemoteProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <AreaRoutes routes={routes} />
      </MemoryRouter>
    </RemoteProviders>,
  );
  return services;
}

describe('fleetfolio routes', () => {
  it('renders the dashboard frame with its eight tabs', () => {
    renderAt('/fleetfolio');
    expect(screen.getByRole('heading', { level: 1, name: 'FleetFolio' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(8);
  });

  it.each([
    ['/fleetfolio/login', 'Sign In to FleetFolio'],
    ['/fleetfolio/register', 'Create Your FleetFolio Account'],
  ])('renders %s with its heading and metadata', (path, heading) => {
    const services = renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(services.pageMeta.set).toHaveBeenCalledWith(
      expect.objectContaining({ canonicalPath: path }),
    );
  });
});
