import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RemoteProviders, createFreightStore, type ShellServices } from '@freight/runtime';

/** Renders inside the area's providers with spy services; answers the services. */
export function renderWithServices(ui: ReactElement) {
  const services: ShellServices = {
    toast: { show: jest.fn(), dismiss: jest.fn() },
    pageMeta: { set: jest.fn() },
    navigation: { navigate: jest.fn() },
    store: createFreightStore(),
  };
  const view = render(<RemoteProviders services={services}>{ui}</RemoteProviders>);
  return { services, ...view };
}

/** A fetch answer as the shared base query reads it. */
export function jsonAnswer(status: number, body: unknown) {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 201 ? 'Created' : 'Error',
    text: () => Promise.resolve(JSON.stringify(body)),
  });
}
