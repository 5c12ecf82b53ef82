import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { renderRoutes, stubFetch } from '@freight/runtime/testing';
import { ReviewManagement } from './ReviewManagement';

const routes: RouteObject[] = [{ path: '/admin', element: <ReviewManagement /> }];

const REQUESTS = [
  {
    id: 'a',
    brokerName: 'Done Broker',
    brokerEmail: 'd@b.test',
    status: 'completed',
    sentAt: '2026-11-01T00:00:00Z',
    expiresAt: '2026-12-01T00:00:00Z',
  },
  {
    id: 'b',
    brokerName: 'Late Broker',
    brokerEmail: 'l@b.test',
    status: 'expired',
    sentAt: '2026-09-01T00:00:00Z',
    expiresAt: '2026-10-01T00:00:00Z',
  },
  {
    id: 'c',
    brokerName: 'Open Broker',
    brokerEmail: 'o@b.test',
    status: 'sent',
    sentAt: '2026-11-10T00:00:00Z',
    expiresAt: '2026-12-10T00:00:00Z',
  },
];

const REVIEWS = [
  {
    id: 'r1',
    reviewerName: 'Waiting Wanda',
    reviewerEmail: 'w@b.test',
    reviewText: 'Great',
    rating: 5,
    isApproved: false,
    submittedAt: '2026-11-02T00:00:00Z',
  },
  {
    id: 'r2',
    reviewerName: 'Shown Sam',
    reviewerEmail: 's@b.test',
    reviewText: 'Good',
    rating: 4,
    isApproved: true,
    submittedAt: '2026-11-03T00:00:00Z',
  },
];

const REQUESTS_PAGE = 'GET /api/admin/review-requests?sort=sentAt&dir=desc&limit=25';
const page = (items: unknown[]) => ({ body: { items, total: items.length, nextCursor: null } });

const LISTS = {
  [REQUESTS_PAGE]: page(REQUESTS),
  'GET /api/admin/reviews': { body: REVIEWS },
};

describe('review management', () => {
  it('lists requests in a table with their states in words: completed green, expired red, otherwise yellow', async () => {
    stubFetch(LISTS);
    renderRoutes(routes, '/admin');
    const table = await screen.findByRole('table', {
      name: /Review requests — Showing 3 of 3 review requests/,
    });
    const badge = (name: string, status: string) =>
      within(within(table).getByRole('link', { name }).closest('tr')!).getByText(status, {
        selector: 'span',
      });
    expect(badge('Done Broker', 'Completed')).toHaveAttribute('data-colour', 'green');
    expect(badge('Late Broker', 'Expired')).toHaveAttribute('data-colour', 'red');
    expect(badge('Open Broker', 'Sent')).toHaveAttribute('data-colour', 'yellow');
  });

  it('opens a request from its row into the address, and from the address alone', async () => {
    stubFetch({
      ...LISTS,
      'GET /api/admin/review-requests/z': {
        body: { ...REQUESTS[2], id: 'z', brokerName: 'Linked Broker' },
      },
    });
    const user = userEvent.setup();
    const { history, unmount } = renderRoutes(routes, '/admin');
    await user.click(await screen.findByRole('link', { name: 'Open Broker' }));
    expect(history.url).toBe('/admin?request=c');
    const opened = await screen.findByRole('article', { name: 'Review request to Open Broker' });
    expect(within(opened).getByText('o@b.test')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close review request' }));
    expect(history.url).toBe('/admin');
    unmount();
    renderRoutes(routes, '/admin?request=z');
    expect(
      await screen.findByRole('article', { name: 'Review request to Linked Broker' }),
    ).toBeVisible();
  });

  it('filters requests by status on the server and keeps it in the address', async () => {
    const calls = stubFetch({
      ...LISTS,
      'GET /api/admin/review-requests?status=expired&sort=sentAt&dir=desc&limit=25': page([
        REQUESTS[1],
      ]),
    });
    const user = userEvent.setup();
    const { history } = renderRoutes(routes, '/admin');
    await screen.findByRole('link', { name: 'Open Broker' });
    await user.selectOptions(screen.getByLabelText('Status'), 'Expired');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open Broker' })).toBeNull());
    expect(await screen.findByRole('link', { name: 'Late Broker' })).toBeVisible();
    expect(history.url).toBe('/admin?status=expired');
    expect(calls.map((call) => call.key)).toContain(
      'GET /api/admin/review-requests?status=expired&sort=sentAt&dir=desc&limit=25',
    );
  });

  it('shows the empty texts', async () => {
    stubFetch({
      [REQUESTS_PAGE]: page([]),
      'GET /api/admin/reviews': { body: [] },
    });
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('No review requests sent yet')).toBeInTheDocument();
    expect(await screen.findByText('No reviews submitted yet')).toBeInTheDocument();
  });

  it('offers Approve Review only on unapproved reviews and confirms the approval', async () => {
    const calls = stubFetch({
      ...LISTS,
      'PATCH /api/admin/reviews/r1/approve': { body: { ...REVIEWS[0], isApproved: true } },
    });
    const user = userEvent.setup();
    const services = renderRoutes(routes, '/admin').services;
    const waiting = await screen.findByRole('article', { name: 'Review by Waiting Wanda' });
    const shown = screen.getByRole('article', { name: 'Review by Shown Sam' });
    expect(within(shown).queryByRole('button', { name: 'Approve Review' })).toBeNull();
    expect(within(shown).getByText('Approved', { selector: 'span' })).toBeVisible();
    expect(within(waiting).getByText('Awaiting Approval')).toBeVisible();
    await user.click(within(waiting).getByRole('button', { name: 'Approve Review' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: 'Review Approved',
        description: 'The review has been approved and will now appear on your website.',
      }),
    );
    expect(calls.find((call) => call.key.startsWith('PATCH'))?.body).toEqual({ isApproved: true });
  });

  it('shows the server message when approval fails', async () => {
    stubFetch({
      ...LISTS,
      'PATCH /api/admin/reviews/r1/approve': { status: 404, body: { message: 'Review not found' } },
    });
    const user = userEvent.setup();
    const services = renderRoutes(routes, '/admin').services;
    await user.click(await screen.findByRole('button', { name: 'Approve Review' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Review not found',
        variant: 'destructive',
      }),
    );
  });
});

