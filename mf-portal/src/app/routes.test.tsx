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
  emailVerified: true,
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

  it('explains why nothing shows until the address is confirmed and sends a new link', async () => {
    const services = renderAt('/client-portal', {
      'GET /api/client-portal/me': [() => respond(200, { ...client, emailVerified: false })],
      'POST /api/client-portal/resend-verification': [() => respond(200, { emailSent: true })],
    });
    expect(await screen.findByText(M.verifyDescription)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(services.toast.show).toHaveBeenCalledWith({
      title: M.verifyResentTitle,
      description: 'A new link was sent to ops@acme.test.',
    });
  });

  it('confirms the address from the mailed link once, then offers sign-in', async () => {
    renderAt('/client-portal?verify=abcdefghijklmnopqrstuvwxyz012345', {
      'GET /api/client-portal/me': [() => respond(401, { message: 'Authentication required' })],
      'POST /api/client-portal/verify-email': [() => respond(200, { success: true })],
    });
    expect(await screen.findByText(M.verifySuccessDescription)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    const calls = (global.fetch as jest.Mock).mock.calls.filter(
      ([url]) => url === '/api/client-portal/verify-email',
    );
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0][1].body))).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz012345',
    });
  });

  it('says when a mailed link is no longer valid', async () => {
    renderAt('/client-portal?verify=abcdefghijklmnopqrstuvwxyz012345', {
      'GET /api/client-portal/me': [() => respond(401, { message: 'Authentication required' })],
      'POST /api/client-portal/verify-email': [
        () => respond(400, { message: M.verifyLinkInvalid }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(M.verifyLinkInvalid);
  });
});
