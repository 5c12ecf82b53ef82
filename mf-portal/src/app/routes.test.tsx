import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  AreaRoutes,
  RemoteProviders,
  createFreightStore,
  type ShellServices,
} from '@freight/runtime';
import { CLIENT_PORTAL_MESSAGES as M } from '@freight/contracts';
import { respond } from '../testing/renderWithServices';
import { routes } from './routes';

const client = {
  id: 'c1',
  email: 'ops@acme.test',
  companyName: 'Acme Freight',
  contactName: 'Ann Ops',
  phone: '',
};

function renderAt(path: string, answers: Record<string, Array<() => ReturnType<typeof respond>>>) {
  global.fetch = jest.fn(async (url: string, init?: RequestInit) => {
    const queue = answers[`${init?.method ?? 'GET'} ${url}`];
    const next = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!next) throw new Error(`unexpected fetch ${init?.method} ${url}`);
    return next();
  }) as unknown as typeof fetch;
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
  it('offers sign-in to a visitor and sets the page metadata', async () => {
    const services = renderAt('/client-portal', {
      'GET /api/client-portal/me': [() => respond(401, { message: 'Authentication required' })],
    });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeInTheDocument();
    expect(services.pageMeta.set).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Client Portal', canonicalPath: '/client-portal' }),
    );
  });

  it('shows the dashboard after sign-in and the sign-in form again after logout', async () => {
    renderAt('/client-portal', {
      'GET /api/client-portal/me': [
        () => respond(401, { message: 'Authentication required' }),
        () => respond(200, client),
        () => respond(401, { message: 'Authentication required' }),
      ],
      'POST /api/client-portal/login': [() => respond(200, client)],
      'POST /api/client-portal/logout': [() => respond(200, { success: true })],
      'GET /api/client-portal/shipments': [() => respond(200, [])],
      'GET /api/client-portal/invoices': [() => respond(200, [])],
      'GET /api/client-portal/quotes': [() => respond(200, [])],
    });
    await userEvent.type(await screen.findByLabelText(/^Email/), 'ops@acme.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(M.noShipments)).toBeVisible();
    expect(screen.getByText(/Acme Freight · Ann Ops/)).toBeVisible();
    expect(
      within(screen.getByRole('tablist', { name: 'Your account' })).getAllByRole('tab'),
    ).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('tab', { name: 'Register' })).toBeInTheDocument();
  });
});
