import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAIL_PREFERENCE_MESSAGES as M } from '@freight/contracts';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
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
});
