import Router from '@koa/router';
import {
  inviteAcceptSchema,
  inviteRenewalSchema,
  inviteSchema,
  inviteTokenSchema,
  ownershipTransferSchema,
  roleChangeSchema,
  FLEET_TEAM_MESSAGES,
} from '@freight/contracts';
import type { Context } from 'koa';
import { signIn } from '../../../auth/session';
import type { AppDeps } from '../../../deps';
import { anyone } from '../../../http/routePolicy';
import { emptySchema, parse } from '../../../http/validate';
import { limitPerAddress } from '../../../limits';
import { logActivity } from '../activity/record';
import { activeMember } from '../auth/service';
import { carrierIdOf, memberOf, OWNER } from './access';
import { invitationView, inviteMember, resendInvite, withdrawInvite } from './invites';
import { INVITATION_CHECKS, INVITATION_RENEWALS } from './limits';
import {
  acceptInvitation,
  changeRole,
  removeMember,
  requestRenewal,
  teamView,
  transferOwnership,
} from './members';

const param = (ctx: Context, name: string) => (ctx.params as Record<string, string>)[name]!;

async function answerTeam(ctx: Context) {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = await teamView(carrierIdOf(ctx), memberOf(ctx).id);
}

/**
 * The carrier's team (owner only): members, invitations, role changes, removal and transfer of
 * ownership; and the invitation links (anyone with the link).
 */
export function teamRoutes({ limits, publicOrigin, mail, mailQuota: quota }: AppDeps): Router {
  const mailing = { origin: publicOrigin, mail, quota };
  const checks = limitPerAddress(limits.limiter(INVITATION_CHECKS));
  const renewals = limitPerAddress(limits.limiter(INVITATION_RENEWALS));
  const router = new Router();

  router.get('/team', OWNER, async (ctx) => {
    parse(emptySchema, ctx.query);
    await answerTeam(ctx);
  });

  router.post('/team/invites', OWNER, async (ctx) => {
    const input = parse(inviteSchema, ctx.request.body);
    ctx.status = 201;
    ctx.body = await inviteMember(carrierIdOf(ctx), memberOf(ctx), input, mailing);
  });

  router.post('/team/invites/:id/resend', OWNER, async (ctx) => {
    parse(emptySchema, ctx.request.body ?? {});
    ctx.body = await resendInvite(carrierIdOf(ctx), memberOf(ctx), param(ctx, 'id'), mailing);
  });

  router.delete('/team/invites/:id', OWNER, async (ctx) => {
    await withdrawInvite(carrierIdOf(ctx), param(ctx, 'id'));
    ctx.status = 204;
  });

  router.put('/team/members/:id/role', OWNER, async (ctx) => {
    const input = parse(roleChangeSchema, ctx.request.body);
    await changeRole(carrierIdOf(ctx), memberOf(ctx), param(ctx, 'id'), input);
    await answerTeam(ctx);
  });

  router.delete('/team/members/:id', OWNER, async (ctx) => {
    await removeMember(carrierIdOf(ctx), memberOf(ctx), param(ctx, 'id'));
    ctx.status = 204;
  });

  router.post('/team/members/:id/ownership', OWNER, async (ctx) => {
    const { password } = parse(ownershipTransferSchema, ctx.request.body);
    await transferOwnership(carrierIdOf(ctx), memberOf(ctx), param(ctx, 'id'), password);
    await answerTeam(ctx);
  });

  router.get('/team/invitations/:token', anyone, checks, async (ctx) => {
    parse(emptySchema, ctx.query);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await invitationView(parse(inviteTokenSchema, param(ctx, 'token')));
  });

  router.post('/team/invitations/accept', anyone, checks, async (ctx) => {
    const input = parse(inviteAcceptSchema, ctx.request.body);
    const accountId = await acceptInvitation(input);
    await signIn(ctx, 'carrier', accountId);
    const member = (await activeMember(accountId))!;
    await logActivity(member.carrierId, {
      actor: member,
      recordType: 'member',
      recordId: member.id,
      recordLabel: member.contactName,
      summary: `Joined the team as ${member.role}`,
    });
    const { carrierId, ...account } = member;
    void carrierId;
    ctx.status = 201;
    ctx.body = { success: true, account };
  });

  router.post('/team/invitations/renewal', anyone, renewals, async (ctx) => {
    const { token } = parse(inviteRenewalSchema, ctx.request.body);
    await requestRenewal(token, { mail, quota, address: ctx.ip });
    ctx.body = { message: FLEET_TEAM_MESSAGES.renewalRequested };
  });
  return router;
}
