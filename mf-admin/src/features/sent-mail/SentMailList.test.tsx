import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import type { OutboxMessage } from '@freight/contracts';
import { renderRoutes, stubFetch } from '@freight/runtime/testing';
import { SentMailList } from './SentMailList';

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

const article = (name: string) => screen.findByRole('article', { name });

describe('the Sent Mail tab', () => {
  it('shows each message’s state: queued, retrying with its next attempt, sent, failed with the error', async () => {
    stubFetch({ 'GET /api/admin/sent-mail': { body: { catching: false, messages: MESSAGES } } });
    renderRoutes(routes, '/admin');

    const queued = await article('New quote request from Acme');
    expect(within(queued).getByText('Queued')).toHaveAttribute('data-colour', 'blue');
    expect(within(queued).getByText(/waiting to be sent/)).toBeInTheDocument();

    const retrying = await article('Confirm your email address');
    expect(within(retrying).getByText('Retrying')).toHaveAttribute('data-colour', 'yellow');
    expect(
      within(retrying).getByText(
        /Attempt 2 of 10 failed: connect ECONNREFUSED 10\.0\.0\.5:587\. Next attempt \d{2}\/\d{2}\/2026/,
      ),
    ).toBeInTheDocument();

    const sent = await article('Invoice INV-1 from Carrier');
    expect(within(sent).getByText('Sent')).toHaveAttribute('data-colour', 'green');
    expect(within(sent).getByText(/after 1 attempt\./)).toBeInTheDocument();
    expect(within(sent).getByText('Attachments: Invoice-INV-1.pdf')).toBeInTheDocument();

    const failed = await article('How did we do? Share your review');
    expect(within(failed).getByText('Failed')).toHaveAttribute('data-colour', 'red');
    expect(
      within(failed).getByText('Failed after 10 attempts: 550 No such mailbox.'),
    ).toBeInTheDocument();

    expect(screen.getAllByRole('button', { name: 'Send Again' })).toHaveLength(1);
    expect(within(failed).getByRole('button', { name: 'Send Again' })).toBeInTheDocument();
    expect(screen.queryByText(/local mail catcher/)).toBeNull();
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
    const { services } = renderRoutes(routes, '/admin');
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
    const message = await article('How did we do? Share your review');
    await waitFor(() => expect(within(message).getByText('Queued')).toBeInTheDocument());
    expect(within(message).queryByRole('button', { name: 'Send Again' })).toBeNull();
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
    const { services } = renderRoutes(routes, '/admin');
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
    await article('New quote request from Acme');
    await user.selectOptions(screen.getByLabelText('State'), 'failed');
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
  });

  it('says when no mail was sent yet', async () => {
    stubFetch({ 'GET /api/admin/sent-mail': { body: { catching: false, messages: [] } } });
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('No mail sent yet')).toBeInTheDocument();
  });
});
