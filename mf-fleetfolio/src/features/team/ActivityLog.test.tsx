import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { ActivityLog } from './ActivityLog';

const sam = {
  id: '665f1f77bcf86cd799439002',
  name: 'Sam Rivera',
  email: 'sam@haul.example.com',
  role: 'dispatcher',
  driverId: null,
  driverName: null,
  joinedAt: '2026-01-05T10:00:00.000Z',
  isYou: false,
};
const line = (n: number, summary: string) => ({
  id: `665f1f77bcf86cd7994390${String(n).padStart(2, '0')}`,
  at: '2026-03-02T15:04:00.000Z',
  actorId: sam.id,
  actorName: 'Sam Rivera',
  actorRole: 'dispatcher',
  recordType: 'trip',
  recordId: null,
  recordLabel: 'TR-1',
  summary,
});

function renderLog(path = '/fleetfolio/activity-log') {
  const calls = stubFetch((_method, url) => {
    if (url === '/api/fleetfolio/team') return { body: { members: [sam], invites: [] } };
    if (url.includes('before=')) {
      return { body: { entries: [line(3, 'Created load LD-1')], nextBefore: null } };
    }
    if (url.includes('recordType=trip')) {
      return { body: { entries: [line(1, 'Dispatched trip TR-1')], nextBefore: line(1, '').id } };
    }
    return { body: { entries: [line(2, 'Updated driver Ann')], nextBefore: null } };
  });
  const { history } = renderInArea(<ActivityLog />, { path });
  return { calls, history };
}

describe('ActivityLog', () => {
  it('shows who did what and when, newest first', async () => {
    renderLog();
    const lines = await screen.findByRole('list', { name: 'Activity' });
    expect(await within(lines).findByText('Updated driver Ann')).toBeInTheDocument();
    expect(within(lines).getByText('Sam Rivera (Dispatcher)')).toBeInTheDocument();
  });

  it('filters by member, record and days, then pages to older lines', async () => {
    const { calls } = renderLog();
    await screen.findByText('Updated driver Ann');
    const filter = screen.getByRole('form', { name: 'Filter the activity log' });
    await userEvent.selectOptions(within(filter).getByLabelText('Team member'), sam.id);
    await userEvent.selectOptions(within(filter).getByLabelText('Record'), 'trip');
    await userEvent.type(within(filter).getByLabelText('From'), '2026-03-01');
    await userEvent.click(within(filter).getByRole('button', { name: 'Apply Filter' }));
    expect(await screen.findByText('Dispatched trip TR-1')).toBeInTheDocument();
    const asked = calls.map((call) => call.url).filter((url) => url.includes('recordType'));
    expect(asked).toEqual([
      `/api/fleetfolio/activity?actorId=${sam.id}&recordType=trip&from=2026-03-01`,
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show Older' }));
    const older = await screen.findByRole('list', { name: 'Older activity' });
    expect(await within(older).findByText('Created load LD-1')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Show Older' })).not.toBeInTheDocument(),
    );
  });

  it('says so when nothing matches the filter', async () => {
    stubFetch((_method, url) =>
      url === '/api/fleetfolio/team'
        ? { body: { members: [sam], invites: [] } }
        : { body: { entries: [], nextBefore: null } },
    );
    renderInArea(<ActivityLog />, { path: '/fleetfolio' });
    expect(await screen.findByText('Nothing matches this filter.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show Older' })).not.toBeInTheDocument();
  });

  it('keeps the filter applied in the address: Back, a reload or a link shows the log with it', async () => {
    const trips = `/fleetfolio/activity-log?actorId=${sam.id}&recordType=trip`;
    const { calls, history } = renderLog(trips);
    expect(await screen.findByText('Dispatched trip TR-1')).toBeInTheDocument();
    const filter = screen.getByRole('form', { name: 'Filter the activity log' });
    expect(await within(filter).findByLabelText('Team member')).toHaveValue(sam.id);
    expect(within(filter).getByLabelText('Record')).toHaveValue('trip');
    expect(calls.map((call) => call.url)).toContain(
      `/api/fleetfolio/activity?actorId=${sam.id}&recordType=trip`,
    );

    await userEvent.selectOptions(within(filter).getByLabelText('Record'), '');
    await userEvent.type(within(filter).getByLabelText('To'), '2026-03-31');
    await userEvent.click(within(filter).getByRole('button', { name: 'Apply Filter' }));
    expect(history.url).toBe(`/fleetfolio/activity-log?actorId=${sam.id}&to=2026-03-31`);
    expect(await screen.findByText('Updated driver Ann')).toBeInTheDocument();

    await history.back();
    expect(history.url).toBe(trips);
    expect(await screen.findByText('Dispatched trip TR-1')).toBeInTheDocument();
    expect(within(filter).getByLabelText('Record')).toHaveValue('trip');
    expect(within(filter).getByLabelText('To')).toHaveValue('');
  });

  it('leaves out what the address gets wrong', async () => {
    const { calls } = renderLog('/fleetfolio/activity-log?recordType=payroll&from=March');
    expect(await screen.findByText('Updated driver Ann')).toBeInTheDocument();
    expect(screen.getByLabelText('Record')).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(calls.map((call) => call.url)).toContain('/api/fleetfolio/activity?');
  });
});
