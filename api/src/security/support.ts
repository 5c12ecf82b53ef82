import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import type supertest from 'supertest';
import type Koa from 'koa';
import { routesOf } from '../app';
import type { SessionKind } from '../auth/sessions';
import { countUnsent } from '../mail';
import type { BodyKind } from '../http/routePolicy';
import { signedInAdmin } from '../modules/admin-auth/testing';
import { confirmedClientAgent } from '../modules/client-portal/testing';
import { signedInCarrier } from '../modules/fleetfolio/testing';
import { createdShipment } from '../modules/shipments/testing';
import type { TestContext } from '../test';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Agent = ReturnType<typeof supertest.agent>;

export interface ApiRoute {
  method: Method;
  /** The router's path pattern, e.g. `/api/admin/quotes/:id/status`. */
  path: string;
  /** The session kind of the route's area, if any. */
  kind?: SessionKind;
  /** The body the route declares it reads: JSON, multipart or raw. */
  body: BodyKind;
}

/** Routes under a session prefix that anyone may call (sign-in, registration, status checks). */
export const PUBLIC_PREFIXED = new Set([
  'POST /api/admin/login',
  'POST /api/admin/logout',
  'GET /api/admin/auth-status',
  'POST /api/fleetfolio/register',
  'POST /api/fleetfolio/login',
  'GET /api/fleetfolio/auth/check',
  'POST /api/fleetfolio/logout',
  'POST /api/client-portal/register',
  'POST /api/client-portal/login',
  'POST /api/client-portal/logout',
  'POST /api/client-portal/verify-email',
  'POST /api/client-portal/quotes/confirm',
  'POST /api/client-portal/password-reset/request',
  'POST /api/client-portal/password-reset',
  'POST /api/fleetfolio/password-reset/request',
  'POST /api/fleetfolio/password-reset',
  // An invitee has no account yet: the link's token is the credential.
  'GET /api/fleetfolio/team/invitations/:token',
  'POST /api/fleetfolio/team/invitations/accept',
  'POST /api/fleetfolio/team/invitations/renewal',
]);

/** Every route the app serves, read from its area routers (new routes join by themselves). */
export function apiRoutes(app: Koa): ApiRoute[] {
  const seen = new Set<string>();
  const routes: ApiRoute[] = [];
  for (const route of routesOf(app)) {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) continue;
    seen.add(key);
    routes.push({
      method: route.method as Method,
      path: route.path,
      kind: route.kind,
      body: route.body,
    });
  }
  return routes;
}

export const routeKey = (route: ApiRoute) => `${route.method} ${route.path}`;
export const isWrite = (route: ApiRoute) => route.method !== 'GET';

const DEFAULT_PARAMS: Record<string, string> = {
  kind: 'driver',
  shipmentNumber: 'FC-0000ZZZZ',
  key: 'cdlDocument',
  token: 'a'.repeat(43),
};

/** The route's path with each `:param` filled from `params`, else a well-formed id nobody owns. */
export function concretePath(path: string, params: Record<string, string> = {}): string {
  return path.replace(
    /:(\w+)/g,
    (_, name: string) => params[name] ?? DEFAULT_PARAMS[name] ?? '0123456789abcdef01234567',
  );
}

const VOLATILE = new Set(['sessions']);
/**
 * The limits' request counters: every counted request moves one by design, refused ones too.
 * They are bookkeeping of requests, not data a request may change (they lived in process
 * memory, out of this digest's sight, before they moved to MongoDB to be shared).
 */
const COUNTERS = new Set(['rate_limits', 'sign_in_failures', 'registration_attempts']);

/**
 * Waits until the outbox has sent what earlier requests queued: the worker moves a message from
 * queued to sent (and the catcher stores it) in the background, not because of a request.
 */
async function outboxSettled(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if ((await countUnsent()) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the mail outbox did not settle');
}

/** A fingerprint of every collection (count and content), to prove a request changed nothing. */
export async function databaseDigest(): Promise<Map<string, string>> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  await outboxSettled();
  const digest = new Map<string, string>();
  for (const { name } of await db.listCollections().toArray()) {
    if (COUNTERS.has(name)) continue;
    const collection = db.collection(name);
    if (VOLATILE.has(name)) {
      digest.set(name, String(await collection.countDocuments()));
      continue;
    }
    const docs = await collection.find().sort({ _id: 1 }).toArray();
    digest.set(name, createHash('sha256').update(JSON.stringify(docs)).digest('hex'));
  }
  return digest;
}

