import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLIENT_PASSWORD_MAX, CLIENT_PORTAL_MESSAGES as M } from '@freight/contracts';
import { renderInArea, stubFetch, type StubAnswers } from '@freight/runtime/testing';
import { AuthPanel } from './AuthPanel';

const client = {
  id: 'c1',
  email: 'ops@acme.test',
  companyName: 'Acme',
  contactName: 'Ann',
  phone: '',
  emailVerified: true,
};

/** Renders the panel and waits for its sign-in form, which loads apart from the panel. */
async function renderPanel(answers: StubAnswers = {}) {
  const calls = stubFetch(answers);
  const rendered = renderInArea(<AuthPanel />);
  await screen.findByRole('button', { name: 'Sign In' });
  return { calls, ...rendered };
}

async function openRegister() {
  await userEvent.click(screen.getByRole('tab', { name: 'Register' }));
  await screen.findByRole('button', { name: 'Create Account' });
}

/** Registers with the required fields only (phone left out). */
async function submitRegistration() {
  await openRegister();
  await userEvent.type(screen.getByLabelText(/^Email/), 'ops@acme.test');
  await userEvent.type(screen.getByLabelText(/^Password/), 'long enough');
  await userEvent.type(screen.getByLabelText(/^Company Name/), 'Acme');
  await userEvent.type(screen.getByLabelText(/^Contact Name/), 'Ann');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('client sign-in', () => {
  it('asks for a valid email and a password and sends nothing', async () => {
    const { calls } = await renderPanel();
    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(M.invalidEmail)).toBeVisible();
    expect(screen.getByText(M.passwordRequired)).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('says the spec text when the server refuses the credentials', async () => {
    const { services, calls } = await renderPanel({
      'POST /api/client-portal/login': {
        status: 401,
        body: { message: 'Invalid email or password' },
      },
    });
    await userEvent.type(screen.getByLabelText(/^Email/), ' Ops@Acme.test ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(services.toast.show).toHaveBeenCalledWith({
      title: M.loginFailedTitle,
      description: M.loginFailedDescription,
      variant: 'destructive',
    });
    const { init } = calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'ops@acme.test',
      password: 'wrong password',
    });
  });
});

describe('client sign-in failures', () => {
  it('takes the failure toast down once the next sign-in succeeds', async () => {
    const { services } = await renderPanel({
      'POST /api/client-portal/login': [
        { status: 401, body: { message: 'Invalid email or password' } },
        { status: 200, body: client },
      ],
      'GET /api/client-portal/me': { status: 200, body: client },
    });
    await userEvent.type(screen.getByLabelText(/^Email/), 'ops@acme.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledTimes(1));
    const failureId = services.toast.show.mock.results[0]!.value as number;
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(services.toast.dismiss).toHaveBeenCalledWith(failureId));
  });

  it('says the service could not be reached (not bad credentials), keeps the input, and Retry works', async () => {
    const { services, calls } = await renderPanel({
      'POST /api/client-portal/login': [{ status: 503 }, { status: 200, body: client }],
      'GET /api/client-portal/me': { status: 200, body: client },
    });
    await userEvent.type(screen.getByLabelText(/^Email/), 'ops@acme.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long enough');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('we could not reach the service');
    expect(services.toast.show).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ops@acme.test');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('long enough');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/client-portal/login')).toHaveLength(2),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives the inputs the limits of the sign-in schema', async () => {
    await renderPanel();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('maxlength', '254');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute(
      'maxlength',
      String(CLIENT_PASSWORD_MAX),
    );
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-required', 'true');
  });
});

describe('client registration', () => {
  it('shows every spec message and sends nothing', async () => {
    const { calls } = await renderPanel();
    await openRegister();
    await userEvent.type(screen.getByLabelText(/^Email/), 'ann@');
    await userEvent.type(screen.getByLabelText(/^Password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Company Name/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(M.invalidEmail)).toBeVisible();
    expect(screen.getByText(M.passwordTooShort)).toBeVisible();
    expect(screen.getByText(M.companyNameRequired)).toBeVisible();
    expect(screen.getByText(M.contactNameRequired)).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('registers with phone optional and announces success', async () => {
    const { services, calls } = await renderPanel({
      'POST /api/client-portal/register': { status: 201, body: client },
      'GET /api/client-portal/me': { status: 200, body: client },
    });
    await submitRegistration();
    expect(services.toast.show).toHaveBeenCalledWith(
      expect.objectContaining({ title: M.registrationSuccessTitle }),
    );
    expect(calls).toContainEqual(
      expect.objectContaining({
        url: '/api/client-portal/register',
        init: expect.objectContaining({ method: 'POST' }),
      }),
    );
  });

  it("shows the server's message when registration fails", async () => {
    const { services } = await renderPanel({
      'POST /api/client-portal/register': { status: 409, body: { message: M.emailTaken } },
    });
    await submitRegistration();
    expect(services.toast.show).toHaveBeenCalledWith({
      title: M.registrationFailedTitle,
      description: M.emailTaken,
      variant: 'destructive',
    });
  });

  it('falls back to the spec text when the server gives no message', async () => {
    const { services } = await renderPanel({
      'POST /api/client-portal/register': { status: 400 },
    });
    await submitRegistration();
    expect(services.toast.show).toHaveBeenCalledWith({
      title: M.registrationFailedTitle,
      description: M.registrationFailedFallback,
      variant: 'destructive',
    });
  });

  it('states the limits of the registration schema (a long company name cannot be typed)', async () => {
    await renderPanel();
    await openRegister();
    expect(screen.getByLabelText(/^Company Name/)).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText(/^Contact Name/)).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('maxlength', '30');
    expect(screen.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-required');
  });
});
