import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAreaApi } from '@freight/runtime';
import { renderInArea, stubFetch } from '@freight/runtime/testing';
import { adminQuote } from './adminQuote.fixture';
import { QUOTE_PAGE_SIZE, QuotesList } from './QuotesList';

const quote = (index: number) => adminQuote({ id: `q${index}`, companyName: `Company ${index}` });

const quotes = (from: number, count: number) =>
  Array.from({ length: count }, (_, offset) => quote(from + offset));

const limit = QUOTE_PAGE_SIZE + 1;
const lastOfFirstPage = `q${QUOTE_PAGE_SIZE}`;

describe('QuotesList', () => {
  it('shows a page of quotes and moves to the next and previous pages', async () => {
    const calls = stubFetch({
      [`GET /api/admin/quotes?limit=${limit}`]: { body: quotes(1, limit) },
      [`GET /api/admin/quotes?limit=${limit}&before=${lastOfFirstPage}`]: {
        body: quotes(QUOTE_PAGE_SIZE + 1, 2),
      },
    });
    renderInArea(<QuotesList />, { path: '/admin/quotes' });
    expect(await screen.findByText('Company 1')).toBeVisible();
    expect(screen.getByText(`Company ${QUOTE_PAGE_SIZE}`)).toBeVisible();
    expect(screen.queryByText(`Company ${QUOTE_PAGE_SIZE + 1}`)).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Quote request pages' });
    expect(within(pages).getByText('Page 1')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText(`Company ${QUOTE_PAGE_SIZE + 2}`)).toBeVisible();
    expect(screen.queryByText('Company 1')).not.toBeInTheDocument();
    expect(within(pages).getByText('Page 2')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(calls.map((call) => call.key)).toContain(
      `GET /api/admin/quotes?limit=${limit}&before=${lastOfFirstPage}`,
    );

    await userEvent.click(within(pages).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Company 1')).toBeVisible();
    expect(within(pages).getByText('Page 1')).toBeVisible();
  });

  it('shows no page controls when everything fits on one page, and starts over on a filter', async () => {
    const calls = stubFetch({
      [`GET /api/admin/quotes?limit=${limit}`]: { body: quotes(1, 2) },
      [`GET /api/admin/quotes?status=quoted&limit=${limit}`]: { body: [] },
    });
    renderInArea(<QuotesList />, { path: '/admin/quotes' });
    expect(await screen.findByText('Company 2')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Quote request pages' })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'quoted');
    expect(await screen.findByText('Nothing matches these filters')).toBeVisible();
    expect(calls.map((call) => call.key)).toContain(
      `GET /api/admin/quotes?status=quoted&limit=${limit}`,
    );
  });

  it('reads the list again when another area invalidates the cross-area Quote tag', async () => {
    const calls = stubFetch({
      [`GET /api/admin/quotes?limit=${limit}`]: [{ body: quotes(1, 1) }, { body: quotes(1, 2) }],
    });
    const { services } = renderInArea(<QuotesList />, { path: '/admin/quotes' });
    expect(await screen.findByText('Company 1')).toBeVisible();
    // As the landing page does when a quote is sent (its own area API, the shared tag name).
    const landing = createAreaApi('landing-page-in-test', ['Quote']);
    act(() => {
      services.store.dispatch(landing.util.invalidateTags(['Quote']));
    });
    expect(await screen.findByText('Company 2')).toBeVisible();
    await waitFor(() =>
      expect(
        calls.filter((call) => call.key === `GET /api/admin/quotes?limit=${limit}`),
      ).toHaveLength(2),
    );
  });

  it("shows each quote's reference, and searches by it", async () => {
    const calls = stubFetch({
      [`GET /api/admin/quotes?limit=${limit}`]: {
        body: [
          adminQuote({ reference: 'Q-7K3M9P' }),
          adminQuote({ id: 'q2', companyName: 'Old Co' }),
        ],
      },
      [`GET /api/admin/quotes?search=Q-7K3M9P&limit=${limit}`]: {
        body: [adminQuote({ reference: 'Q-7K3M9P' })],
      },
    });
    const user = userEvent.setup();
    renderInArea(<QuotesList />, { path: '/admin/quotes' });
    const card = await screen.findByRole('article', { name: 'Acme Foods' });
    expect(within(card).getByText('Quote request Q-7K3M9P from Ann Lee')).toBeVisible();
    expect(within(card).getByText('Reference')).toBeVisible();
    const old = screen.getByRole('article', { name: 'Old Co' });
    expect(within(old).getByText('Quote request from Ann Lee')).toBeVisible();
    expect(within(old).queryByText('Reference')).toBeNull();
    await user.type(screen.getByLabelText('Search by name, company or reference'), 'Q-7K3M9P');
    await waitFor(() => expect(screen.queryByText('Old Co')).not.toBeInTheDocument());
    expect(calls.map((call) => call.key)).toContain(
      `GET /api/admin/quotes?search=Q-7K3M9P&limit=${limit}`,
    );
  });

  it('offers every staff status on an open quote but only closing on an answered one', async () => {
    stubFetch({
      [`GET /api/admin/quotes?limit=${limit}`]: {
        body: [
          adminQuote({ id: 'q1', companyName: 'Open Freight' }),
          adminQuote({
            id: 'q2',
            companyName: 'Answered Freight',
            status: 'accepted',
            answer: { decision: 'accepted', at: '2026-11-24T10:00:00.000Z', by: 'ann@acme.test' },
          }),
        ],
      },
    });
    renderInArea(<QuotesList />, { path: '/admin/quotes' });
    const offered = (company: string) =>
      within(screen.getByRole('form', { name: `Change status of quote from ${company}` }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    await screen.findByText('Open Freight');
    expect(offered('Open Freight')).toEqual(['Pending', 'Contacted', 'Quoted', 'Closed']);
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
      [`GET /api/admin/quotes?limit=${limit}`]: {
        body: [
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
        ],
      },
    });
    renderInArea(<QuotesList />, { path: '/admin/quotes' });
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
