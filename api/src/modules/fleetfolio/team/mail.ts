import { HttpError } from '../../../http/errors';
import { sendMail } from '../../../mail';

const usDate = (date: Date) =>
  date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });

async function send(message: Parameters<typeof sendMail>[0], failure: string) {
  if (!(await sendMail(message))) throw new HttpError(503, failure);
}

/** The invitation mail: who invites, as what, the single-use link and until when it works. */
export function sendInvitation(invitation: {
  to: string;
  link: string;
  companyName: string;
  invitedBy: { contactName: string; email: string };
  roleLabel: string;
  expiresAt: Date;
}) {
  const { invitedBy } = invitation;
  return send(
    {
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
    },
    'The invitation could not be sent. Please try again.',
  );
}

/** Tells the owner that an invitee whose link expired asks for a new one. */
export function sendRenewalRequest(request: { to: string; invitee: string; companyName: string }) {
  return send(
    {
      to: request.to,
      subject: `${request.invitee} asks for a new FleetFolio invitation`,
      text: [
        `The invitation you sent to ${request.invitee} to join ${request.companyName} on FleetFolio has expired, and they asked for a new one.`,
        '',
        'Sign in to FleetFolio and choose Resend next to the invitation under Team.',
      ].join('\n'),
    },
    'Your request could not be sent. Please try again.',
  );
}
