import type { InvitationProblem } from '@freight/contracts';
import { sentThroughSite, type MailMessage } from '../../../mail';

const usDate = (date: Date) =>
  date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });

/**
 * The invitation mail: who invites, as what, the single-use link and until when it works. It is
 * mail a carrier has the site send to an address of its choosing: it says so at its end and
 * replies go to the member who invited. The link is a secret: the admin's Sent Mail tab shows it
 * as hidden.
 */
export function invitationMail(invitation: {
  to: string;
  link: string;
  companyName: string;
  invitedBy: { contactName: string; email: string };
  roleLabel: string;
  expiresAt: Date;
}): MailMessage {
  const { invitedBy, companyName } = invitation;
  const message = {
    to: invitation.to,
    subject: `${invitedBy.contactName} invites you to ${companyName} on FleetFolio`,
    text: [
      `${invitedBy.contactName} (${invitedBy.email}) invites you to join ${companyName} on FleetFolio as ${invitation.roleLabel.toLowerCase()}.`,
      '',
      `Open this link to choose your password and join (it works once, until ${usDate(invitation.expiresAt)}):`,
      invitation.link,
      '',
      'If you did not expect this invitation, ignore this mail: nothing happens without the link.',
    ].join('\n'),
    secrets: [invitation.link],
  };
  return sentThroughSite(message, {
    by: `${invitedBy.contactName} (${invitedBy.email}) of ${companyName}, a carrier using FleetFolio; replies go to them`,
    replyTo: invitedBy.email,
  });
}

/** A link that can no longer be used, and so may ask for a new one. */
type DeadLink = Exclude<InvitationProblem, 'unknown'>;

/** What the owner reads about the link, and what they can do, by why it is dead. */
function renewalText(reason: DeadLink, invitee: string, companyName: string): string[] {
  const invitation = `the invitation you sent to ${invitee} to join ${companyName} on FleetFolio`;
  if (reason === 'used') {
    return [
      `The link of ${invitation} has already been used, and someone who opened it asked for a new one.`,
      '',
      `If ${invitee} is a member under Team, they sign in with the password they chose (or reset it from the sign-in page). If they are not, sign in to FleetFolio and choose Invite Member under Team; if they did not join themselves, remove that member first.`,
    ];
  }
  if (reason === 'withdrawn') {
    return [
      `You withdrew ${invitation}, and someone who opened its link asked for a new one.`,
      '',
      'If you want them on your team, sign in to FleetFolio and choose Invite Member under Team. If not, there is nothing to do: this link cannot ask again.',
    ];
  }
  return [
    `The invitation you sent to ${invitee} to join ${companyName} on FleetFolio has expired, and they asked for a new one.`,
    '',
    'Sign in to FleetFolio and choose Send New Link next to the invitation under Team.',
  ];
}

/**
 * Tells the owner that someone with a dead invitation link (expired, used or withdrawn) asks for
 * a new one. Whoever opened the link had the site send it: its end says so.
 */
export function renewalRequestMail(request: {
  to: string;
  invitee: string;
  companyName: string;
  reason: DeadLink;
}): MailMessage {
  const message = {
    to: request.to,
    subject: `${request.invitee} asks for a new FleetFolio invitation`,
    text: renewalText(request.reason, request.invitee, request.companyName).join('\n'),
  };
  return sentThroughSite(message, {
    by: `someone who opened the invitation link you sent to ${request.invitee}`,
  });
}
