import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import type { OutboxMessage } from '@freight/contracts';
import { NETWORK_FAILURE, renderRoutes, stubFetch } from '@freight/runtime/testing';
import { SentMailList } from './SentMailList';
import { SENT_MAIL_TEXTS } from './texts';

const routes: RouteObject[] = [{ path: '/admin', element: <SentMailList /> }];

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

const row = async (subject: string) => {
  const button = await screen.findByRole('button', { name: subject });
  return within(button.closest('li') as HTMLElement);
};

/** The open messages' details (the tab itself is a region too). */
const openMessages = () =>
  within(screen.getByRole('list', { name: 'Messages' })).queryAllByRole('region');

/** Opens a message by its subject and gives its details. */
const open = async (user: ReturnType<typeof userEvent.setup>, subject: string) => {
  await user.click(await screen.findByRole('button', { name: subject }));
  return within(screen.getByRole('region', { name: subject }));
};

describe('the Sent Mail tab', () => {
  it('lists subjects with recipient, state and time, every message closed', async () => {
    stubFetch({ 'GET /api/admin/sent-mail': { body: { catching: false, messages: MESSAGES } } });
    renderRoutes(routes, '/admin');
    const list = within(await screen.findByRole('list', { name: 'Messages' }));
    expect(list.getAllByRole('listitem')).toHaveLength(4);
    expect(
      list.getAllByRole('button').map((button) => [button.textContent, button.ariaExpanded]),
    ).toEqual([
      ['New quote request from Acme', 'false'],
      ['Confirm your email address', 'false'],
      ['Invoice INV-1 from Carrier', 'false'],
      ['How did we do? Share your review', 'false'],
    ]);
    const queued = await row('New quote request from Acme');
    expect(queued.getByText('To dispatch@carrier.test')).toBeVisible();
    expect(queued.getByText('Queued')).toHaveAttribute('data-colour', 'blue');
    expect(queued.getByText(/^\d{2}\/\d{2}\/2026/)).toHaveAttribute(
      'datetime',
      '2026-11-20T15:00:00Z',
    );
    expect(
      (await row('Invoice INV-1 from Carrier')).getByText(/^\d{2}\/\d{2}\/2026/),
    ).toHaveAttribute('datetime', '2026-11-20T15:00:05Z');
    expect(openMessages()).toHaveLength(0);
    expect(screen.queryByText(base.text)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send Again' })).toBeNull();
  });

  it('shows an open message’s state: queued, retrying with its next attempt, sent, failed with the error', async () => {
    stubFetch({ 'GET /api/admin/sent-mail': { body: { catching: false, messages: MESSAGES } } });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin');

    const queued = await open(user, 'New quote request from Acme');
    expect(queued.getByText(/waiting to be sent/)).toBeInTheDocument();
    expect(queued.getByText(base.text)).toBeInTheDocument();

    const retrying = await open(user, 'Confirm your email address');
    expect((await row('Confirm your email address')).getByText('Retrying')).toHaveAttribute(
      'data-colour',
      'yellow',
    );
    expect(
      retrying.getByText(
        /Attempt 2 of 10 failed: connect ECONNREFUSED 10\.0\.0\.5:587\. Next attempt \d{2}\/\d{2}\/2026/,
      ),
    ).toBeInTheDocument();

    const sent = await open(user, 'Invoice INV-1 from Carrier');
    expect((await row('Invoice INV-1 from Carrier')).getByText('Sent')).toHaveAttribute(
      'data-colour',
      'green',
    );
    expect(sent.getByText(/after 1 attempt\./)).toBeInTheDocument();
    expect(sent.getByText('Attachments: Invoice-INV-1.pdf')).toBeInTheDocument();
    expect(sent.queryByRole('button', { name: 'Send Again' })).toBeNull();

    const failed = await open(user, 'How did we do? Share your review');
    expect((await row('How did we do? Share your review')).getByText('Failed')).toHaveAttribute(
      'data-colour',
      'red',
    );
    expect(failed.getByText('Failed after 10 attempts: 550 No such mailbox.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Send Again' })).toHaveLength(1);
    expect(failed.getByRole('button', { name: 'Send Again' })).toBeInTheDocument();
    expect(screen.queryByText(/local mail catcher/)).toBeNull();
  });

  it('keeps one message open: opening another closes it, and its button closes it again', async () => {
    stubFetch({ 'GET /api/admin/sent-mail': { body: { catching: false, messages: MESSAGES } } });
    const user = userEvent.setup();
    const { history } = renderRoutes(routes, '/admin');
    const first = await screen.findByRole('button', { name: 'New quote request from Acme' });
    const second = screen.getByRole('button', { name: 'Confirm your email address' });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute(
      'aria-controls',
      screen.getByRole('region', { name: 'New quote request from Acme' }).id,
    );
    expect(history.url).toBe('/admin?message=q');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(openMessages()).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Confirm your email address' })).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(openMessages()).toHaveLength(0);
    expect(history.url).toBe('/admin');

    await history.back();
    expect(screen.getByRole('region', { name: 'Confirm your email address' })).toBeVisible();
  });

  it('opens and closes a message from the keyboard', async () => {
    stubFetch({ 'GET /api/admin/sent-mail': { body: { catching: false, messages: MESSAGES } } });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin');
    const subject = await screen.findByRole('button', { name: 'New quote request from Acme' });
    subject.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: 'New quote request from Acme' })).toBeVisible();
    await user.tab();
    await user.tab({ shift: true });
    expect(subject).toHaveFocus();
    await user.keyboard(' ');
    expect(subject).toHaveAttribute('aria-expanded', 'false');
    expect(openMessages()).toHaveLength(0);
  });

  it('opens the message named in the address', async () => {
    stubFetch({ 'GET /api/admin/sent-mail': { body: { catching: false, messages: MESSAGES } } });
    renderRoutes(routes, '/admin?message=s');
    expect(await screen.findByRole('region', { name: 'Invoice INV-1 from Carrier' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Invoice INV-1 from Carrier' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
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
    stubFetch({
      'GET /api/admin/sent-mail': { body: { catching: false, messages: [withLinks] } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin');
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
    const requeued = { ...MESSAGES[3]!, state: 'queued' as const, attempts: 0 };
    const calls = stubFetch({
      'GET /api/admin/sent-mail': [
        { body: { catching: true, messages: [MESSAGES[3]] } },
        { body: { catching: true, messages: [requeued] } },
      ],
      'POST /api/admin/sent-mail/f/retry': { body: requeued },
    });
    const user = userEvent.setup();
    const { services } = renderRoutes(routes, '/admin?message=f');
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
    const message = await row('How did we do? Share your review');
    await waitFor(() => expect(message.getByText('Queued')).toBeInTheDocument());
    expect(message.getByText(/waiting to be sent/)).toBeVisible();
    expect(message.queryByRole('button', { name: 'Send Again' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('says why a retry was refused', async () => {
    stubFetch({
      'GET /api/admin/sent-mail': { body: { catching: false, messages: [MESSAGES[3]] } },
      'POST /api/admin/sent-mail/f/retry': {
        status: 409,
        body: { message: 'Only a failed message can be sent again.' },
      },
    });
    const user = userEvent.setup();
    const { services } = renderRoutes(routes, '/admin?message=f');
    await user.click(await screen.findByRole('button', { name: 'Send Again' }));
    await waitFor(() =>
      expect(services.toast.show).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Only a failed message can be sent again.',
        variant: 'destructive',
      }),
    );
  });

  it('filters by state and says when nothing matches', async () => {
    stubFetch({
      'GET /api/admin/sent-mail': { body: { catching: false, messages: MESSAGES } },
      'GET /api/admin/sent-mail?state=failed': { body: { catching: false, messages: [] } },
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin');
    await row('New quote request from Acme');
    await user.selectOptions(screen.getByLabelText('State'), 'failed');
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
  });

  it('says when no mail was sent yet', async () => {
    stubFetch({ 'GET /api/admin/sent-mail': { body: { catching: false, messages: [] } } });
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('No mail sent yet')).toBeInTheDocument();
  });

  it('says the service could not be reached with Retry, and keeps the list it had, marked', async () => {
    stubFetch({
      'GET /api/admin/sent-mail': [
        NETWORK_FAILURE,
        { body: { catching: false, messages: MESSAGES } },
        { status: 502 },
      ],
    });
    const user = userEvent.setup();
    renderRoutes(routes, '/admin');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network error: we could not reach the service.');
    expect(screen.queryByText(SENT_MAIL_TEXTS.empty)).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Messages' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SENT_MAIL_TEXTS.refresh }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'What is shown below may be out of date.',
    );
    expect(screen.getByRole('list', { name: 'Messages' })).toBeVisible();
  });
});