/** Names of the collections whose fingerprint differs. */
export function changedCollections(before: Map<string, string>, after: Map<string, string>) {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}

const LEAK_PATTERNS: Array<[string, RegExp]> = [
  ['driver name', /mongo|mongoose|bson/i],
  ['error class', /CastError|ValidationError|MongoServerError|TypeError|ReferenceError/],
  ['stack frame', /\n\s+at |\bat [\w.<>]+ \(|\(node:/],
  ['file path', /\/(work|srv|home|usr)\/|node_modules|\.[tj]s:\d+/],
  [
    'collection name',
    /\b(tms_\w+|quote_requests|client_portal_users|driver_applications|owner_operator_applications|sign_in_failures|fs\.files|files\.chunks)\b/,
  ],
  ['model name', /\b\w+Model\b/],
];

/** What an error body reveals that it should not (empty when nothing). */
function leaksIn(text: string): string[] {
  return LEAK_PATTERNS.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);
}

/** Counts answers by status and collects error bodies that leak, for the printed figures. */
export class Tally {
  readonly byStatus = new Map<number, number>();
  readonly leaks: string[] = [];
  errorBodies = 0;

  add(response: supertest.Response, label: string): supertest.Response {
    this.byStatus.set(response.status, (this.byStatus.get(response.status) ?? 0) + 1);
    if (response.status >= 400) {
      this.errorBodies += 1;
      const found = leaksIn(response.text ?? '');
      if (found.length)
        this.leaks.push(`${label} -> ${response.status} ${found}: ${response.text}`);
    }
    return response;
  }

  get total(): number {
    return [...this.byStatus.values()].reduce((sum, n) => sum + n, 0);
  }

  count(predicate: (status: number) => boolean): number {
    return [...this.byStatus].filter(([s]) => predicate(s)).reduce((sum, [, n]) => sum + n, 0);
  }

  summary(): string {
    const statuses = [...this.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
    return `${this.total} requests, by status {${statuses.join(', ')}}, ${this.errorBodies} error bodies scanned, ${this.leaks.length} leaking`;
  }
}

/** Prints one figure line of the security suite. */
export function report(title: string, ...lines: string[]): void {
  console.log(`[security] ${title}\n  ${lines.join('\n  ')}`);
}

export interface World {
  admin: Agent;
  clients: [Agent, Agent];
  clientEmails: [string, string];
  carriers: [Agent, Agent];
  carrierEmails: [string, string];
  /** Ids of real documents, to fill route parameters. */
  params: Record<string, string>;
}

/** Two clients with a shipment each, two carriers with their sample data, and a signed-in admin. */
export async function buildWorld(t: TestContext): Promise<World> {
  const admin = await signedInAdmin(t);
  const clientEmails: [string, string] = ['alpha@shipper.example', 'beta@shipper.example'];
  const clients: [Agent, Agent] = [
    await confirmedClientAgent(t, clientEmails[0]),
    await confirmedClientAgent(t, clientEmails[1]),
  ];
  const shipment = await createdShipment(admin, clientEmails[0]);
  await createdShipment(admin, clientEmails[1]);
  const first = await signedInCarrier(t);
  const second = await signedInCarrier(t);
  return {
    admin,
    clients,
    clientEmails,
    carriers: [first.agent, second.agent],
    carrierEmails: [first.email, second.email],
    params: { id: shipment.id, shipmentNumber: shipment.shipmentNumber },
  };
}

/** The agent signed in as the route's kind (the first account of that kind), else a fresh one. */
export function agentFor(t: TestContext, world: World, kind: SessionKind | undefined): Agent {
  if (kind === 'admin') return world.admin;
  if (kind === 'client') return world.clients[0];
  if (kind === 'carrier') return world.carriers[0];
  return t.agent();
}

/** Sends a request of the route's method to `path` on `agent`. */
export function send(agent: Agent | ReturnType<typeof supertest>, method: Method, path: string) {
  const lower = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  return agent[lower](path);
}
