/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import * as singleSpa from 'single-spa';
import { fakeShellServices } from '../testing';
import { createRemoteLifecycles } from './createRemoteLifecycles';

const routes = [{ path: '/tracking', element: <h1>Shipment Tracking</h1> }];

function areaContainer() {
  const container = document.createElement('div');
  container.innerHTML = '<h1 inert>Shipment Tracking (prerendered)</h1>';
  document.body.append(container);
  return container;
}

describe('createRemoteLifecycles', () => {
  // single-spa runs the lifecycles as a browser does, outside act(): their promises settle only
  // once React has committed, which act() would hold back until they settle.
  let actEnvironment: unknown;
  beforeEach(() => {
    window.history.replaceState(null, '', '/tracking');
    actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT');
    Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
  });
  afterEach(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment));

  it('mounts the route in place of the prerendered screen, and unmounts it', async () => {
    const area = createRemoteLifecycles(routes);
    const domElement = areaContainer();
    const props = {
      name: 'mf_tools',
      domElement,
      singleSpa,
      mountParcel: singleSpa.mountRootParcel,
      ...fakeShellServices(),
    };

    await area.bootstrap(props);
    await area.mount(props);

    expect(screen.getByRole('heading', { name: 'Shipment Tracking' })).toBeInTheDocument();
    expect(screen.queryByText('Shipment Tracking (prerendered)')).not.toBeInTheDocument();

    await area.unmount(props);
    expect(domElement).toBeEmptyDOMElement();
  });

  it('runs beforeMount with the services before the first render', async () => {
    const seen: string[] = [];
    const area = createRemoteLifecycles(
      [{ path: '/tracking', element: <Probe onRender={() => seen.push('render')} /> }],
      { beforeMount: ({ store }) => seen.push(store ? 'beforeMount' : 'no store') },
    );
    const domElement = areaContainer();
    const props = {
      name: 'mf_tools',
      domElement,
      singleSpa,
      mountParcel: singleSpa.mountRootParcel,
      ...fakeShellServices(),
    };
    await area.bootstrap(props);
    await area.mount(props);
    expect(seen[0]).toBe('beforeMount');
    expect(seen).toContain('render');
    await area.unmount(props);
  });
});

function Probe({ onRender }: { onRender: () => void }) {
  onRender();
  return <h1>Probe</h1>;
}
