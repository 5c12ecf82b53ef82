import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { FLEET_TEAM_MESSAGES } from '@freight/contracts';
import {
  NETWORK_FAILURE,
  renderInArea,
  stubFetch,
  type StubAnswers,
} from '@freight/runtime/testing';
import { InvitationPage } from './InvitationPage';

const TOKEN = 'A'.repeat(43);
const LINK = `/api/fleetfolio/team/invitations/${TOKEN}`;

function renderInvitation(answers: StubAnswers) {
  const calls = stubFetch(answers);
  renderInArea(
    <Routes>
      <Route path="/fleetfolio/invite/:token" element={<InvitationPage />} />
      <Route path="/fleetfolio" element={<p>Dashboard reached</p>} />
      <Route path="/fleetfolio/driver" element={<p>Driver view reached</p>} />
    </Routes>,
    { path: `/fleetfolio/invite/${TOKEN}` },
  );
  return calls;
}

const account = (role: string) => ({
  id: '665f1f77bcf86cd799439002',
  email: 'sam@haul.example.com',
  companyName: 'Haul LLC',
  contactName: 'Sam Rivera',
  role,
  driverId: null,
});

describe('InvitationPage', () => {
  it('lets the invitee choose a password and join, then opens the tabs', async () => {
    const calls = renderInvitation({
      [`GET ${LINK}`]: {
        body: { email: 'sam@haul.example.com', role: 'dispatcher', companyName: 'Haul LLC' },
      },
      'POST /api/fleetfolio/team/invitations/accept': {
        status: 201,
        body: { success: true, account: account('dispatcher') },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Join Haul LLC' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sam@haul.example.com');
    await userEvent.type(screen.getByLabelText(/Your name/), 'Sam Rivera');
    await userEvent.type(screen.getByLabelText(/^Password/), 'longenough1');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'different1');
    await userEvent.click(screen.getByRole('button', { name: 'Join the Team' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.clear(screen.getByLabelText(/Confirm password/));
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'longenough1');
    await userEvent.click(screen.getByRole('button', { name: 'Join the Team' }));
    expect(await screen.findByText('Dashboard reached')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      token: TOKEN,
      name: 'Sam Rivera',
      password: 'longenough1',
      confirmPassword: 'longenough1',
    });
  });

  it('sends a driver to the phone view after joining', async () => {
    renderInvitation({
      [`GET ${LINK}`]: {
        body: { email: 'ann@haul.example.com', role: 'driver', companyName: 'Haul LLC' },
      },
      'POST /api/fleetfolio/team/invitations/accept': {
        status: 201,
        body: { success: true, account: account('driver') },
      },
    });
    await screen.findByRole('heading', { name: 'Join Haul LLC' });
    await userEvent.type(screen.getByLabelText(/Your name/), 'Ann Driver');
    await userEvent.type(screen.getByLabelText(/^Password/), 'longenough1');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'longenough1');
    await userEvent.click(screen.getByRole('button', { name: 'Join the Team' }));
    expect(await screen.findByText('Driver view reached')).toBeInTheDocument();
  });

  it('says an expired link has expired and asks the carrier for a new one', async () => {
    const calls = renderInvitation({
      [`GET ${LINK}`]: {
        status: 410,
        body: { message: FLEET_TEAM_MESSAGES.inviteExpired, errors: { reason: 'expired' } },
      },
      'POST /api/fleetfolio/team/invitations/renewal': {
        body: { message: FLEET_TEAM_MESSAGES.renewalRequested },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(FLEET_TEAM_MESSAGES.inviteExpired);
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a New Invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      FLEET_TEAM_MESSAGES.renewalRequested,
    );
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ token: TOKEN }),
    );
  });

  it.each([
    ['used', FLEET_TEAM_MESSAGES.inviteUsed],
    ['withdrawn', FLEET_TEAM_MESSAGES.inviteWithdrawn],
  ])('says why a %s link is dead, offers Sign in, and asks for a new one', async (reason, why) => {
    const calls = renderInvitation({
      [`GET ${LINK}`]: { status: 410, body: { message: why, errors: { reason } } },
      'POST /api/fleetfolio/team/invitations/renewal': {
        body: { message: FLEET_TEAM_MESSAGES.renewalRequested },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(why);
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/fleetfolio/login',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a New Invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      FLEET_TEAM_MESSAGES.renewalRequested,
    );
    expect(screen.queryByRole('button', { name: 'Ask for a New Invitation' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      expect.objectContaining({
        url: '/api/fleetfolio/team/invitations/renewal',
        body: { token: TOKEN },
      }),
    ]);
  });

  it('shows the quota answer when the request cannot be passed on now', async () => {
    const quota =
      'This email address has received the limit of 3 emails an hour from this site. Please try again later.';
    renderInvitation({
      [`GET ${LINK}`]: {
        status: 410,
        body: { message: FLEET_TEAM_MESSAGES.inviteUsed, errors: { reason: 'used' } },
      },
      'POST /api/fleetfolio/team/invitations/renewal': {
        status: 429,
        body: { message: quota },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a New Invitation' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
        FLEET_TEAM_MESSAGES.inviteUsed,
        quota,
      ]),
    );
    expect(screen.getByRole('button', { name: 'Ask for a New Invitation' })).toBeEnabled();
  });

  it('offers nothing to ask for an unknown link', async () => {
    renderInvitation({
      [`GET ${LINK}`]: { status: 404, body: { message: FLEET_TEAM_MESSAGES.inviteUnknown } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(FLEET_TEAM_MESSAGES.inviteUnknown);
    expect(screen.queryByRole('button', { name: 'Ask for a New Invitation' })).toBeNull();
  });

  it('says an invitation that could not be read was not opened, and Retry reads it again', async () => {
    const calls = renderInvitation({
      [`GET ${LINK}`]: [
        NETWORK_FAILURE,
        { body: { email: 'sam@haul.example.com', role: 'dispatcher', companyName: 'Haul LLC' } },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(screen.getByText('Your invitation could not be opened.')).toBeInTheDocument();
    expect(screen.queryByText('This invitation cannot be used.')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Join Haul LLC' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('sam@haul.example.com');
    expect(calls.map((call) => call.key)).toEqual([`GET ${LINK}`, `GET ${LINK}`]);
  });
});
