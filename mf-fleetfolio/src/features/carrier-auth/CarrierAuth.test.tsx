import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

function renderAt(path: string) {
  return renderInArea(
    <Routes>
      <Route path="/fleetfolio/login" element={<LoginPage />} />
      <Route path="/fleetfolio/register" element={<RegisterPage />} />
      <Route path="/fleetfolio" element={<p>Dashboard reached</p>} />
    </Routes>,
    { path },
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

async function fillRegistration(password: string, confirmPassword: string) {
  const u = user();
  await u.type(screen.getByLabelText(/^Email/), 'owner@haul.example.com');
  await u.type(screen.getByLabelText(/^Password/), password);
  await u.type(screen.getByLabelText(/^Confirm Password/), confirmPassword);
  await u.type(screen.getByLabelText(/^Company Name/), 'Haul LLC');
  await u.type(screen.getByLabelText(/^Contact Name/), 'Pat Lee');
  await u.click(screen.getByRole('button', { name: 'Create FleetFolio Account' }));
  return u;
}

describe('FleetFolio sign-in and register pages', () => {
  it('show their form at once, with no splash in front', () => {
    stubFetch(() => ({}));
    renderAt('/fleetfolio/login');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign In to FleetFolio' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeEnabled();
  });
});

describe('RegisterPage', () => {
  it('has the three sections and every registration field', () => {
    stubFetch(() => ({}));
    renderAt('/fleetfolio/register');
    for (const section of ['Account Information', 'Company Information', 'DOT Information']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    for (const label of [
      'Email',
      'Password',
      'Confirm Password',
      'Company Name',
      'Contact Name',
      'Phone',
      'Website',
      'Address',
      'City',
      'State',
      'ZIP Code',
      'MC Number',
      'USDOT Number',
      'Tax ID (EIN)',
    ]) {
      expect(
        screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)),
      ).toBeInTheDocument();
    }
  });

  it('limits ZIP Code, USDOT Number and EIN to the lengths of their contract', () => {
    stubFetch(() => ({}));
    renderAt('/fleetfolio/register');
    expect(screen.getByLabelText(/^ZIP Code/)).toHaveAttribute('maxlength', '10');
    expect(screen.getByLabelText(/^USDOT Number/)).toHaveAttribute('maxlength', '8');
    expect(screen.getByLabelText(/^Tax ID \(EIN\)/)).toHaveAttribute('maxlength', '10');
  });

  it('blocks the call when the passwords do not match', async () => {
    const calls = stubFetch(() => ({ status: 201 }));
    renderAt('/fleetfolio/register');
    await fillRegistration('long enough 1', 'long enough 2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(calls).toHaveLength(0);
  });

  it('shows the server message in the red alert, or that the service could not be reached', async () => {
    stubFetch(() => ({
      status: 409,
      body: { message: 'An account with this email already exists' },
    }));
    renderAt('/fleetfolio/register');
    await fillRegistration('long enough 1', 'long enough 1');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await user().click(screen.getByRole('button', { name: 'Create FleetFolio Account' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Network error: we could not reach the service. Please try again.',
      ),
    );
    expect(screen.getByLabelText(/^Company Name/)).toHaveValue('Haul LLC');
  });

  it('falls back to Registration failed, and on success goes to sign in with a toast', async () => {
    let answer = { status: 400, body: null as unknown };
    const calls = stubFetch(() => answer);
    const { services, history } = renderAt('/fleetfolio/register');
    const u = await fillRegistration('long enough 1', 'long enough 1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
    answer = { status: 201, body: { success: true } };
    await u.click(screen.getByRole('button', { name: 'Create FleetFolio Account' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalled());
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Registration successful',
      description: 'Welcome to FleetFolio! You can now log in.',
    });
    expect(calls[1]).toMatchObject({
      url: '/api/fleetfolio/register',
      body: {
        email: 'owner@haul.example.com',
        confirmPassword: 'long enough 1',
        companyName: 'Haul LLC',
      },
    });
    expect(screen.getByRole('heading', { name: 'Sign In to FleetFolio' })).toBeInTheDocument();
    await history.back();
    expect(history.url).toBe('/fleetfolio/login');
  });
});

describe('LoginPage', () => {
  it('shows the server message or Login failed, then signs in and opens the dashboard', async () => {
    let answer: { status: number; body: unknown } = {
      status: 401,
      body: { message: 'Invalid email or password' },
    };
    stubFetch(() => answer);
    const { services } = renderAt('/fleetfolio/login');
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await u.type(screen.getByLabelText(/^Email/), 'owner@haul.example.com');
    await u.type(screen.getByLabelText(/^Password/), 'secret password');
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    answer = { status: 400, body: null };
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
    answer = { status: 200, body: { success: true } };
    await u.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Login successful',
      description: 'Welcome to FleetFolio!',
    });
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the proxy answers 502', () => Promise.resolve({ status: 502, body: null })],
  ])(
    'when %s: says the service could not be reached, keeps what was typed, and Retry signs in',
    async (_case, failure) => {
      let answerNext: () => Promise<{ status: number; body: unknown }> = failure;
      const calls: unknown[] = [];
      global.fetch = jest.fn(async (url: string) => {
        calls.push(url);
        if (url === '/api/fleetfolio/login') {
          const { status, body } = await answerNext();
          const text = body === null ? '' : JSON.stringify(body);
          return { ok: status < 300, status, statusText: '', text: async () => text };
        }
        return { ok: false, status: 404, statusText: '', text: async () => '' };
      }) as unknown as typeof fetch;
      renderAt('/fleetfolio/login');
      const u = user();
      await u.type(screen.getByLabelText(/^Email/), 'owner@haul.example.com');
      await u.type(screen.getByLabelText(/^Password/), 'secret password');
      await u.click(screen.getByRole('button', { name: 'Sign In' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('we could not reach the service');
      expect(alert).not.toHaveTextContent(/invalid|failed/i);
      expect(screen.getByLabelText(/^Email/)).toHaveValue('owner@haul.example.com');
      expect(screen.getByLabelText(/^Password/)).toHaveValue('secret password');

      answerNext = () => Promise.resolve({ status: 200, body: { success: true } });
      await u.click(within(alert).getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
      expect(calls.filter((url) => url === '/api/fleetfolio/login')).toHaveLength(2);
    },
  );
});
