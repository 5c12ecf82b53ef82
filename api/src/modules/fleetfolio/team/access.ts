import { FLEET_TEAM_MESSAGES, type FleetRole } from '@freight/contracts';
import type { Context, Middleware, Next } from 'koa';
import { activeAccount, requireActiveAccount } from '../../../auth/activeAccount';
import { forbidden } from '../../../http/errors';
import { allow, routePolicy } from '../../../http/routePolicy';
import { withActivity } from '../activity/record';
import type { CarrierMember } from '../auth/service';

/** Roles of a route: the owner alone unless the route says more (`allow(...)`). */
const OWNER_ALONE: readonly FleetRole[] = ['owner'];

/** Routes of the owner only (the default, declared where it helps the reader). */
export const OWNER = allow('owner');
/** Routes of the carrier's office: the owner and dispatchers. */
export const STAFF = allow('owner', 'dispatcher');
/** The driver's phone view: drivers only (bound to their driver record). */
export const DRIVER = allow('driver');

const signedIn = requireActiveAccount('carrier');

/**
 * The FleetFolio area's guard: an active member of an active carrier is signed in, and the
 * route allows their role (403 otherwise); a write that succeeds is logged (activity/). Sets `ctx.state.carrierId` to the carrier whose data
 * the member works on (the owner id of every tms_* record), `memberId` and `role`.
 */
export const requireCarrierMember: Middleware = (ctx: Context, next: Next) =>
  signedIn(ctx, async () => {
    const member = activeAccount<CarrierMember>(ctx);
    ctx.state.carrierId = member.carrierId;
    ctx.state.memberId = member.id;
    ctx.state.role = member.role;
    const roles = routePolicy(ctx).roles ?? OWNER_ALONE;
    if (!roles.includes(member.role)) throw forbidden(FLEET_TEAM_MESSAGES.forbidden);
    await withActivity(ctx, next);
  });

/** The signed-in member (after the guard). */
export const memberOf = (ctx: Context) => activeAccount<CarrierMember>(ctx);
/** The carrier whose data the request works on. */
export const carrierIdOf = (ctx: Context) => ctx.state.carrierId as string;
