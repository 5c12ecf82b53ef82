import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTE_PRICE_MESSAGES } from '@freight/contracts';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { adminQuote, quotePrice as price } from './adminQuote.fixture';
import { QuotePriceButton } from './QuotePriceButton';
import { QuotePriceSummary } from './QuotePriceSummary';

async function openPriceDialog(name = 'Set Price') {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', { name: 'Price for Acme Foods' });
}

describe('quote price', () => {
  it('computes the total from the amounts and sends the price', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({
      'POST /api/admin/quotes/q1/price': { body: adminQuote({ status: 'quoted', price }) },
    });
    renderInArea(<QuotePriceButton quote={adminQuote({ reference: 'Q-7K3M9P' })} />);
    const dialog = await openPriceDialog();
    await user.type(within(dialog).getByLabelText(/^Line haul/), '1200');
    await user.type(within(dialog).getByLabelText(/^Fuel surcharge/), '100.50');
    await user.click(within(dialog).getByRole('button', { name: 'Add accessorial' }));
    const accessorial = within(dialog).getByRole('group', { name: 'Accessorial 1' });
    await user.type(within(accessorial).getByLabelText(/^Accessorial name/), 'Liftgate');
    await user.type(within(accessorial).getByLabelText(/^Accessorial amount/), '49.50');
    expect(within(dialog).getByLabelText('Total')).toHaveTextContent('$1,350.00');
    await user.type(within(dialog).getByLabelText(/^Valid until/), '2099-12-31');
    await user.type(within(dialog).getByLabelText(/^Notes for the shipper/), 'Dock 4');
    await user.click(within(dialog).getByRole('button', { name: 'Send Price' }));
    await waitFor(() =>
      expect(calls.find((call) => call.key === 'POST /api/admin/quotes/q1/price')?.body).toEqual({
        lineHaul: 1200,
        fuelSurcharge: 100.5,
        accessorials: [{ name: 'Liftgate', amount: 49.5 }],
        total: 1350,
        validUntil: '2099-12-31',
        notes: 'Dock 4',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names a negative amount and a past day and sends nothing', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({});
    renderInArea(<QuotePriceButton quote={adminQuote()} />);
    const dialog = await openPriceDialog();
    await user.type(within(dialog).getByLabelText(/^Line haul/), '-5');
    await user.type(within(dialog).getByLabelText(/^Fuel surcharge/), '10');
    await user.type(within(dialog).getByLabelText(/^Valid until/), '2020-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Send Price' }));
    expect(await within(dialog).findByText(QUOTE_PRICE_MESSAGES.validUntilPast)).toBeVisible();
    expect(within(dialog).getByLabelText(/^Line haul/)).toHaveAccessibleDescription(
      /must be greater than or equal to 0|must be at least 0/i,
    );
    expect(calls).toEqual([]);
  });

  it('offers no price form once the shipper answered, and shows the answer', () => {
    const answered = adminQuote({
      status: 'accepted',
      price,
      answer: { decision: 'accepted', at: '2026-11-22T10:00:00.000Z', by: 'ann@acme.test' },
    });
    renderInArea(
      <>
        <QuotePriceButton quote={answered} />
        <QuotePriceSummary quote={answered} />
      </>,
    );
    expect(screen.queryByRole('button', { name: /Price/ })).toBeNull();
    const summary = screen.getByRole('region', { name: 'Quoted price' });
    expect(within(summary).getByText('$1,350.00')).toBeVisible();
    expect(within(summary).getByText('Liftgate')).toBeVisible();
    expect(within(summary).getByText(/Accepted by ann@acme\.test/)).toBeVisible();
  });
});
