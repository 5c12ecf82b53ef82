import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QUOTE_PRICE_MESSAGES, type ClientQuote } from '@freight/contracts';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { QuotesList } from './QuotesList';

const quoted: ClientQuote = {
  id: 'q1',
  reference: 'Q-7K3M9P',
  pickupLocation: 'Chicago, IL',
  deliveryLocation: 'Dallas, TX',
  freightType: 'ftl',
  weight: '',
  requestedDate: '2099-12-01',
  status: 'quoted',
  createdAt: '2026-11-20T00:00:00.000Z',
  price: {
    lineHaul: 1200,
    fuelSurcharge: 100.5,
    accessorials: [{ name: 'Liftgate', amount: 49.5 }],
    total: 1350,
    validUntil: '2099-12-31',
    notes: 'Dock 4, appointment needed',
    quotedAt: '2026-11-21T00:00:00.000Z',
  },
};

const priceOf = () => screen.getByRole('region', { name: 'Price of quote Q-7K3M9P' });

describe("a quote's price in the portal", () => {
  it('shows the price and accepts it', async () => {
    const calls = stubFetch({
      'POST /api/client-portal/quotes/q1/accept': { body: { ...quoted, status: 'accepted' } },
      'GET /api/client-portal/quotes': { body: [] },
    });
    const { services } = renderInArea(<QuotesList quotes={[quoted]} />);
    const price = priceOf();
    expect(within(price).getByText('$1,350.00')).toBeVisible();
    expect(within(price).getByText('Liftgate')).toBeVisible();
    expect(within(price).getByText('$49.50')).toBeVisible();
    expect(within(price).getByText('Dock 4, appointment needed')).toBeVisible();
    await userEvent.click(within(price).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: 'Quote Accepted',
        description: QUOTE_PRICE_MESSAGES.accepted,
      }),
    );
    expect(
      calls.find((call) => call.key === 'POST /api/client-portal/quotes/q1/accept')?.body,
    ).toEqual({});
  });

  it('declines with an optional reason', async () => {
    const calls = stubFetch({
      'POST /api/client-portal/quotes/q1/decline': { body: { ...quoted, status: 'declined' } },
      'GET /api/client-portal/quotes': { body: [] },
    });
    renderInArea(<QuotesList quotes={[quoted]} />);
    await userEvent.click(within(priceOf()).getByRole('button', { name: 'Decline' }));
    const form = await screen.findByRole('form', { name: 'Decline quote Q-7K3M9P' });
    await userEvent.type(within(form).getByLabelText(/Reason/), 'Too far out');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm Decline' }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.key === 'POST /api/client-portal/quotes/q1/decline')?.body,
      ).toEqual({ reason: 'Too far out' }),
    );
  });

  it('offers no answer to an expired or answered price', () => {
    const expired = { ...quoted, price: { ...quoted.price!, validUntil: '2020-01-01' } };
    const answered: ClientQuote = {
      ...quoted,
      id: 'q2',
      reference: 'Q-ANSWRD',
      status: 'accepted',
      answer: { decision: 'accepted', at: '2026-11-22T15:00:00.000Z', by: 'ann@acme.test' },
    };
    stubFetch({});
    renderInArea(<QuotesList quotes={[expired, answered]} />);
    expect(within(priceOf()).getByText(QUOTE_PRICE_MESSAGES.expired)).toBeVisible();
    expect(within(priceOf()).queryByRole('button', { name: 'Accept' })).toBeNull();
    const done = screen.getByRole('region', { name: 'Price of quote Q-ANSWRD' });
    expect(within(done).getByRole('status')).toHaveTextContent(/^Accepted on /);
    expect(within(done).queryByRole('button')).toBeNull();
  });
});
