import { createFreightStore, RemoteProviders, type ShellServices } from '@freight/runtime';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';

/** One recorded request of the fetch stub. */
export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown };

/**
 * Replaces fetch with a stub that answers from `route(method, url)` and records each call
 * (tests only; jsdom has no fetch).
 */
export function stubFetch(route: (method: string, url: string, body: unknown) => Answer) {
  const calls: FetchCall[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ url, method, body });
    const { status = 200, body: answer = null } = route(method, url, body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => (answer === null ? '' : JSON.stringify(answer)),
    };
  }) as unknown as typeof fetch;
  return calls;
}

export function renderWithServices(ui: ReactElement) {
  const store = createFreightStore();
  const services: ShellServices = {
    toast: { show: jest.fn(), dismiss: jest.fn() },
    pageMeta: { set: jest.fn() },
    navigation: { navigate: jest.fn() },
    store,
  };
  const view = render(<RemoteProviders services={services}>{ui}</RemoteProviders>);
  return { ...view, services };
}

/** A tab or form that may navigate (e.g. to sign-in on a 401), inside a memory router. */
export function renderInArea(ui: ReactElement) {
  return renderWithServices(<MemoryRouter initialEntries={['/fleetfolio']}>{ui}</MemoryRouter>);
}
