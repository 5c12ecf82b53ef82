import type { Layer } from '@koa/router';
import type { ActivityRecordType } from '@freight/contracts';
import type { Context, Next } from 'koa';
import { Types } from 'mongoose';
import { isObjectId } from '../../../db/ids';
import { carrierData } from '../../../db/ownerScope';
import { logger } from '../../../http/logger';
import { matchedRoute } from '../../../http/routePolicy';
import type { CarrierMember } from '../auth/service';
import { ACTIVITY_RULES, activityKey, summaryOf, type ActivityRule } from './catalog';
import { recordLabel } from './labels';

/** The matched route's path parameters (the guard runs before the route sets ctx.params). */
function paramsOf(ctx: Context, route: Layer): Record<string, string> {
  return route.params(ctx.path, route.captures(ctx.path), {}) as Record<string, string>;
}

function recordIdOf(ctx: Context, rule: ActivityRule, params: Record<string, string>) {
  if (rule.idFrom === 'none') return undefined;
  const id =
    rule.idFrom === 'answer'
      ? (ctx.body as { id?: unknown } | undefined)?.id
      : params[rule.idFrom ?? 'id'];
  return isObjectId(id) ? id : undefined;
}

export interface ActivityFacts {
  actor: Pick<CarrierMember, 'id' | 'contactName' | 'role'>;
  recordType: ActivityRecordType;
  recordId?: string;
  recordLabel: string;
  summary: string;
}

/**
 * Writes one line of the carrier's log. A failure is logged, never the request's: the change it
 * describes is already stored.
 */
export async function logActivity(carrierId: string, facts: ActivityFacts): Promise<void> {
  try {
    await carrierData(carrierId).activity.create({
      actorId: new Types.ObjectId(facts.actor.id),
      actorName: facts.actor.contactName,
      actorRole: facts.actor.role,
      recordType: facts.recordType,
      ...(facts.recordId ? { recordId: new Types.ObjectId(facts.recordId) } : {}),
      recordLabel: facts.recordLabel,
      summary: facts.summary,
    });
  } catch (error) {
    logger.error({ err: error, carrierId }, 'could not write the activity log');
  }
}

/**
 * Runs a FleetFolio write and, when it succeeded, logs who did it on which record, as the
 * route's rule in the catalog says. A deleted record is named before it goes; a replayed driver
 * action (`ctx.state.replayed`) is not logged twice.
 */
export async function withActivity(ctx: Context, next: Next): Promise<void> {
  const route = matchedRoute(ctx);
  const rule =
    route && ctx.method !== 'GET' ? ACTIVITY_RULES[activityKey(ctx.method, route)] : null;
  if (!route || !rule) return next();
  const carrierId = ctx.state.carrierId as string;
  const params = paramsOf(ctx, route);
  const labelBefore =
    ctx.method === 'DELETE'
      ? await recordLabel(carrierId, rule.record, recordIdOf(ctx, rule, params))
      : '';
  await next();
  if (ctx.status >= 300 || ctx.state.replayed) return;
  const recordId = recordIdOf(ctx, rule, params);
  const label = labelBefore || (await recordLabel(carrierId, rule.record, recordId));
  await logActivity(carrierId, {
    actor: ctx.state.account as CarrierMember,
    recordType: rule.record,
    recordId,
    recordLabel: label,
    summary: summaryOf(rule, label),
  });
}
