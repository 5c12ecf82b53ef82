import type { MailMessage } from '../../../mail';

const usDate = (date: Date) =>
  date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });

/**
 * The invitation mail: who invites, as what, the single-use link and until when it works. The
 * link is a secret: the admin's Sent Mail tab shows it as hidden.
 */
export function invitationMail(invitation: {
  to: string;
  link: string;
  companyName: string;
  invitedBy: { contactName: string; email: string };
  roleLabel: string;
  expiresAt: Date;
}): MailMessage {
  const { invitedBy } = invitation;
  return {
    to: invitation.to,
    replyTo: invitedBy.email,
    subject: `${invitedBy.contactName} invites you to ${invitation.companyName} on FleetFolio`,
    text: [
      `${invitedBy.contactName} (${invitedBy.email}) invites you to join ${invitation.companyName} on FleetFolio as ${invitation.roleLabel.toLowerCase()}.`,
      '',
      `Open this link to choose your password and join (it works once, until ${usDate(invitation.expiresAt)}):`,
      invitation.link,
      '',
      'If you did not expect this invitation, ignore this mail: nothing happens without the link.',
    ].join('\n'),
    secrets: [invitation.link],
  };
}

/** Tells the owner that an invitee whose link expired asks for a new one. */
export function renewalRequestMail(request: {
  to: string;
  invitee: string;
  companyName: string;
}): MailMessage {
  return {
    to: request.to,
    subject: `${request.invitee} asks for a new FleetFolio invitation`,
    text: [
      `The invitation you sent to ${request.invitee} to join ${request.companyName} on FleetFolio has expired, and they asked for a new one.`,
      '',
      'Sign in to FleetFolio and choose Resend next to the invitation under Team.',
    ].join('\n'),
  };
}
