import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_PREFERENCE_MESSAGES as M } from '@freight/contracts';
import { NETWORK_FAILURE, renderInArea, stubFetch } from '@freight/runtime/testing';
import { ShipmentMailSetting } from './ShipmentMailSetting';
import { Unsubscribe } from './Unsubscribe';

const TOKEN = `${'a'.repeat(64)}c2hpcEBhY21lLnRlc3Q`;

describe('shipment update mail settings', () => {
  it('turns the mails off from the portal switch', async () => {
    const calls = stubFetch({
      'GET /api/client-portal/mail-preferences': { body: { shipmentUpdates: true } },
      'PUT /api/client-portal/mail-preferences': (body) => ({ body }),
    });
    renderInArea(<ShipmentMailSetting />);
    const setting = await screen.findByRole('checkbox', { name: M.settingLabel });
    // Shown disabled until the setting arrives.
    await waitFor(() => expect(setting).toBeEnabled());
    expect(setting).toBeChecked();
    await userEvent.click(setting);
    await waitFor(() => expect(setting).not.toBeChecked());
    expect(
      calls.find((call) => call.key === 'PUT /api/client-portal/mail-preferences')?.body,
    ).toEqual({
      shipmentUpdates: false,
    });
  });

  it('unsubscribes from the link only on a click, and says so', async () => {
    const calls = stubFetch({
      'POST /api/mail-preferences/unsubscribe': { body: { message: M.unsubscribed } },
    });
    renderInArea(<Unsubscribe token={TOKEN} />);
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Stop shipment update emails' }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.unsubscribed);
    expect(calls.map((call) => call.body)).toEqual([{ token: TOKEN }]);
  });

  it('shows why a tampered link changed nothing', async () => {
    stubFetch({
      'POST /api/mail-preferences/unsubscribe': {
        status: 400,
        body: { message: M.linkInvalid, errors: { token: M.linkInvalid } },
      },
    });
    renderInArea(<Unsubscribe token={`${TOKEN}x`} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop shipment update emails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.linkInvalid);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the setting could not be loaded (not a switched-off box) and Retry loads it', async () => {
    stubFetch({
      'GET /api/client-portal/mail-preferences': [
        NETWORK_FAILURE,
        { body: { shipmentUpdates: true } },
      ],
    });
    renderInArea(<ShipmentMailSetting />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    const setting = await screen.findByRole('checkbox', { name: M.settingLabel });
    await waitFor(() => expect(setting).toBeChecked());
  });

  it('never calls the unsubscribe link invalid when the service is down, and a second click works', async () => {
    stubFetch({
      'POST /api/mail-preferences/unsubscribe': [
        { status: 503, body: { message: 'Service Unavailable' } },
        { body: { message: M.unsubscribed } },
      ],
    });
    renderInArea(<Unsubscribe token={TOKEN} />);
    await userEvent.click(screen.getByRole('button', { name: 'Stop shipment update emails' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(alert).not.toHaveTextContent(M.linkInvalid);
    await userEvent.click(screen.getByRole('button', { name: 'Stop shipment update emails' }));
    expect(await screen.findByRole('status')).toHaveTextContent(M.unsubscribed);
  });
});
