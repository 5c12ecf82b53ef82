import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_PORTAL_MESSAGES as M, PASSWORD_RESET_MESSAGES as R } from '@freight/contracts';
import {
  NETWORK_FAILURE,
  renderRoutes,
  stubFetch,
  type StubAnswers,
} from '@freight/runtime/testing';
import { CLIENT_SESSION_PATH, seedClientSession } from '../features/auth';
import { routes } from './routes';

const client = {
  id: 'c1',
  email: 'ops@acme.test',
  companyName: 'Acme Freight',
  contactName: 'Ann Ops',
  phone: '',
  emailVerified: true,
};

function renderAt(path: string, answers: StubAnswers) {
  const calls = stubFetch(answers);
  return { calls, ...renderRoutes(routes, path) };
}

describe('portal routes', () => {
  it('offers sign-in to a visitor and sets the page metadata', async () => {
    const { services } = renderAt('/client-portal', {
      'GET /api/client-portal/me': [{ status: 401, body: { message: 'Authentication required' } }],
    });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeInTheDocument();
    expect(services.pageMeta.set).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Client Portal', canonicalPath: '/client-portal' }),
    );
  });

  it("shows the sign-in card at once on a page that came with the check's signed-out answer", async () => {
    const calls = stubFetch({
      'POST /api/client-portal/login': [{ status: 200, body: client }],
      'GET /api/client-portal/me': [{ status: 200, body: client }],
      'GET /api/client-portal/shipments': [{ status: 200, body: [] }],
      'GET /api/client-portal/invoices': [{ status: 200, body: [] }],
      'GET /api/client-portal/quotes': [{ status: 200, body: [] }],
    });
    renderRoutes(routes, '/client-portal', {
      beforeMount: ({ store }) =>
        seedClientSession(store, (path) =>
          path === CLIENT_SESSION_PATH ? { value: null } : undefined,
        ),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Email/)).toBeVisible();
    expect(calls.filter((call) => call.url === CLIENT_SESSION_PATH)).toHaveLength(0);
    // The page's answer is replaced like a fetched one: signing in checks the session again.
    await userEvent.type(screen.getByLabelText(/^Email/), 'ops@acme.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'a long password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(M.noShipments)).toBeVisible();
    expect(calls.filter((call) => call.url === CLIENT_SESSION_PATH)).toHaveLength(1);
  });

  it('shows the dashboard after sign-in and the sign-in form again after logout', async () => {
    renderAt('/client-portal', {
      'GET /api/client-portal/me': [
        { status: 401, body: { message: 'Authentication required' } },
        { status: 200, body: client },
        { status: 401, body: { message: 'Authentication required' } },
      ],
      'POST /api/client-portal/login': [{ status: 200, body: client }],
      'POST /api/client-portal/logout': [{ status: 200, body: { success: true } }],
      'GET /api/client-portal/shipments': [{ status: 200, body: [] }],
      'GET /api/client-portal/invoices': [{ status: 200, body: [] }],
      'GET /api/client-portal/quotes': [{ status: 200, body: [] }],
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
    const { services } = renderAt('/client-portal', {
      'GET /api/client-portal/me': [{ status: 200, body: { ...client, emailVerified: false } }],
      'POST /api/client-portal/resend-verification': [{ status: 200, body: { emailSent: true } }],
    });
    expect(await screen.findByText(M.verifyDescription)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(services.toast.show).toHaveBeenCalledWith({
      title: M.verifyResentTitle,
      description: 'A new link was sent to ops@acme.test.',
    });
  });

  it('confirms the address from the mailed link once, then offers sign-in', async () => {
    const view = renderAt('/client-portal?verify=abcdefghijklmnopqrstuvwxyz012345', {
      'GET /api/client-portal/me': [{ status: 401, body: { message: 'Authentication required' } }],
      'POST /api/client-portal/verify-email': [{ status: 200, body: { success: true } }],
    });
    expect(await screen.findByText(M.verifySuccessDescription)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    const calls = view.calls.filter((call) => call.url === '/api/client-portal/verify-email');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz012345',
    });
  });

  it('says when a mailed link is no longer valid', async () => {
    renderAt('/client-portal?verify=abcdefghijklmnopqrstuvwxyz012345', {
      'GET /api/client-portal/me': [{ status: 401, body: { message: 'Authentication required' } }],
      'POST /api/client-portal/verify-email': [
        { status: 400, body: { message: M.verifyLinkInvalid } },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(M.verifyLinkInvalid);
  });

  it('asks the owner of the address for the password when the link is opened elsewhere', async () => {
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    const view = renderAt(`/client-portal?verify=${token}`, {
      'GET /api/client-portal/me': [
        { status: 401, body: { message: 'Authentication required' } },
        { status: 200, body: client },
      ],
      'POST /api/client-portal/verify-email': [
        { status: 403, body: { message: M.verifyNeedsPassword } },
        { status: 200, body: { success: true } },
      ],
      'GET /api/client-portal/shipments': [{ status: 200, body: [] }],
      'GET /api/client-portal/invoices': [{ status: 200, body: [] }],
      'GET /api/client-portal/quotes': [{ status: 200, body: [] }],
    });
    const form = await screen.findByRole('form', { name: M.verifyChoosePassword });
    await userEvent.type(within(form).getByLabelText(/^Password/), 'short');
    await userEvent.click(within(form).getByRole('button', { name: M.verifySubmit }));
    expect(await within(form).findByText(M.passwordTooShort)).toBeVisible();
    await userEvent.clear(within(form).getByLabelText(/^Password/));
    await userEvent.type(within(form).getByLabelText(/^Password/), 'the owner typed this');
    await userEvent.click(within(form).getByRole('button', { name: M.verifySubmit }));
    expect(await screen.findByText(M.verifySuccessDescription)).toBeVisible();
    const calls = view.calls.filter((call) => call.url === '/api/client-portal/verify-email');
    expect(calls.map((call) => call.body)).toEqual([
      { token },
      { token, password: 'the owner typed this' },
    ]);
  });
});

describe('quote confirmation', () => {
  it('confirms a quote from its mailed link, then offers sign-in', async () => {
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    const view = renderAt(`/client-portal?quote=${token}`, {
      'GET /api/client-portal/me': [{ status: 401, body: { message: 'Authentication required' } }],
      'POST /api/client-portal/quotes/confirm': [{ status: 200, body: { success: true } }],
    });
    expect(await screen.findByRole('status')).toHaveTextContent(M.quoteConfirmedDescription);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    const calls = view.calls.filter((call) => call.url === '/api/client-portal/quotes/confirm');
    expect(calls.map((call) => call.body)).toEqual([{ token }]);
  });

  it('says when the quote link is no longer valid', async () => {
    renderAt('/client-portal?quote=abcdefghijklmnopqrstuvwxyz012345', {
      'GET /api/client-portal/me': [{ status: 401, body: { message: 'Authentication required' } }],
      'POST /api/client-portal/quotes/confirm': [
        { status: 400, body: { message: M.quoteLinkInvalid } },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(M.quoteLinkInvalid);
  });
});

describe('the session check when the service cannot be reached', () => {
  it.each([
    ['a network failure', NETWORK_FAILURE],
    ['a 502 from the proxy', { status: 502 }],
  ])(
    'keeps a signed-in client from the sign-in form on %s, and Retry opens the dashboard',
    async (_case, failure) => {
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      renderAt('/client-portal', {
        'GET /api/client-portal/me': [failure, { status: 200, body: client }],
        'GET /api/client-portal/shipments': [{ status: 200, body: [] }],
        'GET /api/client-portal/invoices': [{ status: 200, body: [] }],
        'GET /api/client-portal/quotes': [{ status: 200, body: [] }],
      });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Network error: we could not reach the service.');
      expect(screen.getByRole('heading', { level: 1, name: 'Client Portal' })).toBeVisible();
      expect(screen.queryByRole('tab', { name: 'Sign In' })).toBeNull();
      expect(screen.queryByLabelText(/^Password/)).toBeNull();
      await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText(M.noShipments)).toBeVisible();
      errors.mockRestore();
    },
  );

  it('still offers sign-in when the check answers 401', async () => {
    renderAt('/client-portal', {
      'GET /api/client-portal/me': [{ status: 401, body: { message: 'Authentication required' } }],
    });
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('confirmation links when the service cannot be reached', () => {
  const token = 'abcdefghijklmnopqrstuvwxyz012345';
  const signedOut = { status: 401, body: { message: 'Authentication required' } };

  it('never calls a quote link invalid on a network failure or 5xx, and Retry confirms it', async () => {
    renderAt(`/client-portal?quote=${token}`, {
      'GET /api/client-portal/me': [signedOut],
      'POST /api/client-portal/quotes/confirm': [
        NETWORK_FAILURE,
        { status: 503, body: { message: 'Service Unavailable' } },
        { status: 200, body: { success: true } },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(alert).not.toHaveTextContent(M.quoteLinkInvalid);
    expect(screen.getByRole('heading', { name: M.quoteNotConfirmedTitle })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const again = await screen.findByRole('alert');
    expect(again).toHaveTextContent('Network error: we could not reach the service.');
    await userEvent.click(within(again).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.quoteConfirmedDescription);
  });

  it('never calls an email link invalid on a network failure, and Retry confirms it', async () => {
    renderAt(`/client-portal?verify=${token}`, {
      'GET /api/client-portal/me': [signedOut],
      'POST /api/client-portal/verify-email': [
        { status: 500, body: { message: 'Internal server error' } },
        { status: 200, body: { success: true } },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(alert).not.toHaveTextContent(M.verifyLinkInvalid);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(M.verifySuccessDescription)).toBeVisible();
  });

  it('keeps the new password when the reset cannot reach the service, and Retry sends it', async () => {
    const view = renderAt(`/client-portal/reset-password?token=${token}`, {
      'POST /api/client-portal/password-reset': [
        NETWORK_FAILURE,
        { status: 200, body: { message: R.resetDone } },
      ],
    });
    const password = await screen.findByLabelText(/^New Password/);
    await userEvent.type(password, 'a brand new secret');
    await userEvent.click(screen.getByRole('button', { name: R.resetSubmit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(alert).not.toHaveTextContent(R.linkInvalid);
    expect(password).toHaveValue('a brand new secret');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent(R.resetDone);
    const calls = view.calls.filter((call) => call.url === '/api/client-portal/password-reset');
    expect(calls.map((call) => call.body)).toEqual([
      { token, password: 'a brand new secret' },
      { token, password: 'a brand new secret' },
    ]);
  });
});

describe('forgot password', () => {
  it('goes from the sign-in form to the request form and mails a link', async () => {
    const view = renderAt('/client-portal', {
      'GET /api/client-portal/me': [{ status: 401, body: { message: 'Authentication required' } }],
      'POST /api/client-portal/password-reset/request': [
        { status: 200, body: { message: R.requestSent } },
      ],
    });
    await userEvent.click(await screen.findByRole('link', { name: R.forgotLink }));
    expect(await screen.findByRole('heading', { level: 1, name: R.requestTitle })).toBeVisible();
    expect(view.services.pageMeta.set).toHaveBeenCalledWith(
      expect.objectContaining({ canonicalPath: '/client-portal/forgot-password' }),
    );
    await userEvent.click(screen.getByRole('button', { name: R.requestSubmit }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Email/), 'Ops@Acme.test');
    await userEvent.click(screen.getByRole('button', { name: R.requestSubmit }));
    expect(await screen.findByRole('status')).toHaveTextContent(R.requestSent);
    const calls = view.calls.filter((call) => call.url.endsWith('/password-reset/request'));
    expect(calls.map((call) => call.body)).toEqual([{ email: 'ops@acme.test' }]);
    expect(screen.getByRole('link', { name: R.backToSignIn })).toHaveAttribute(
      'href',
      '/client-portal',
    );
  });

  it('sets the new password at the mailed link, or says the link is no longer valid', async () => {
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    const view = renderAt(`/client-portal/reset-password?token=${token}`, {
      'POST /api/client-portal/password-reset': [
        { status: 400, body: { message: R.linkInvalid } },
        { status: 200, body: { message: R.resetDone } },
      ],
    });
    const password = await screen.findByLabelText(/^New Password/);
    await userEvent.type(password, '123');
    await userEvent.click(screen.getByRole('button', { name: R.resetSubmit }));
    expect(await screen.findByText(M.passwordTooShort)).toBeVisible();
    await userEvent.clear(password);
    await userEvent.type(password, 'a brand new secret');
    await userEvent.click(screen.getByRole('button', { name: R.resetSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(R.linkInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/client-portal/forgot-password',
    );
    await userEvent.click(screen.getByRole('button', { name: R.resetSubmit }));
    expect(await screen.findByRole('status')).toHaveTextContent(R.resetDone);
    const calls = view.calls.filter((call) => call.url === '/api/client-portal/password-reset');
    expect(calls.map((call) => call.body)).toEqual([
      { token, password: 'a brand new secret' },
      { token, password: 'a brand new secret' },
    ]);
  });
});
