import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import { AreaRoutes } from '../remote/AreaRoutes';
import { RemoteProviders } from '../remote/RemoteProviders';
import type { ShellServices } from '../services';
import { createFreightStore } from '../store';

export { resetPageReads } from '../api/pageReads';

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

/** The memory router's address and its Back and Forward, as a test sees them. */
export interface TestHistory {
  /** The current location: `pathname + search`. */
  readonly url: string;
  readonly location: Location;
  back: () => Promise<void>;
  forward: () => Promise<void>;
}

function historyProbe() {
  const seen: { location?: Location; navigate?: NavigateFunction } = {};
  function HistoryProbe() {
    seen.location = useLocation();
    seen.navigate = useNavigate();
    return null;
  }
  const location = () => {
    if (!seen.location) throw new Error('the router has not rendered');
    return seen.location;
  };
  const go = (delta: number) => async () => {
    await act(async () => {
      await seen.navigate?.(delta);
    });
  };
  const history: TestHistory = {
    get url() {
      return `${location().pathname}${location().search}`;
    },
    get location() {
      return location();
    },
    back: go(-1),
    forward: go(1),
  };
  return { HistoryProbe, history };
}

/**
 * Renders `ui` inside the area's providers with fake services; with `path`, inside a memory
 * router at that path (for components that link or navigate), whose address and Back and
 * Forward the answer's `history` gives.
 */
export function renderInArea(ui: ReactElement, { path }: { path?: string } = {}) {
  const services = fakeShellServices();
  const { HistoryProbe, history } = historyProbe();
  const content =
    path === undefined ? (
      ui
    ) : (
      <MemoryRouter initialEntries={[path]}>
        <HistoryProbe />
        {ui}
      </MemoryRouter>
    );
  const view = render(<RemoteProviders services={services}>{content}</RemoteProviders>);
  return { ...view, services, history };
}

/** Renders an area's routes (with the site's 404) at `path`, as the shell mounts them. */
export function renderRoutes(routes: RouteObject[], path: string) {
  return renderInArea(<AreaRoutes routes={routes} />, { path });
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
