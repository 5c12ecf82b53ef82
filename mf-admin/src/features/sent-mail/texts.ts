import type { BadgeColour, OutboxMessage, OutboxMessageState } from '@freight/contracts';
import { formatDateTime } from '../../shared/formatDate';

export const STATE_COLOURS: Record<OutboxMessageState, BadgeColour> = {
  queued: 'blue',
  sending: 'blue',
  retrying: 'yellow',
  sent: 'green',
  failed: 'red',
};

export const SENT_MAIL_TEXTS = {
  catching: 'No SMTP_URL is set: messages go to the local mail catcher, not to their recipients.',
  empty: 'No mail sent yet',
  search: 'Search by subject or recipient',
  retry: 'Send Again',
  retriedTitle: 'Message Queued',
  retriedDescription: 'The message will be sent again shortly.',
  retryFailed: 'Failed to queue the message again',
  refresh: 'Refresh',
  noSubject: '(no subject)',
} as const;

const attemptsText = (count: number) => `${count} attempt${count === 1 ? '' : 's'}`;

/** Where the message is, in one sentence: when it went, when it goes next, or why it failed. */
export function stateLine(message: OutboxMessage): string {
  switch (message.state) {
    case 'queued':
      return `Queued ${formatDateTime(message.createdAt)}, waiting to be sent.`;
    case 'sending':
      return `Being sent (attempt ${message.attempts} of ${message.maxAttempts}).`;
    case 'retrying':
      return `Attempt ${message.attempts} of ${message.maxAttempts} failed: ${message.lastError ?? 'unknown error'}. Next attempt ${formatDateTime(message.nextAttemptAt)}.`;
    case 'sent':
      return `Sent ${formatDateTime(message.sentAt)} after ${attemptsText(message.attempts)}.`;
    case 'failed':
      return `Failed after ${attemptsText(message.attempts)}: ${message.lastError ?? 'unknown error'}.`;
  }
}
