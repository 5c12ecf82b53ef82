import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from '@freight/ui';
import { ShellServicesProvider, createFreightStore, type ShellServices } from '@freight/runtime';

/** The part of a fetch Response the shared base query reads (jsdom has no Response). */
export function respond(status: number, body?: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { ok: status < 400, status, statusText: '', text: async () => text };
}

type Answer = ReturnType<typeof respond>;

/** Renders inside the store, theme and shell services; fetch answers by `METHOD url`. */
export function renderWithServices(ui: ReactElement, answers: Record<string, () => Answer> = {}) {
  const fetchStub = jest.fn(async (url: string, init?: RequestInit) => {
    const answer = answers[`${init?.method ?? 'GET'} ${url}`];
    if (!answer) throw new Error(`unexpected fetch ${init?.method} ${url}`);
    return answer();
  });
  global.fetch = fetchStub as unknown as typeof fetch;
  const store = createFreightStore();
  const services = {
    toast: { show: jest.fn(), dismiss: jest.fn() },
    pageMeta: { set: jest.fn() },
    navigation: { navigate: jest.fn() },
    store,
  } satisfies ShellServices;
  render(
    <Provider store={store}>
      <ShellServicesProvider services={services}>
        <ThemeProvider>{ui}</ThemeProvider>
      </ShellServicesProvider>
    </Provider>,
  );
  return { fetchStub, services };
}
