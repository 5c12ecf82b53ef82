import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxMessage } from '@freight/contracts';
import { NETWORK_FAILURE, renderInArea, stubFetch } from '@freight/runtime/testing';
import { SentMailList } from './SentMailList';

const PATH = '/admin/sent-mail';
const LIST = '/api/admin/sent-mail';
const FIRST = `GET ${LIST}?sort=createdAt&dir=desc&limit=25`;

const base = {
  to: ['dispatch@carrier.test'],
  text: 'A new quote request was submitted on the website.',
  attachments: [],
  maxAttempts: 10,
  createdAt: '2026-11-20T15:00:00Z',
};

const MESSAGES: OutboxMessage[] = [
  {
    ...base,
    id: 'q',
    messageId: '<q@site.test>',
    subject: 'New quote request from Acme',
    state: 'queued',
    attempts: 0,
    nextAttemptAt: '2026-11-20T15:00:00Z',
  },
  {
    ...base,
    id: 'r',
    messageId: '<r@site.test>',
    subject: 'Confirm your email address',
    state: 'retrying',
    attempts: 2,
    nextAttemptAt: '2026-11-20T15:02:00Z',
    lastError: 'connect ECONNREFUSED 10.0.0.5:587',
  },
  {
    ...base,
    id: 's',
    messageId: '<s@site.test>',
    subject: 'Invoice INV-1 from Carrier',
    state: 'sent',
    attempts: 1,
    sentAt: '2026-11-20T15:00:05Z',
    attachments: [{ filename: 'Invoice-INV-1.pdf', size: 5120 }],
  },
  {
    ...base,
    id: 'f',
    messageId: '<f@site.test>',
    subject: 'How did we do? Share your review',
    state: 'failed',
    attempts: 10,
    failedAt: '2026-11-20T18:00:00Z',
    lastError: '550 No such mailbox',
  },
];

const FAILED = MESSAGES[3]!;

const page = (
  items: OutboxMessage[],
  { total = items.length, nextCursor = null as string | null, catching = false } = {},
) => ({ body: { items, total, nextCursor, catching } });

/** The row of a message, found by its subject button. */
const row = async (subject: string) => {
  const button = await screen.findByRole('button', { name: subject });
  return within(button.closest('tr') as HTMLElement);
};

/** The messages open in place in the table. */
const openMessages = () => within(screen.getByRole('table')).queryAllByRole('region');

/** Opens a message by its subject and gives its details. */
const open = async (user: ReturnType<typeof userEvent.setup>, subject: string) => {
  await user.click(await screen.findByRole('button', { name: subject }));
  return within(screen.getByRole('region', { name: subject }));
};

