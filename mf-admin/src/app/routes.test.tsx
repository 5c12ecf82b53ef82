import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NETWORK_FAILURE, renderRoutes, stubFetch } from '@freight/runtime/testing';
import { adminQuote } from '../features/quotes/adminQuote.fixture';
import { routes } from './routes';

const QUOTES_PAGE = 'GET /api/admin/quotes?sort=createdAt&dir=desc&limit=25';
const page = (items: unknown[]) => ({ body: { items, total: items.length, nextCursor: null } });

const SIGNED_OUT = { 'GET /api/admin/auth-status': { body: { isAuthenticated: false } } };

const QUOTE = adminQuote({
  documents: [{ url: '/api/admin/quotes/q1/documents/0', label: 'Document 1' }],
});

const SIGNED_IN_PANEL = {
  'GET /api/admin/auth-status': { body: { isAuthenticated: true, username: 'staff' } },
  'GET /api/admin/summary': {
    body: { quoteRequests: 1, driverApplications: 0, ownerOperators: 2 },
  },
  [QUOTES_PAGE]: page([QUOTE]),
};

describe('admin login', () => {
  it('refuses blank (after trimming) credentials with the spec toast and sends nothing', async () => {
    const calls = stubFetch(SIGNED_OUT);
    const user = userEvent.setup();
    const services = renderRoutes(routes, '/admin-login').services;
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Username/), '   ');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Missing Information',
      description: 'Please enter both username and password',
      variant: 'destructive',
    });
    expect(calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);
  });

  it('shows the default credentials and how they are changed', () => {
    stubFetch(SIGNED_OUT);
    renderRoutes(routes, '/admin-login');
    const hint = screen.getByRole('note', { name: 'Default credentials' });
    expect(hint).toHaveTextContent('Username admin, password freight-admin-dev.');
    expect(hint).toHaveTextContent('changed through the server environment settings');
  });

  it('shows and hides the password', async () => {
    stubFetch(SIGNED_OUT);
    const user = userEvent.setup();
    renderRoutes(routes, '/admin-login');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the server message when sign-in fails', async () => {
    stubFetch({
      ...SIGNED_OUT,
      'POST /api/admin/login': { status: 401, body: { message: 'Invalid username or password' } },
    });
    const user = userEvent.setup();
    const services = renderRoutes(routes, '/admin-login').services;
    await user.type(screen.getByLabelText(/^Username/), 'staff');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: 'Login Failed',
        description: 'Invalid username or password',
        variant: 'destructive',
      }),
    );
    expect(services.navigation.navigate).not.toHaveBeenCalled();
  });

  it('sends trimmed credentials and goes to /admin on success', async () => {
    const calls = stubFetch({
      ...SIGNED_OUT,
      'POST /api/admin/login': { body: { success: true, username: 'staff' } },
    });
    const user = userEvent.setup();
    const { history } = renderRoutes(routes, '/admin-login');
    await user.type(screen.getByLabelText(/^Username/), ' staff ');
    await user.type(screen.getByLabelText(/^Password/), 'secret pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(history.url).toBe('/admin'));
    expect(calls.find((call) => call.key === 'POST /api/admin/login')?.body).toEqual({
      username: 'staff',
      password: 'secret pass',
    });
  });

  it('takes the failure toast down once the next sign-in succeeds', async () => {
    stubFetch({
      ...SIGNED_OUT,
      'POST /api/admin/login': [
        { status: 401, body: { message: 'Invalid username or password' } },
        { body: { success: true, username: 'staff' } },
      ],
    });
    const user = userEvent.setup();
    const { services, history } = renderRoutes(routes, '/admin-login');
    await user.type(screen.getByLabelText(/^Username/), 'staff');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledTimes(1));
    const failureId = services.toast.show.mock.results[0]!.value as number;
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(history.url).toBe('/admin'));
    expect(services.toast.dismiss).toHaveBeenCalledWith(failureId);
  });

  it('says the service could not be reached, not that the credentials are wrong, and Retry signs in', async () => {
    const calls = stubFetch({
      ...SIGNED_OUT,
      'POST /api/admin/login': [
        { status: 502, body: null },
        { body: { success: true, username: 'staff' } },
      ],
    });
    const user = userEvent.setup();
    const { services, history } = renderRoutes(routes, '/admin-login');
    await user.type(screen.getByLabelText(/^Username/), 'staff');
    await user.type(screen.getByLabelText(/^Password/), 'secret pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('we could not reach the service');
    expect(services.toast.show).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('staff');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('secret pass');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(history.url).toBe('/admin'));
    expect(calls.filter((call) => call.key === 'POST /api/admin/login')).toHaveLength(2);
  });

  it('states the limits of the sign-in schema once the form is used, and focuses what is missing', async () => {
    stubFetch(SIGNED_OUT);
    const user = userEvent.setup();
    renderRoutes(routes, '/admin-login');
    const username = screen.getByLabelText(/^Username/);
    await user.click(username);
    await waitFor(() => expect(username).toHaveAttribute('maxlength', '100'));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('maxlength', '200');
    await user.type(username, 'staff');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });

  it('goes back to the main site through the shell navigation', async () => {
    stubFetch(SIGNED_OUT);
    const user = userEvent.setup();
    const services = renderRoutes(routes, '/admin-login').services;
    await user.click(screen.getByRole('link', { name: /back to main site/i }));
    expect(services.navigation.navigate).toHaveBeenCalledWith('/');
  });
});

