import { screen } from '@testing-library/react';
import { renderRoutes, stubFetch } from '@freight/runtime/testing';
import { routes } from './routes';

const renderAt = (path: string) => renderRoutes(routes, path).services;

describe('marketing routes', () => {
  it('renders the landing page with its section anchors and sets its metadata', () => {
    const services = renderAt('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your Freight, Our Priority' }),
    ).toBeInTheDocument();
    for (const id of ['services', 'careers', 'about', 'contact']) {
      expect(document.getElementById(id)).toBeInTheDocument();
    }
    expect(services.pageMeta.set).toHaveBeenCalledWith(
      expect.objectContaining({ canonicalPath: '/' }),
    );
  });

  it('renders the review page for a token and keeps it out of search engines', async () => {
    stubFetch(() => ({ status: 200, body: { brokerName: 'Bea Broker' } }));
    const services = renderAt('/review/abc123');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Share Your Experience' }),
    ).toBeInTheDocument();
    expect(services.pageMeta.set).toHaveBeenCalledWith(
      expect.objectContaining({ robots: 'noindex, nofollow' }),
    );
  });

  it('shows the site 404 page for an unknown path under its prefix', () => {
    renderAt('/review');
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
  });
});
