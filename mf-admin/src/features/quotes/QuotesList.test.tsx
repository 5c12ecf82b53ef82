import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAreaApi } from '@freight/runtime';
import { NETWORK_FAILURE, renderInArea, stubFetch } from '@freight/runtime/testing';
import { adminQuote, quotePrice } from './adminQuote.fixture';
import type { AdminQuote } from '@freight/contracts';
import { QuotesList } from './QuotesList';

const quote = (index: number) => adminQuote({ id: `q${index}`, companyName: `Company ${index}` });

const quotes = (from: number, count: number) =>
  Array.from({ length: count }, (_, offset) => quote(from + offset));

const FIRST = 'GET /api/admin/quotes?sort=createdAt&dir=desc&limit=25';
const page = (items: AdminQuote[], total = items.length, nextCursor: string | null = null) => ({
  body: { items, total, nextCursor },
});

describe('QuotesList', () => {
  it('is a table of quote requests with a count, and loads more with the cursor', async () => {
    const calls = stubFetch({
      [FIRST]: page(quotes(1, 25), 27, 'c25'),
      'GET /api/admin/quotes?sort=createdAt&dir=desc&cursor=c25&limit=25': page(quotes(26, 2), 27),
    });
    renderInArea(<QuotesList />, { path: '/admin/quotes' });
    const table = await screen.findByRole('table', {
      name: /Quote requests — Showing 25 of 27 quote requests/,
    });
    expect(within(table).getByRole('link', { name: 'Company 25' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Load more quote requests' }));
    expect(await screen.findByRole('link', { name: 'Company 27' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Company 1' })).toBeVisible();
    expect(screen.getByRole('table')).toHaveAccessibleName(/Showing 27 of 27/);
    expect(screen.queryByRole('button', { name: 'Load more quote requests' })).toBeNull();
    expect(calls.map((call) => call.key)).toContain(
      'GET /api/admin/quotes?sort=createdAt&dir=desc&cursor=c25&limit=25',
    );
  });

  it('shows labels, not codes, and sorts on the server from a header, keeping it in the address', async () => {
    const calls = stubFetch({
      [FIRST]: page([adminQuote()]),
      'GET /api/admin/quotes?sort=companyName&dir=asc&limit=25': page([adminQuote()]),
    });
    const { history } = renderInArea(<QuotesList />, { path: '/admin/quotes' });
    const row = (await screen.findByRole('link', { name: 'Acme Foods' })).closest('tr')!;
    expect(within(row).getByText('FTL (Full Truckload)')).toBeVisible();
    expect(within(row).queryByText('ftl')).toBeNull();
    expect(screen.getByRole('columnheader', { name: /Received/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('button', { name: /Company/ }));
    await waitFor(() =>
      expect(calls.map((call) => call.key)).toContain(
        'GET /api/admin/quotes?sort=companyName&dir=asc&limit=25',
      ),
    );
    expect(history.url).toBe('/admin/quotes?sort=companyName&dir=asc');
  });

  it('filters by status and says when nothing matches', async () => {
    const calls = stubFetch({
      [FIRST]: page(quotes(1, 2)),
      'GET /api/admin/quotes?status=quoted&sort=createdAt&dir=desc&limit=25': page([]),
    });
    renderInArea(<QuotesList />, { path: '/admin/quotes' });
    expect(await screen.findByText('Company 2')).toBeVisible();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'quoted');
    expect(await screen.findByText('No quote requests match these filters.')).toBeVisible();
    expect(calls.map((call) => call.key)).toContain(
      'GET /api/admin/quotes?status=quoted&sort=createdAt&dir=desc&limit=25',
    );
  });

  it('says the service could not be reached, and Retry reads again', async () => {
    stubFetch({
      [FIRST]: [
        { status: 503, body: { message: 'Service temporarily unavailable' } },
        page(quotes(1, 1)),
      ],
    });
    renderInArea(<QuotesList />, { path: '/admin/quotes' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not load quote requests: the service could not be reached.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Company 1' })).toBeVisible();
  });

  it('reads the list again when another area invalidates the cross-area Quote tag', async () => {
    const calls = stubFetch({
      [FIRST]: [page(quotes(1, 1)), page(quotes(1, 2))],
    });
    const { services } = renderInArea(<QuotesList />, { path: '/admin/quotes' });
    expect(await screen.findByText('Company 1')).toBeVisible();
    // As the landing page does when a quote is sent (its own area API, the shared tag name).
    const landing = createAreaApi('landing-page-in-test', ['Quote']);
    act(() => {
      services.store.dispatch(landing.util.invalidateTags(['Quote']));
    });
    expect(await screen.findByText('Company 2')).toBeVisible();
    await waitFor(() => expect(calls.filter((call) => call.key === FIRST)).toHaveLength(2));
  });

  it('opens a quote from its row into the address, shows its reference, and searches by it', async () => {
    const calls = stubFetch({
      [FIRST]: page([
        adminQuote({ reference: 'Q-7K3M9P' }),
        adminQuote({ id: 'q2', companyName: 'Old Co' }),
      ]),
      'GET /api/admin/quotes?q=Q-7K3M9P&sort=createdAt&dir=desc&limit=25': page([
        adminQuote({ reference: 'Q-7K3M9P' }),
      ]),
    });
    const user = userEvent.setup();
    const { history } = renderInArea(<QuotesList />, { path: '/admin/quotes' });
    await user.click(await screen.findByRole('link', { name: 'Acme Foods' }));
    expect(history.url).toBe('/admin/quotes?quote=q1');
    const card = await screen.findByRole('article', { name: 'Acme Foods' });
    expect(within(card).getByText('Quote request Q-7K3M9P from Ann Lee')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close quote request' }));
    expect(screen.queryByRole('article')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Old Co' }));
    const old = await screen.findByRole('article', { name: 'Old Co' });
    expect(within(old).getByText('Quote request from Ann Lee')).toBeVisible();
    expect(within(old).queryByText('Reference')).toBeNull();
    await user.type(screen.getByLabelText('Search by name, company or reference'), 'Q-7K3M9P');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Old Co' })).toBeNull());
    expect(calls.map((call) => call.key)).toContain(
      'GET /api/admin/quotes?q=Q-7K3M9P&sort=createdAt&dir=desc&limit=25',
    );
  });

  it('opens a quote from its address alone, reading it by id when no page holds it', async () => {
    stubFetch({
      [FIRST]: page([]),
      'GET /api/admin/quotes/q9': { body: adminQuote({ id: 'q9', companyName: 'Deep Link Co' }) },
    });
    renderInArea(<QuotesList />, { path: '/admin/quotes?quote=q9' });
    expect(await screen.findByRole('article', { name: 'Deep Link Co' })).toBeVisible();
  });

  it('says an opened quote could not be read when the service is down, never that it is gone, and retries', async () => {
    stubFetch({
      [FIRST]: page([]),
      'GET /api/admin/quotes/q9': [
        NETWORK_FAILURE,
        { body: adminQuote({ id: 'q9', companyName: 'Deep Link Co' }) },
      ],
    });
    renderInArea(<QuotesList />, { path: '/admin/quotes?quote=q9' });
    const panel = await screen.findByRole('region', { name: 'Quote request' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(alert).not.toHaveTextContent('Could not open this quote request');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Deep Link Co' })).toBeVisible();
  });

  it('offers quoted only with a price, and only closing on an answered quote', async () => {
    const open = adminQuote({ id: 'q1', companyName: 'Open Freight' });
    const priced = adminQuote({ id: 'q3', companyName: 'Priced Freight', price: quotePrice });
    const answeredQuote = adminQuote({
      id: 'q2',
      companyName: 'Answered Freight',
      status: 'accepted',
      answer: { decision: 'accepted', at: '2026-11-24T10:00:00.000Z', by: 'ann@acme.test' },
    });
    stubFetch({ [FIRST]: page([open, answeredQuote, priced]) });
    const offered = (company: string) =>
      within(screen.getByRole('form', { name: `Change status of quote from ${company}` }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    const { unmount } = renderInArea(<QuotesList />, { path: '/admin/quotes?quote=q1' });
    await screen.findByRole('article', { name: 'Open Freight' });
    expect(offered('Open Freight')).toEqual(['Pending', 'Contacted', 'Closed']);
    unmount();
    const pricedView = renderInArea(<QuotesList />, { path: '/admin/quotes?quote=q3' });
    await screen.findByRole('article', { name: 'Priced Freight' });
    expect(offered('Priced Freight')).toEqual(['Pending', 'Contacted', 'Quoted', 'Closed']);
    pricedView.unmount();
    renderInArea(<QuotesList />, { path: '/admin/quotes?quote=q2' });
    await screen.findByRole('article', { name: 'Answered Freight' });
    expect(offered('Answered Freight')).toEqual(['Accepted (current)', 'Closed']);
    const answered = screen.getByRole('form', {
      name: 'Change status of quote from Answered Freight',
    });
    expect(within(answered).getByRole('button', { name: 'Update Status' })).toBeDisabled();
    await userEvent.selectOptions(
      within(answered).getByRole('combobox', { name: /New status/ }),
      'closed',
    );
    expect(within(answered).getByRole('button', { name: 'Update Status' })).toBeEnabled();
  });
});

describe('a quote request as staff read it', () => {
  it('shows the labels of its codes, its statuses in words and its documents by file name', async () => {
    stubFetch({
      [FIRST]: page([
        adminQuote({
          status: 'contacted',
          additionalFreightType: 'reefer',
          pickupTimeType: 'appointment',
          pickupTime: '8:00 AM',
          deliveryTimeType: 'flexible',
          driverAssistance: 'no-touch',
          assistanceLocation: 'both',
          assistanceType: 'pallet-jack',
          documents: [
            { url: '/api/admin/quotes/q1/documents/0', label: 'Document 1', fileName: 'bol.pdf' },
            { url: '/api/admin/quotes/q1/documents/1', label: 'Document 2' },
          ],
          history: [
            {
              id: 'h1',
              fromStatus: 'pending',
              toStatus: 'contacted',
              note: '',
              changedBy: 'admin',
              changedAt: '2026-11-21T10:00:00.000Z',
            },
          ],
        }),
      ]),
    });
    renderInArea(<QuotesList />, { path: '/admin/quotes?quote=q1' });
    const card = within(await screen.findByRole('article', { name: 'Acme Foods' }));
    const detail = (term: string) => card.getByText(term).nextElementSibling;
    expect(detail('Freight type')).toHaveTextContent('FTL (Full Truckload)');
    expect(detail('Additional freight type')).toHaveTextContent('Reefer (Temperature Controlled)');
    expect(detail('Pickup time')).toHaveTextContent('Appointment, 8:00 AM');
    expect(detail('Delivery time')).toHaveTextContent(/^Flexible$/);
    expect(detail('Driver assistance')).toHaveTextContent('No-Touch (driver stays with the truck)');
    expect(detail('Assistance location')).toHaveTextContent('At Pickup and Delivery');
    expect(detail('Assistance type')).toHaveTextContent('Pallet Jack Moves');
    for (const code of ['ftl', 'reefer', 'appointment', 'no-touch', 'both', 'pallet-jack']) {
      expect(card.queryByText(code)).toBeNull();
    }
    expect(card.getByText('Contacted', { selector: 'span' })).toBeVisible();
    expect(card.getByRole('list', { name: 'Status history' })).toHaveTextContent(
      'Pending → Contacted by admin',
    );
    expect(card.getByRole('option', { name: 'Contacted' })).toHaveValue('contacted');

    const documents = within(card.getByRole('list', { name: 'Documents' }));
    expect(documents.getByRole('link', { name: 'bol.pdf' })).toHaveAttribute(
      'href',
      '/api/admin/quotes/q1/documents/0',
    );
    expect(documents.getAllByRole('listitem')[0]).toHaveTextContent('Document 1: bol.pdf');
    expect(documents.getByRole('link', { name: 'Document 2' })).toHaveAttribute(
      'href',
      '/api/admin/quotes/q1/documents/1',
    );
  });
});
