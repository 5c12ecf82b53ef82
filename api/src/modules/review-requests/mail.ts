import { REVIEW_LINK_DAYS } from '@freight/contracts';
import type { MailMessage } from '../../mail';

export interface ReviewRequestMailInput {
  brokerName: string;
  brokerEmail: string;
  companyName?: string;
  projectDescription?: string;
  link: string;
}

/** The mail that carries a broker's review link. */
export function reviewRequestMail(input: ReviewRequestMailInput): MailMessage {
  const about = input.projectDescription ? ` on ${input.projectDescription}` : '';
  const company = input.companyName ? ` with ${input.companyName}` : '';
  const text = [
    `Hello ${input.brokerName},`,
    '',
    `Thank you for working with us${company}. We would appreciate a short review of our service${about}.`,
    '',
    `Leave your review here: ${input.link}`,
    '',
    `The link is valid for ${REVIEW_LINK_DAYS} days and accepts one review.`,
  ].join('\n');
  return { to: input.brokerEmail, subject: 'How did we do? Share your review', text };
}
