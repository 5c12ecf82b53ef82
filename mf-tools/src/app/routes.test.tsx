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

describe('tools routes', () => {
  it('renders the trip planner frame and sets its metadata', () => {
    const services = renderAt('/trip-planner');
    expect(screen.getByRole('heading', { level: 1, name: 'Trip Planner' })).toBeInTheDocument();
    expect(services.pageMeta.set).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Trip Planner', canonicalPath: '/trip-planner' }),
    );
  });

  it('shows the site 404 page for a path the area does not have', () => {
    renderAt('/trip-planner/unknown');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