describe('admin panel', () => {
  it('sends a visitor without a session to /admin-login, reading none of the panel data', async () => {
    const calls = stubFetch(SIGNED_OUT);
    renderRoutes(routes, '/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }),
    ).toBeInTheDocument();
    expect(calls.map((call) => call.key)).toEqual(['GET /api/admin/auth-status']);
  });

  it("shows the panel's frame at once while the sign-in state is checked", async () => {
    const calls = stubFetch(SIGNED_IN_PANEL);
    renderRoutes(routes, '/admin');
    const heading = screen.getByRole('heading', { level: 1, name: 'Admin Panel' });
    expect(heading.closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(calls.map((call) => call.key)).toEqual(['GET /api/admin/auth-status']);
    expect(await screen.findByRole('tab', { name: 'Quotes' })).toBeInTheDocument();
    expect(heading.closest('[aria-busy="true"]')).toBeNull();
  });

  it('shows the counts, the tabs and the quotes of a signed-in admin', async () => {
    stubFetch(SIGNED_IN_PANEL);
    renderRoutes(routes, '/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Panel' }),
    ).toBeInTheDocument();
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual([
      'Quotes',
      'Shipments',
      'Invoices',
      'Drivers',
      'Operators',
      'Review Management',
      'Sent Mail',
      'Web Vitals',
    ]);
    const quotes = within(await screen.findByRole('region', { name: 'Owner Operators' }));
    expect(await quotes.findByText('2')).toBeInTheDocument();
    const row = (await screen.findByRole('link', { name: 'Acme Foods' })).closest('tr')!;
    expect(within(row).getByText('Pending', { selector: 'span' })).toHaveAttribute(
      'data-colour',
      'yellow',
    );
    await userEvent.click(within(row).getByRole('link', { name: 'Acme Foods' }));
    const card = await screen.findByRole('article', { name: 'Acme Foods' });
    expect(within(card).getByText('Pending', { selector: 'span' })).toHaveAttribute(
      'data-colour',
      'yellow',
    );
    expect(within(card).getByRole('link', { name: 'Document 1' })).toHaveAttribute(
      'href',
      '/api/admin/quotes/q1/documents/0',
    );
  });

  it('logs out and goes to /admin-login; a failure shows the spec toast', async () => {
    stubFetch({ ...SIGNED_IN_PANEL, 'POST /api/admin/logout': { status: 500, body: {} } });
    const user = userEvent.setup();
    const services = renderRoutes(routes, '/admin').services;
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: 'Logout Error',
        description: 'Failed to logout properly.',
        variant: 'destructive',
      }),
    );

    stubFetch({
      ...SIGNED_IN_PANEL,
      'POST /api/admin/logout': { body: { success: true } },
    });
    // The button stays disabled until the failed request's state has rendered.
    const logout = screen.getByRole('button', { name: 'Logout' });
    await waitFor(() => expect(logout).toBeEnabled());
    await user.click(logout);
    await waitFor(() => expect(services.navigation.navigate).toHaveBeenCalledWith('/admin-login'));
  });

  it('goes to /admin-login when the session ends while the panel is open', async () => {
    let statusReads = 0;
    stubFetch({
      ...SIGNED_IN_PANEL,
      'GET /api/admin/auth-status': () => {
        statusReads += 1;
        return { body: { isAuthenticated: statusReads === 1 } };
      },
      [QUOTES_PAGE]: { status: 401, body: { message: 'Authentication required' } },
    });
    renderRoutes(routes, '/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }),
    ).toBeInTheDocument();
    expect(statusReads).toBe(2);
  });
});

