import { act, render, waitFor } from '@testing-library/react';
import { useEffect, type ReactElement } from 'react';
import {
  BrowserRouter,
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import { start as startSingleSpa } from 'single-spa';
import { AreaRoutes } from '../remote/AreaRoutes';
import { RemoteProviders } from '../remote/RemoteProviders';
import type { ShellServices } from '../services';
import { createFreightStore } from '../store';

export { resetPageReads } from '../api/pageReads';
export { NETWORK_FAILURE } from './networkFailure';

let nextToastId = 1;

/** Shell services whose members are jest spies (`toast.show` answers ids), around a fresh store. */
export function fakeShellServices() {
  return {
    toast: { show: jest.fn(() => nextToastId++), dismiss: jest.fn() },
    pageMeta: { set: jest.fn() },
    navigation: { navigate: jest.fn() },
    store: createFreightStore(),
  } satisfies ShellServices;
}

export type FakeShellServices = ReturnType<typeof fakeShellServices>;

/** The router's address and its Back and Forward, as a test sees them. */
export interface TestHistory {
  /** The current location: `pathname + search`. */
  readonly url: string;
  readonly location: Location;
  back: () => Promise<void>;
  forward: () => Promise<void>;
  /** In the shell: how many popstate events the area's router has been handed so far. */
  readonly popstates: number;
}

function historyProbe(inShell: boolean) {
  const seen: { location?: Location; navigate?: NavigateFunction; popstates: number } = {
    popstates: 0,
  };
  function HistoryProbe() {
    seen.location = useLocation();
    seen.navigate = useNavigate();
    // A passive effect: registered after the router's listener (a layout effect), so it counts
    // the events the router has been handed.
    useEffect(() => {
      const count = () => {
        seen.popstates += 1;
      };
      window.addEventListener('popstate', count);
      return () => window.removeEventListener('popstate', count);
    }, []);
    return null;
  }
  const location = () => {
    if (!seen.location) throw new Error('the router has not rendered');
    return seen.location;
  };
  const url = () => `${location().pathname}${location().search}`;
  // The memory router moves at once; the page's history answers with a popstate event later.
  const go = (delta: number) => async () => {
    const before = url();
    await act(async () => {
      await seen.navigate?.(delta);
    });
    if (!inShell) return;
    await waitFor(() => {
      if (url() === before) throw new Error(`still at ${before}`);
    });
  };
  const history: TestHistory = {
    get url() {
      return url();
    },
    get location() {
      return location();
    },
    back: go(-1),
    forward: go(1),
    get popstates() {
      return seen.popstates;
    },
  };
  return { HistoryProbe, history };
}

let historyPatched = false;

/**
 * The page's history as single-spa patches it in the shell (once per test file, it cannot be
 * undone; the shell's options): each pushState and replaceState that changes the address is
 * followed by a popstate event, after single-spa's reroute, which an area's browser router
 * reports as a POP of the entry just written.
 */
function patchHistoryAsTheShell() {
  if (historyPatched) return;
  startSingleSpa({ urlRerouteOnly: true });
  historyPatched = true;
}

export interface AreaRenderOptions {
  /** Renders inside a router at this path (for components that link or navigate). */
  path?: string;
  /**
   * The router an area mounts with in the shell (a browser router over the page's history,
   * patched by single-spa) instead of a memory router; `history.back()` and `forward()` then
   * wait for the address to change.
   */
  inShell?: boolean;
  /** Runs before the first render, as the area's lifecycles' `beforeMount` (seeding reads). */
  beforeMount?: (services: FakeShellServices) => void;
}

function routerAt(path: string, inShell: boolean, children: ReactElement) {
  if (!inShell) return <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  patchHistoryAsTheShell();
  // History's own method, not single-spa's patch on the instance: the page is loaded at
  // `path`, no navigation for the router to hear of.
  History.prototype.replaceState.call(window.history, null, '', path);
  return <BrowserRouter>{children}</BrowserRouter>;
}

/**
 * Renders `ui` inside the area's providers with fake services; with `path`, inside a router at
 * that path, whose address and Back and Forward the answer's `history` gives.
 */
export function renderInArea(
  ui: ReactElement,
  { path, inShell = false, beforeMount }: AreaRenderOptions = {},
) {
  const services = fakeShellServices();
  beforeMount?.(services);
  const { HistoryProbe, history } = historyProbe(inShell);
  const content =
    path === undefined
      ? ui
      : routerAt(
          path,
          inShell,
          <>
            <HistoryProbe />
            {ui}
          </>,
        );
  const view = render(<RemoteProviders services={services}>{content}</RemoteProviders>);
  return { ...view, services, history };
}

/** Renders an area's routes (with the site's 404) at `path`, as the shell mounts them. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  options: Pick<AreaRenderOptions, 'beforeMount'> = {},
) {
  return renderInArea(<AreaRoutes routes={routes} />, { ...options, path });
}

/** The members of a fetch Response the shared base query reads (jsdom has no Response). */
export function fetchAnswer(status: number, body?: unknown) {
  const text = body === undefined || body === null ? '' : JSON.stringify(body);
  return { ok: status >= 200 && status < 300, status, statusText: '', text: async () => text };
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
}

type Answering = StubAnswer | ((body: unknown) => StubAnswer);

/**
 * Answers keyed by `METHOD url` (query string included): one answer, a function of the parsed
 * request body, or a list used in turn (the last one repeats).
 */
export type StubAnswers = Record<string, Answering | Answering[]>;

/** Answers computed from the request, for stubs that match urls loosely. */
export type StubRoute = (method: string, url: string, body: unknown) => StubAnswer;

/** One recorded request: `key` is `METHOD url`, `body` the parsed JSON body (if a string). */
export interface FetchCall {
  key: string;
  method: string;
  url: string;
  body: unknown;
  init: RequestInit;
}

function pick(answers: StubAnswers, key: string): Answering | undefined {
  const entry = answers[key];
  if (!Array.isArray(entry)) return entry;
  return entry.length > 1 ? entry.shift() : entry[0];
}

/** Replaces fetch with `answers` and records each call; an unexpected call fails loudly. */
export function stubFetch(answers: StubAnswers | StubRoute): FetchCall[] {
  const calls: FetchCall[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const key = `${method} ${url}`;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ key, method, url, body, init });
    const entry = typeof answers === 'function' ? answers(method, url, body) : pick(answers, key);
    if (!entry) throw new Error(`unexpected call ${key}`);
    const answer = typeof entry === 'function' ? entry(body) : entry;
    return fetchAnswer(answer.status ?? 200, answer.body);
  }) as unknown as typeof fetch;
  return calls;
}
