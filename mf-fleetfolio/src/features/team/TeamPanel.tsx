import {
  FLEET_ROLE_LABELS,
  statusColour,
  type InviteView,
  type TeamMemberView,
  formatUsDate,
} from '@freight/contracts';
import { useMutationToast } from '@freight/forms';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from '@freight/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { ReadFailure } from '../../shared/ReadFailure';
import { ButtonRow, EmptyText, ItemHeader, ItemList, TabHeader } from '../../shared/layout';
import {
  useRemoveMemberMutation,
  useResendInviteMutation,
  useTeamQuery,
  useWithdrawInviteMutation,
} from './api';
import { InviteDialog } from './InviteDialog';
import { RoleDialog } from './RoleDialog';
import { TransferDialog } from './TransferDialog';

type Open =
  { dialog: 'invite' } | { dialog: 'role' | 'transfer' | 'remove'; member: TeamMemberView } | null;

const INVITE_STATUS_LABELS: Record<InviteView['status'], string> = {
  pending: 'Pending',
  expired: 'Expired',
  accepted: 'Accepted',
  withdrawn: 'Withdrawn',
};

const day = (iso: string) => formatUsDate(iso.slice(0, 10));

function MemberCard({ member, onOpen }: { member: TeamMemberView; onOpen: (open: Open) => void }) {
  return (
    <Card as="li" aria-label={member.name}>
      <CardContent>
        <ItemHeader>
          <h4>{member.isYou ? `${member.name} (you)` : member.name}</h4>
          <Badge $variant="secondary">{FLEET_ROLE_LABELS[member.role]}</Badge>
        </ItemHeader>
        <p>
          {member.email}
          {member.driverName ? ` · drives as ${member.driverName}` : ''} · joined{' '}
          {day(member.joinedAt)}
        </p>
        {member.isYou || member.role === 'owner' ? null : (
          <ButtonRow>
            <Button
              $size="sm"
              $variant="outline"
              onClick={() => onOpen({ dialog: 'role', member })}
            >
              Change Role
            </Button>
            {member.role === 'dispatcher' ? (
              <Button
                $size="sm"
                $variant="outline"
                onClick={() => onOpen({ dialog: 'transfer', member })}
              >
                Make Owner
              </Button>
            ) : null}
            <Button
              $size="sm"
              $variant="ghost"
              onClick={() => onOpen({ dialog: 'remove', member })}
            >
              Remove
            </Button>
          </ButtonRow>
        )}
      </CardContent>
    </Card>
  );
}

function InviteCard({ invite }: { invite: InviteView }) {
  const [resend, resending] = useResendInviteMutation();
  const [withdraw, withdrawing] = useWithdrawInviteMutation();
  const run = useMutationToast();
  const open = invite.status === 'pending' || invite.status === 'expired';
  return (
    <Card as="li" aria-label={invite.email}>
      <CardContent>
        <ItemHeader>
          <h4>{invite.email}</h4>
          <Badge $variant={statusColour(invite.status)}>
            {INVITE_STATUS_LABELS[invite.status]}
          </Badge>
        </ItemHeader>
        <p>
          {FLEET_ROLE_LABELS[invite.role]}
          {invite.driverName ? ` · ${invite.driverName}` : ''} · link valid until{' '}
          {day(invite.expiresAt)}
        </p>
        {invite.renewalRequestedAt ? (
          <p>Asked for a new link on {day(invite.renewalRequestedAt)}.</p>
        ) : null}
        {open ? (
          <ButtonRow>
            <Button
              $size="sm"
              $variant="outline"
              disabled={resending.isLoading}
              onClick={() =>
                run(
                  () => resend(invite.id).unwrap(),
                  { title: 'Invitation Sent', description: `A new link went to ${invite.email}.` },
                  'The invitation could not be sent',
                )
              }
            >
              Send New Link
            </Button>
            <Button
              $size="sm"
              $variant="ghost"
              disabled={withdrawing.isLoading}
              onClick={() =>
                run(
                  () => withdraw(invite.id).unwrap(),
                  {
                    title: 'Invitation Withdrawn',
                    description: `The link sent to ${invite.email} no longer works.`,
                  },
                  'The invitation could not be withdrawn',
                )
              }
            >
              Withdraw
            </Button>
          </ButtonRow>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The owner's Team tab: members with their roles, invitations, and what the owner does with them. */
export function TeamPanel() {
  const teamQuery = useTeamQuery();
  const team = teamQuery.data;
  const [removeMember, removing] = useRemoveMemberMutation();
  const run = useMutationToast();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const invites = (team?.invites ?? []).filter((invite) => invite.status !== 'accepted');

  const confirmRemove = async (member: TeamMemberView) => {
    await run(
      () => removeMember(member.id).unwrap(),
      { title: 'Member Removed', description: `${member.name} can no longer sign in.` },
      'The member could not be removed',
    );
    close();
  };

  return (
    <section aria-labelledby="team-title">
      <TabHeader>
        <div>
          <h2 id="team-title">Team</h2>
          <p>Dispatchers run loads and trips; drivers use the phone view of their own trips.</p>
        </div>
        <Button onClick={() => setOpen({ dialog: 'invite' })}>Invite Member</Button>
      </TabHeader>
      <ReadFailure
        read={teamQuery}
        fallback="Your team could not be loaded."
        stale={team !== undefined}
      />
      <Card>
        <CardHeader>
          <CardTitle as="h3">Members{team ? ` (${team.members.length})` : ''}</CardTitle>
        </CardHeader>
        <CardContent>
          <ItemList aria-label="Members">
            {team?.members.map((member) => (
              <MemberCard key={member.id} member={member} onOpen={setOpen} />
            ))}
          </ItemList>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h3">Invitations{team ? ` (${invites.length})` : ''}</CardTitle>
        </CardHeader>
        <CardContent>
          {team && invites.length === 0 ? <EmptyText>No open invitations.</EmptyText> : null}
          <ItemList aria-label="Invitations">
            {invites.map((invite) => (
              <InviteCard key={invite.id} invite={invite} />
            ))}
          </ItemList>
        </CardContent>
      </Card>
      {open?.dialog === 'invite' ? <InviteDialog onClose={close} /> : null}
      {open?.dialog === 'role' ? <RoleDialog member={open.member} onClose={close} /> : null}
      {open?.dialog === 'transfer' ? <TransferDialog member={open.member} onClose={close} /> : null}
      <ConfirmDialog
        open={open?.dialog === 'remove'}
        title={open?.dialog === 'remove' ? `Remove ${open.member.name}?` : 'Remove member?'}
        description="They are signed out at once and can no longer open FleetFolio. The records they made stay."
        confirmLabel="Remove Member"
        busy={removing.isLoading}
        onConfirm={() => open?.dialog === 'remove' && void confirmRemove(open.member)}
        onCancel={close}
      />
    </section>
  );
}