describe('send review request dialog', () => {
  async function openDialog() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Review Request' }));
    return { user, dialog: await screen.findByRole('dialog', { name: 'Send Review Request' }) };
  }

  it('requires broker name and email after trimming and sends nothing', async () => {
    const calls = stubFetch(LISTS);
    const services = renderRoutes(routes, '/admin').services;
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Broker Name/), '   ');
    await user.type(within(dialog).getByLabelText(/Broker Email/), 'b@b.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(services.toast.show).toHaveBeenCalledWith({
      title: 'Required Fields',
      description: 'Broker name and email are required',
      variant: 'destructive',
    });
    expect(calls.filter((call) => call.key.startsWith('POST'))).toEqual([]);
  });

  it('sends, says when the mail failed, and closes', async () => {
    const calls = stubFetch({
      ...LISTS,
      'POST /api/admin/review-requests': () => ({
        status: 201,
        body: { ...REQUESTS[2], id: 'n', brokerName: 'New Broker', emailSent: false },
      }),
    });
    const services = renderRoutes(routes, '/admin').services;
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Broker Name/), ' New Broker ');
    await user.type(within(dialog).getByLabelText(/Broker Email/), 'new@b.test');
    await user.type(within(dialog).getByLabelText(/Company Name/), 'New Co');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: 'Review Request Sent',
        description: 'Review request sent to New Broker (email delivery failed)',
      }),
    );
    expect(calls.find((call) => call.key.startsWith('POST'))?.body).toEqual({
      brokerName: 'New Broker',
      brokerEmail: 'new@b.test',
      brokerPhone: '',
      companyName: 'New Co',
      projectDescription: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cannot be closed while sending, and shows the failure', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    stubFetch(LISTS);
    const fetchLists = global.fetch;
    global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method !== 'POST') return fetchLists(url, init);
      await pending;
      return { ok: false, status: 400, statusText: '', text: async (): Promise<string> => '' };
    }) as unknown as typeof fetch;
    const services = renderRoutes(routes, '/admin').services;
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(/Broker Name/), 'Slow Broker');
    await user.type(within(dialog).getByLabelText(/Broker Email/), 'slow@b.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    answer(undefined);
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to send review request',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
