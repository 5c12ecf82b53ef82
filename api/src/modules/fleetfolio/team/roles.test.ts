import type { Layer } from '@koa/router';
import { FLEET_TEAM_MESSAGES } from '@freight/contracts';
import { Types } from 'mongoose';
import { TmsActivityModel, TmsDriverModel } from '../../../db/models/tms';
import { policyOf } from '../../../http/routePolicy';
import { useTestDatabase } from '../../../test';
import { fleetfolioRoutes } from '..';
import { signedInCarrier, signedInMember } from '../test/carrierAccounts';

const t = useTestDatabase();

interface Route {
  method: string;
  path: string;
  roles: readonly string[];
  body: string;
}

/** Every signed-in route of the area, with the roles its declaration allows (owner by default). */
function signedInRoutes(): Route[] {
  return fleetfolioRoutes(t.deps)
    .flatMap((router) => router.stack as Layer[])
    .filter((layer) => layer.methods.length > 0 && !policyOf(layer).open)
    .flatMap((layer) =>
      layer.methods
        .filter((method) => method !== 'HEAD')
        .map((method) => ({
          method,
          path: String(layer.path),
          roles: policyOf(layer).roles ?? ['owner'],
          body: policyOf(layer).body,
        })),
    );
}

const urlOf = (path: string) =>
  `/api/fleetfolio${path.replace(/:\w+/g, String(new Types.ObjectId()))}`;

function call(agent: ReturnType<typeof t.agent>, route: Route) {
  const request = agent[route.method.toLowerCase() as 'get'](urlOf(route.path));
  if (route.method === 'GET' || route.method === 'DELETE') return request;
  if (route.body === 'multipart') return request.field('kind', 'bol');
  return request.send({});
}

describe('roles on every FleetFolio route', () => {
  it('answers 403 to each role a route does not allow, and runs nothing for it', async () => {
    const owner = await signedInCarrier(t);
    const driver = await TmsDriverModel.create({ ownerId: owner.id, firstName: 'Dee' });
    const members = {
      dispatcher: await signedInMember(t, owner, 'dispatcher'),
      driver: await signedInMember(t, owner, 'driver', String(driver._id)),
    };
    const routes = signedInRoutes();
    expect(routes.length).toBeGreaterThan(40);
    let refused = 0;
    for (const route of routes) {
      for (const role of ['dispatcher', 'driver'] as const) {
        if (route.roles.includes(role)) continue;
        const answer = await call(members[role].agent, route);
        expect({ route: `${route.method} ${route.path}`, role, status: answer.status }).toEqual({
          route: `${route.method} ${route.path}`,
          role,
          status: 403,
        });
        expect(answer.body.message).toBe(FLEET_TEAM_MESSAGES.forbidden);
        refused += 1;
      }
    }
    console.log(`roles: ${routes.length} routes, ${refused} refusals checked`);
    expect(await TmsActivityModel.countDocuments({ ownerId: owner.id })).toBe(0);
  });

  it('gives a dispatcher the operations and no money, pay, team or log; a driver only the phone view', () => {
    const byRole = (role: string) =>
      signedInRoutes()
        .filter((route) => route.roles.includes(role))
        .map((route) => route.path.split('/')[1]);
    expect(new Set(byRole('dispatcher'))).toEqual(
      new Set([
        'loads',
        'trips',
        'drivers',
        'trucks',
        'trailers',
        'customers',
        'documents',
        'reports',
        'dashboard',
        'compliance',
        'support',
        'dispatch-board',
      ]),
    );
    const dispatcherReports = signedInRoutes().filter(
      (route) => route.path.startsWith('/reports') && route.roles.includes('dispatcher'),
    );
    // Revenue and pay per driver and truck are financial reports too (issue 22), like the UI's
    // Reports tab, which is the owner's.
    expect(dispatcherReports.filter((route) => /financial|fleet/.test(route.path))).toEqual([]);
    expect(new Set(byRole('driver'))).toEqual(new Set(['driver']));
    const pay = signedInRoutes().filter((route) => /^\/(settlements|pay-items)/.test(route.path));
    expect(pay.length).toBeGreaterThanOrEqual(10);
    expect(pay.filter((route) => route.roles.join() !== 'owner')).toEqual([]);
  });
});
