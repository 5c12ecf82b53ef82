import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NETWORK_FAILURE,
  renderInArea,
  stubFetch,
  type StubAnswers,
} from '@freight/runtime/testing';
import { TeamPanel } from './TeamPanel';

const owner = {
  id: '665f1f77bcf86cd799439001',
  name: 'Pat Lee',
  email: 'pat@haul.example.com',
  role: 'owner',
  driverId: null,
  driverName: null,
  joinedAt: '2026-01-05T10:00:00.000Z',
  isYou: true,
};
const dispatcher = {
  ...owner,
  id: '665f1f77bcf86cd799439002',
  name: 'Sam Rivera',
  email: 'sam@haul.example.com',
  role: 'dispatcher',
  isYou: false,
};
const expiredInvite = {
  id: '665f1f77bcf86cd799439003',
  email: 'late@haul.example.com',
  role: 'dispatcher',
  driverId: null,
  driverName: null,
  status: 'expired',
  expiresAt: '2026-02-01T10:00:00.000Z',
  createdAt: '2026-01-25T10:00:00.000Z',
  renewalRequestedAt: '2026-02-03T10:00:00.000Z',
};
const john = { id: '665f1f77bcf86cd799439022', name: 'John Smith' };
const team = { members: [owner, dispatcher], invites: [expiredInvite] };

function renderPanel(extra: StubAnswers = {}) {
  const calls = stubFetch({
    'GET /api/fleetfolio/team': { body: team },
    'GET /api/fleetfolio/drivers': { body: [john] },
    ...extra,
  });
  const { services } = renderInArea(<TeamPanel />, { path: '/fleetfolio' });
  return { calls, services };
}

const failureToast = (description: string) => ({
  title: 'Error',
  description,
  variant: 'destructive',
});

