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

describe('portal routes', () => {
  it('renders the client portal frame and sets its metadata', () => {
    const services = renderAt('/client-portal');
    expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeInTheDocument();
    expect(services.pageMeta.set).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Client Portal' }),
    );
  });
});
