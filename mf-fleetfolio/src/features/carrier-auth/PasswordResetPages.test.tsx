import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { FLEET_MESSAGES, PASSWORD_RESET_MESSAGES as R } from '@freight/contracts';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { LoginPage } from './LoginPage';
import { ForgotPasswordPage, ResetPasswordPage } from './PasswordResetPages';

function renderAt(path: string) {
  return renderInArea(
    <Routes>
      <Route path="/fleetfolio/login" element={<LoginPage />} />
      <Route path="/fleetfolio/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/fleetfolio/reset-password" element={<ResetPasswordPage />} />
    </Routes>,
    { path },
  );
}

describe('FleetFolio forgot password', () => {
  it('goes from sign-in to the request form and mails a link', async () => {
    jest.useFakeTimers();
    const u = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const calls = stubFetch({
      // The sign-in page checks whether its visitor is signed in already.
      'GET /api/fleetfolio/auth/check': { status: 401, body: {} },
      'POST /api/fleetfolio/password-reset/request': {
        status: 200,
        body: { message: R.requestSent },
      },
    });
    const { services } = renderAt('/fleetfolio/login');
    act(() => jest.advanceTimersByTime(3000));
    await u.click(screen.getByRole('link', { name: R.forgotLink }));
    expect(screen.getByRole('heading', { name: R.requestTitle })).toBeInTheDocument();
    expect(services.pageMeta.set).toHaveBeenLastCalledWith(
      expect.objectContaining({ canonicalPath: '/fleetfolio/forgot-password' }),
    );
    await u.type(screen.getByLabelText(/^Email/), 'Owner@Haul.example.com');
    await u.click(screen.getByRole('button', { name: R.requestSubmit }));
    expect(await screen.findByRole('status')).toHaveTextContent(R.requestSent);
    const posted = calls.filter((call) => call.method === 'POST');
    expect(posted.map((call) => call.body)).toEqual([{ email: 'owner@haul.example.com' }]);
    jest.useRealTimers();
  });

  it('sets the new password at the mailed link and says when the link is spent', async () => {
    const token = 'abcdefghijklmnopqrstuvwxyz012345';
    const calls = stubFetch({
      'POST /api/fleetfolio/password-reset': [
        { status: 400, body: { message: R.linkInvalid } },
        { status: 200, body: { message: R.resetDone } },
      ],
    });
    renderAt(`/fleetfolio/reset-password?token=${token}`);
    const password = screen.getByLabelText(/^New Password/);
    await userEvent.type(password, 'short');
    await userEvent.click(screen.getByRole('button', { name: R.resetSubmit }));
    expect(await screen.findByText(FLEET_MESSAGES.passwordTooShort)).toBeVisible();
    expect(calls).toHaveLength(0);
    await userEvent.clear(password);
    await userEvent.type(password, 'a brand new secret');
    await userEvent.click(screen.getByRole('button', { name: R.resetSubmit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(R.linkInvalid);
    await userEvent.click(screen.getByRole('button', { name: R.resetSubmit }));
    expect(await screen.findByRole('status')).toHaveTextContent(R.resetDone);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/fleetfolio/login',
    );
    expect(calls.map((call) => call.body)).toEqual([
      { token, password: 'a brand new secret' },
      { token, password: 'a brand new secret' },
    ]);
  });
});