describe('the panel when the service cannot be reached', () => {
  it('keeps a signed-in admin on the panel with Retry, never sending them to sign in', async () => {
    stubFetch({
      ...SIGNED_IN_PANEL,
      'GET /api/admin/auth-status': [
        NETWORK_FAILURE,
        { body: { isAuthenticated: true, username: 'staff' } },
      ],
    });
    const { history } = renderRoutes(routes, '/admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(history.url).toBe('/admin');
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: QUOTE.companyName })).toBeVisible();
  });
});

describe('sign-in in history', () => {
  it('takes the sign-in page out of history: Back from the panel never shows the form', async () => {
    stubFetch({
      ...SIGNED_IN_PANEL,
      'GET /api/admin/auth-status': [
        { body: { isAuthenticated: false } },
        { body: { isAuthenticated: true, username: 'staff' } },
      ],
      'POST /api/admin/login': { body: { success: true, username: 'staff' } },
    });
    const user = userEvent.setup();
    const { history } = renderRoutes(routes, '/admin/quotes');
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(history.url).toBe('/admin-login');
    await user.type(screen.getByLabelText(/^Username/), 'staff');
    await user.type(screen.getByLabelText(/^Password/), 'secret pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(history.url).toBe('/admin/quotes'));
    expect(await screen.findByRole('tab', { name: 'Quotes' })).toBeInTheDocument();
    await history.back();
    expect(history.url).toBe('/admin/quotes');
    expect(screen.queryByRole('heading', { name: 'Admin Login' })).not.toBeInTheDocument();
  });

  it('sends a signed-in admin opening the sign-in page to the panel, in its place', async () => {
    stubFetch(SIGNED_IN_PANEL);
    const { history } = renderRoutes(routes, '/admin-login');
    await waitFor(() => expect(history.url).toBe('/admin'));
    expect(await screen.findByRole('tab', { name: 'Quotes' })).toBeInTheDocument();
  });
});

describe('admin panel addresses', () => {
  const QUOTES_OF = (status: string) =>
    `GET /api/admin/quotes?status=${status}&sort=createdAt&dir=desc&limit=25`;
  const panel = {
    ...SIGNED_IN_PANEL,
    'GET /api/admin/shipments?sort=createdAt&dir=desc&limit=25': page([]),
    [QUOTES_OF('pending')]: page([QUOTE]),
    [QUOTES_OF('quoted')]: page([]),
  };

  it('keeps the chosen tab in the address: a click pushes it, Back returns', async () => {
    stubFetch(panel);
    const user = userEvent.setup();
    const { history } = renderRoutes(routes, '/admin');
    await user.click(await screen.findByRole('tab', { name: 'Shipments' }));
    expect(history.url).toBe('/admin/shipments');
    expect(screen.getByRole('tab', { name: 'Shipments' })).toHaveAttribute('aria-selected', 'true');
    await history.back();
    expect(history.url).toBe('/admin');
    expect(screen.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');
    await history.forward();
    expect(screen.getByRole('tab', { name: 'Shipments' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens a tab and the quote status filter from the address, and a new filter is a new entry', async () => {
    const calls = stubFetch(panel);
    const user = userEvent.setup();
    const { history } = renderRoutes(routes, '/admin/quotes?status=pending');
    expect(await screen.findByRole('link', { name: 'Acme Foods' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(calls.map((call) => call.key)).toContain(QUOTES_OF('pending'));

    await user.selectOptions(screen.getByLabelText('Status'), 'quoted');
    expect(history.url).toBe('/admin/quotes?status=quoted');
    expect(await screen.findByText('No quote requests match these filters.')).toBeVisible();
    await history.back();
    expect(history.url).toBe('/admin/quotes?status=pending');
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
    expect(await screen.findByRole('link', { name: 'Acme Foods' })).toBeInTheDocument();
  });

  it('replaces an unknown tab by the first one', async () => {
    stubFetch(panel);
    const { history } = renderRoutes(routes, '/admin/no-such-tab');
    expect(await screen.findByRole('tab', { name: 'Quotes' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(history.url).toBe('/admin'));
  });
});
