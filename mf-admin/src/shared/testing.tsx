import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import {
  AreaRoutes,
  createFreightStore,
  RemoteProviders,
  type ShellServices,
} from '@freight/runtime';

type Answer = { status?: number; body?: unknown };
/** Answers keyed by `METHOD path` (query string included); a function sees the request body. */
export type FakeApi = Record<string, Answer | ((body: unknown) => Answer)>;

export interface FakeCall {
  key: string;
  body: unknown;
}

/** Replaces fetch with answers from `api`; an unexpected call fails the test loudly. */
export function fakeApi(api: FakeApi): FakeCall[] {
  const calls: FakeCall[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${url}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, body });
    const entry = api[key];
    if (!entry) throw new Error(`unexpected call ${key}`);
    const answer = typeof entry === 'function' ? entry(body) : entry;
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // jsdom has no fetch Response; the base query reads only these members.
    return { ok: status < 400, status, statusText: '', text: async () => text };
  }) as unknown as typeof fetch;
  return calls;
}

/** Renders the area's routes at a path with fake shell services. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const services: ShellServices = {
    toast: { show: jest.fn(), dismiss: jest.fn() },
    pageMeta: { set: jest.fn() },
    navigation: { navigate: jest.fn() },
    store: createFreightStore(),
  };
  render(
    <RemoteProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <AreaRoutes routes={routes} />
      </MemoryRouter>
    </RemoteProviders>,
  );
  return services;
}