describe('the Sent Mail tab', () => {
  it('is a table of subjects with recipients, state, times and a count, every message closed', async () => {
    stubFetch({ [FIRST]: page(MESSAGES) });
    renderInArea(<SentMailList />, { path: PATH });
    const table = await screen.findByRole('table', {
      name: 'Sent mail — Showing 4 of 4 messages',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Select all 4 shown messages', 'Subject↕', 'To', 'State↕', 'Queued▼', 'Sent↕']);
    const subjects = MESSAGES.map((message) =>
      within(table).getByRole('button', { name: message.subject }),
    );
    expect(subjects.map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'false',
      'false',
      'false',
      'false',
    ]);
    const queued = await row('New quote request from Acme');
    expect(queued.getByText('dispatch@carrier.test')).toBeVisible();
    expect(queued.getByText('Queued')).toHaveAttribute('data-colour', 'blue');
    expect(queued.getByText(/^\d{2}\/\d{2}\/2026/)).toHaveAttribute(
      'datetime',
      '2026-11-20T15:00:00Z',
    );
    expect(queued.getByRole('cell', { name: '—' })).toBeVisible();
    const sent = await row('Invoice INV-1 from Carrier');
    expect(sent.getByText('Sent')).toHaveAttribute('data-colour', 'green');
    expect(
      sent.getAllByText(/^\d{2}\/\d{2}\/2026/).map((time) => time.getAttribute('datetime')),
    ).toEqual(['2026-11-20T15:00:00Z', '2026-11-20T15:00:05Z']);
    expect((await row('Confirm your email address')).getByText('Retrying')).toHaveAttribute(
      'data-colour',
      'yellow',
    );
    expect((await row(FAILED.subject)).getByText('Failed')).toHaveAttribute('data-colour', 'red');
    expect(openMessages()).toHaveLength(0);
    expect(screen.queryByText(base.text)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Again' })).toBeNull();
    expect(screen.queryByText(/local mail catcher/)).toBeNull();
  });

  it('shows an open message’s state below its subject: queued, retrying with its next attempt, sent, failed with the error', async () => {
    stubFetch({ [FIRST]: page(MESSAGES) });
    const user = userEvent.setup();
    renderInArea(<SentMailList />, { path: PATH });

    const queued = await open(user, 'New quote request from Acme');
    expect(queued.getByText(/waiting to be sent/)).toBeInTheDocument();
    expect(queued.getByText(base.text)).toBeInTheDocument();
    expect((await row('New quote request from Acme')).getByRole('region')).toBeVisible();

    const retrying = await open(user, 'Confirm your email address');
    expect(
      retrying.getByText(
        /Attempt 2 of 10 failed: connect ECONNREFUSED 10\.0\.0\.5:587\. Next attempt \d{2}\/\d{2}\/2026/,
      ),
    ).toBeInTheDocument();

    const sent = await open(user, 'Invoice INV-1 from Carrier');
    expect(sent.getByText(/after 1 attempt\./)).toBeInTheDocument();
    expect(sent.getByText('Attachments: Invoice-INV-1.pdf')).toBeInTheDocument();
    expect(sent.queryByRole('button', { name: 'Send Again' })).toBeNull();

    const failed = await open(user, FAILED.subject);
    expect(failed.getByText('Failed after 10 attempts: 550 No such mailbox.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Send Again' })).toHaveLength(1);
    expect(failed.getByRole('button', { name: 'Send Again' })).toBeInTheDocument();
  });

  it('keeps one message open, in the address: opening another closes it, its button closes it, Back reopens', async () => {
    stubFetch({ [FIRST]: page(MESSAGES) });
    const user = userEvent.setup();
    const { history } = renderInArea(<SentMailList />, { path: PATH });
    const first = await screen.findByRole('button', { name: 'New quote request from Acme' });
    const second = screen.getByRole('button', { name: 'Confirm your email address' });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute(
      'aria-controls',
      screen.getByRole('region', { name: 'New quote request from Acme' }).id,
    );
    expect(history.url).toBe(`${PATH}?message=q`);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(openMessages()).toHaveLength(1);
    expect(history.url).toBe(`${PATH}?message=r`);

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(openMessages()).toHaveLength(0);
    expect(history.url).toBe(PATH);

    await history.back();
    expect(screen.getByRole('region', { name: 'Confirm your email address' })).toBeVisible();
  });

  it('opens and closes a message from the keyboard', async () => {
    stubFetch({ [FIRST]: page(MESSAGES) });
    const user = userEvent.setup();
    renderInArea(<SentMailList />, { path: PATH });
    const subject = await screen.findByRole('button', { name: 'New quote request from Acme' });
    subject.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'New quote request from Acme' })).toBeVisible();
    await user.keyboard(' ');
    expect(subject).toHaveAttribute('aria-expanded', 'false');
    expect(openMessages()).toHaveLength(0);
  });

  it('opens the message named in the address in its row', async () => {
    const calls = stubFetch({ [FIRST]: page(MESSAGES) });
    renderInArea(<SentMailList />, { path: `${PATH}?message=s` });
    const region = await screen.findByRole('region', { name: 'Invoice INV-1 from Carrier' });
    expect(region.closest('tr')).toBe(
      screen.getByRole('button', { name: 'Invoice INV-1 from Carrier' }).closest('tr'),
    );
    expect(screen.getByRole('button', { name: 'Invoice INV-1 from Carrier' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(calls.map((call) => call.key)).toEqual([FIRST]);
  });

  it('reads a message named in the address that no loaded page holds, above the list, with Close', async () => {
    const older = { ...FAILED, id: 'old', subject: 'An older notice' };
    stubFetch({ [FIRST]: page(MESSAGES.slice(0, 2)), [`GET ${LIST}/old`]: { body: older } });
    const user = userEvent.setup();
    const { history } = renderInArea(<SentMailList />, { path: `${PATH}?message=old` });
    const panel = await screen.findByRole('region', { name: 'Message' });
    const message = within(await within(panel).findByRole('article', { name: 'An older notice' }));
    expect(message.getByText('Failed after 10 attempts: 550 No such mailbox.')).toBeVisible();
    expect(message.getByText('Failed')).toHaveAttribute('data-colour', 'red');
    expect(message.getByRole('button', { name: 'Send Again' })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Close message' }));
    expect(history.url).toBe(PATH);
    expect(screen.queryByRole('region', { name: 'Message' })).toBeNull();
  });

  it('says a message opened by its address could not be read when the service is down, with Retry, and when it is gone', async () => {
    stubFetch({
      [FIRST]: page([]),
      [`GET ${LIST}/old`]: [NETWORK_FAILURE, { body: { ...FAILED, id: 'old' } }],
      [`GET ${LIST}/gone`]: {
        status: 404,
        body: { message: 'This message could not be found.' },
      },
    });
    const user = userEvent.setup();
    const view = renderInArea(<SentMailList />, { path: `${PATH}?message=old` });
    const panel = await screen.findByRole('region', { name: 'Message' });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByRole('article', { name: FAILED.subject })).toBeVisible();
    view.unmount();

    renderInArea(<SentMailList />, { path: `${PATH}?message=gone` });
    const gone = await screen.findByRole('region', { name: 'Message' });
    expect(await within(gone).findByRole('alert')).toHaveTextContent(
      'This message could not be found.',
    );
    expect(within(gone).queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('makes the web addresses in a message links that open in a new tab, and nothing else', async () => {
    const withLinks: OutboxMessage = {
      ...MESSAGES[2]!,
      subject: 'How did we do?',
      text:
        'Leave a review: https://site.test/review/abc123.\n' +
        'Questions? Write to quotes@site.test or see http://site.test/help\n' +
        'javascript:alert(1) <b>not bold</b>',
    };
    stubFetch({ [FIRST]: page([withLinks]) });
    const user = userEvent.setup();
    renderInArea(<SentMailList />, { path: PATH });
    const message = await open(user, 'How did we do?');
    const links = message.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['https://site.test/review/abc123', 'https://site.test/review/abc123'],
      ['http://site.test/help', 'http://site.test/help'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(message.getByText(/javascript:alert\(1\) <b>not bold<\/b>/)).toBeInTheDocument();
    expect(message.getByText(/Write to quotes@site\.test or see/)).toBeInTheDocument();
  });

  it('sends a failed message again and shows the list as it now is', async () => {
    const requeued = { ...FAILED, state: 'queued' as const, attempts: 0 };
    const calls = stubFetch({
      [FIRST]: [page([FAILED], { catching: true }), page([requeued], { catching: true })],
      [`POST ${LIST}/f/retry`]: { body: requeued },
    });
    const user = userEvent.setup();
    const { services } = renderInArea(<SentMailList />, { path: `${PATH}?message=f` });
    expect(
      await screen.findByText(/local mail catcher, not to their recipients/),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Send Again' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: 'Message Queued',
        description: 'The message will be sent again shortly.',
      }),
    );
    const message = await row(FAILED.subject);
    await waitFor(() => expect(message.getByText('Queued')).toBeInTheDocument());
    expect(message.getByText(/waiting to be sent/)).toBeVisible();
    expect(message.queryByRole('button', { name: 'Send Again' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says why a retry was refused', async () => {
    stubFetch({
      [FIRST]: page([FAILED]),
      [`POST ${LIST}/f/retry`]: {
        status: 409,
        body: { message: 'Only a failed message can be sent again.' },
      },
    });
    const user = userEvent.setup();
    const { services } = renderInArea(<SentMailList />, { path: `${PATH}?message=f` });
    await user.click(await screen.findByRole('button', { name: 'Send Again' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Only a failed message can be sent again.',
        variant: 'destructive',
      }),
    );
  });

  it('sorts, filters by state, search and queued days, asking the server and keeping it in the address', async () => {
    const bySubject = 'sort=subject&dir=asc&limit=25';
    const calls = stubFetch({
      [FIRST]: page(MESSAGES),
      [`GET ${LIST}?${bySubject}`]: page([...MESSAGES].reverse()),
      [`GET ${LIST}?status=failed&${bySubject}`]: page([FAILED]),
      [`GET ${LIST}?q=acme&status=failed&${bySubject}`]: page([]),
      [`GET ${LIST}?q=acme&status=failed&from=2026-11-20&${bySubject}`]: page([]),
    });
    const user = userEvent.setup();
    const { history } = renderInArea(<SentMailList />, { path: PATH });
    await row('New quote request from Acme');
    await user.click(screen.getByRole('button', { name: /Subject/ }));
    expect(await screen.findByRole('columnheader', { name: /Subject/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(history.url).toBe(`${PATH}?sort=subject&dir=asc`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Failed');
    expect(await screen.findByRole('table', { name: /Showing 1 of 1 message$/ })).toBeVisible();
    expect(history.url).toBe(`${PATH}?sort=subject&dir=asc&status=failed`);
    await user.type(screen.getByLabelText('Search by subject or recipient'), 'acme');
    expect(await screen.findByText('No messages match these filters.')).toBeVisible();
    await user.type(screen.getByLabelText('Queued from'), '2026-11-20');
    await waitFor(() =>
      expect(history.url).toBe(`${PATH}?sort=subject&dir=asc&status=failed&q=acme&from=2026-11-20`),
    );
    await waitFor(() =>
      expect(calls.map((call) => call.key)).toContain(
        `GET ${LIST}?q=acme&status=failed&from=2026-11-20&${bySubject}`,
      ),
    );
  });

  it('shows the filters of its address, and reads the next page with Load more', async () => {
    const more = { ...MESSAGES[0]!, id: 'q2', subject: 'Another quote request' };
    stubFetch({
      [`GET ${LIST}?status=queued&sort=createdAt&dir=desc&limit=25`]: page([MESSAGES[0]!], {
        total: 2,
        nextCursor: 'c1',
      }),
      [`GET ${LIST}?status=queued&sort=createdAt&dir=desc&cursor=c1&limit=25`]: page([more], {
        total: 2,
      }),
    });
    const user = userEvent.setup();
    renderInArea(<SentMailList />, { path: `${PATH}?status=queued` });
    expect(
      await screen.findByRole('table', { name: 'Sent mail — Showing 1 of 2 messages' }),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('queued');
    await user.click(screen.getByRole('button', { name: 'Load more messages' }));
    expect(await screen.findByRole('button', { name: 'Another quote request' })).toBeVisible();
    expect(
      screen.getByRole('table', { name: 'Sent mail — Showing 2 of 2 messages' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more messages' })).toBeNull();
  });

  it('says when no mail was sent yet', async () => {
    stubFetch({ [FIRST]: page([]) });
    renderInArea(<SentMailList />, { path: PATH });
    expect(await screen.findByText('No mail sent yet')).toBeInTheDocument();
  });

  it('says the service could not be reached with Retry, and keeps the list it had, marked', async () => {
    stubFetch({ [FIRST]: [NETWORK_FAILURE, page(MESSAGES), { status: 502 }] });
    const user = userEvent.setup();
    renderInArea(<SentMailList />, { path: PATH });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load messages: the service could not be reached.');
    expect(screen.queryByText('No mail sent yet')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The rows below may be out of date.',
    );
    expect(screen.getByRole('button', { name: 'New quote request from Acme' })).toBeVisible();
  });
});
