import { screen } from '@testing-library/react';
import { renderRoutes } from '@freight/runtime/testing';
import { routes } from './routes';

const renderAt = (path: string) => renderRoutes(routes, path).services;

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