describe('TeamPanel', () => {
  it('lists members with their roles; only other members have actions', async () => {
    renderPanel();
    const you = await screen.findByRole('listitem', { name: 'Pat Lee' });
    expect(within(you).getByRole('heading', { name: 'Pat Lee (you)' })).toBeInTheDocument();
    expect(within(you).getByText('Owner')).toBeInTheDocument();
    expect(within(you).queryByRole('button')).not.toBeInTheDocument();
    const sam = screen.getByRole('listitem', { name: 'Sam Rivera' });
    expect(within(sam).getByText('Dispatcher')).toBeInTheDocument();
    for (const name of ['Change Role', 'Make Owner', 'Remove']) {
      expect(within(sam).getByRole('button', { name })).toBeInTheDocument();
    }
    const invite = screen.getByRole('listitem', { name: 'late@haul.example.com' });
    expect(within(invite).getByText('Expired')).toBeInTheDocument();
    expect(within(invite).getByText('Asked for a new link on 02/03/2026.')).toBeInTheDocument();
  });

  it('invites a driver bound to a driver record, and asks for the record first', async () => {
    const { calls } = renderPanel({
      'POST /api/fleetfolio/team/invites': { status: 201, body: { ...expiredInvite } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Member' });
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'ann@haul.example.com');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Role/), 'driver');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    expect(
      await within(dialog).findByText('Choose the driver record this person drives as'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.selectOptions(within(dialog).getByLabelText(/Driver record/), john.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'ann@haul.example.com',
      role: 'driver',
      driverId: john.id,
    });
  });

  it("shows the server's 409 for an address of another carrier and keeps the dialog open", async () => {
    const message =
      "This address already belongs to another carrier's FleetFolio account. Ask them to use another address.";
    const { services } = renderPanel({
      'POST /api/fleetfolio/team/invites': { status: 409, body: { message } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Member' });
    await userEvent.type(within(dialog).getByLabelText(/Email/), 'taken@other.example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitation' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith(failureToast(message)));
    expect(screen.getByRole('dialog', { name: 'Invite Member' })).toBeInTheDocument();
  });

  it('changes a role through the Change Role dialog and shows the new role', async () => {
    const bound = 'This driver already has a FleetFolio sign-in';
    const samDriving = { ...dispatcher, role: 'driver', driverId: john.id, driverName: john.name };
    const changed = { members: [owner, samDriving], invites: [expiredInvite] };
    const { calls, services } = renderPanel({
      'GET /api/fleetfolio/team': [{ body: team }, { body: changed }],
      'PUT /api/fleetfolio/team/members/665f1f77bcf86cd799439002/role': [
        { status: 409, body: { message: bound } },
        { body: changed },
      ],
    });
    const sam = await screen.findByRole('listitem', { name: 'Sam Rivera' });
    await userEvent.click(within(sam).getByRole('button', { name: 'Change Role' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Role of Sam Rivera' });
    expect(within(dialog).getByLabelText(/Role/)).toHaveValue('dispatcher');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Role/), 'driver');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    expect(
      await within(dialog).findByText('Choose the driver record this person drives as'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await userEvent.selectOptions(within(dialog).getByLabelText(/Driver record/), john.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    await waitFor(() => expect(services.toast.show).toHaveBeenCalledWith(failureToast(bound)));
    expect(screen.getByRole('dialog', { name: 'Change Role of Sam Rivera' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.map((call) => call.url)).toEqual([
      '/api/fleetfolio/team/members/665f1f77bcf86cd799439002/role',
      '/api/fleetfolio/team/members/665f1f77bcf86cd799439002/role',
    ]);
    expect(puts.map((call) => call.body)).toEqual([
      { role: 'driver', driverId: john.id },
      { role: 'driver', driverId: john.id },
    ]);
    expect(services.toast.show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Role Changed',
        description: 'Sam Rivera is now a driver.',
      }),
    );
    const driving = await screen.findByText(/drives as John Smith/);
    const card = screen.getByRole('listitem', { name: 'Sam Rivera' });
    expect(card).toContainElement(driving);
    expect(within(card).getByText('Driver')).toBeInTheDocument();
  });

  it('removes a member only after the owner confirms', async () => {
    const { calls } = renderPanel({
      'DELETE /api/fleetfolio/team/members/665f1f77bcf86cd799439002': { status: 204 },
    });
    const sam = await screen.findByRole('listitem', { name: 'Sam Rivera' });
    await userEvent.click(within(sam).getByRole('button', { name: 'Remove' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove Sam Rivera?' });
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove Member' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        '/api/fleetfolio/team/members/665f1f77bcf86cd799439002',
      ]),
    );
  });

  it('transfers ownership with the password, and says when the password is wrong', async () => {
    const { calls, services } = renderPanel({
      'POST /api/fleetfolio/team/members/665f1f77bcf86cd799439002/ownership': [
        { status: 403, body: { message: 'Your password is not correct' } },
        { body: team },
      ],
    });
    const sam = await screen.findByRole('listitem', { name: 'Sam Rivera' });
    await userEvent.click(within(sam).getByRole('button', { name: 'Make Owner' }));
    const dialog = screen.getByRole('dialog', { name: 'Transfer Ownership to Sam Rivera' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer Ownership' }));
    expect(await within(dialog).findByText('Enter your password to confirm')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Your password/), 'wrong-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer Ownership' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith(
        failureToast('Your password is not correct'),
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer Ownership' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const transfers = calls.filter((call) => call.url.endsWith('/ownership'));
    expect(transfers.map((call) => call.body)).toEqual([
      { password: 'wrong-password' },
      { password: 'wrong-password' },
    ]);
  });

  it("says the team could not be read, never 'Members (0)', and Retry lists it", async () => {
    renderPanel({ 'GET /api/fleetfolio/team': [NETWORK_FAILURE, { body: team }] });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(screen.getByRole('heading', { name: 'Members' })).toBeInTheDocument();
    expect(screen.queryByText(/Members \(0\)/)).toBeNull();
    expect(screen.queryByText('No open invitations.')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Members (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the driver records could not be read instead of an empty select, and Retry fills it', async () => {
    renderPanel({ 'GET /api/fleetfolio/drivers': [{ status: 502 }, { body: [john] }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Invite Member' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite Member' });
    await userEvent.selectOptions(within(dialog).getByLabelText(/Role/), 'driver');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(within(dialog).queryByLabelText(/Driver record/)).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const select = await within(dialog).findByLabelText(/Driver record/);
    expect(within(select).getByRole('option', { name: 'John Smith' })).toBeInTheDocument();
  });
});
