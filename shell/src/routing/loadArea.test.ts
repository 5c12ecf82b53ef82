import { createAreaHealth } from './areaHealth';
import { createAreaLoader, type FederationRuntime } from './loadArea';

const area = {
  name: 'mf_tools',
  entry: 'http://localhost:3004/remoteEntry.js',
  routes: ['/tracking'],
};

type Guarded = Record<
  'mount' | 'unmount',
  (props: { domElement: HTMLElement }) => Promise<unknown>
>;

function federationWith(load: () => Promise<unknown>) {
  const loadRemote = jest.fn(load);
  const registerRemotes = jest.fn();
  // The runtime's loadRemote is generic over the module type; these tests return fixed modules.
  const federation = { loadRemote, registerRemotes } as unknown as FederationRuntime;
  return { federation, loadRemote, registerRemotes };
}

/** The loader of `area`, rendering into `container` (by default an empty one). */
function loaderWith(
  federation: FederationRuntime,
  { health = createAreaHealth(), container = document.createElement('div') } = {},
) {
  return createAreaLoader(area, federation, health, container);
}

/** Guarded lifecycles of an area whose own lifecycles mount with `mount`. */
async function guardedWith(mount: (props: { domElement: HTMLElement }) => Promise<unknown>) {
  const { federation } = federationWith(async () => ({
    bootstrap: async () => undefined,
    mount,
    unmount: async () => undefined,
  }));
  return (await loaderWith(federation)()) as unknown as Guarded;
}

/** An area container as the page comes with it: the inert prerendered screen of its route. */
function prerenderedContainer(html: string) {
  const container = document.createElement('div');
  container.setAttribute('inert', '');
  container.innerHTML = html;
  return container;
}

describe('createAreaLoader', () => {
  it('loads the area lifecycles from its container', async () => {
    const mount = jest.fn(async () => undefined);
    const lifecycles = { bootstrap: async () => undefined, mount, unmount: async () => undefined };
    const { federation, loadRemote } = federationWith(async () => lifecycles);
    const loaded = (await loaderWith(federation)()) as unknown as Guarded;
    expect(loadRemote).toHaveBeenCalledWith('mf_tools/app');
    await loaded.mount({ domElement: document.createElement('div') });
    expect(mount).toHaveBeenCalledTimes(1);
  });

  it('forgets the failed entry so a retry refetches it, and rethrows for single-spa', async () => {
    const { federation, registerRemotes } = federationWith(async () => {
      throw new Error('ScriptExternalLoadError');
    });
    await expect(loaderWith(federation)()).rejects.toThrow('ScriptExternalLoadError');
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'mf_tools', entry: 'http://localhost:3004/remoteEntry.js' }],
      { force: true },
    );
  });

  it("uses up the page's preloads of the area's chunks, so a retry asks the server again", async () => {
    const hint = (href: string) =>
      `<link rel="preload" href="${href}" as="script" fetchpriority="low" />`;
    const chunk = 'http://localhost:3004/843.5e418913a9.js';
    const shellFile = 'http://localhost/bootstrap.d0d3b75ef5.js';
    document.head.innerHTML = [area.entry, chunk, shellFile].map(hint).join('');
    const { federation } = federationWith(async () => {
      throw new Error('ScriptExternalLoadError');
    });
    await expect(loaderWith(federation)()).rejects.toThrow();
    const scripts = [...document.head.querySelectorAll('script')].map((script) => script.src);
    expect(scripts).toEqual([chunk]);
    const hinted = [...document.head.querySelectorAll('link')].map((link) => link.href);
    expect(hinted).toEqual([area.entry, shellFile]);

    await expect(loaderWith(federation)()).rejects.toThrow();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    document.head.innerHTML = '';
  });

  it('takes the prerendered screen away when the area cannot be loaded', async () => {
    const { federation } = federationWith(async () => {
      throw new Error('ScriptExternalLoadError');
    });
    const container = prerenderedContainer('<h1>Shipment Tracking</h1>');
    await expect(loaderWith(federation, { container })()).rejects.toThrow();
    expect(container).toBeEmptyDOMElement();
    expect(container).not.toHaveAttribute('inert');
  });

  it('rejects a module that is not single-spa lifecycles', async () => {
    const { federation } = federationWith(async () => ({}));
    await expect(loaderWith(federation)()).rejects.toThrow('does not export single-spa lifecycles');
  });
});

describe('guarded lifecycles', () => {
  it('marks an area broken when mount throws and retries it on the next visit', async () => {
    const health = createAreaHealth();
    const mount = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue(undefined);
    const unmount = jest.fn(async () => undefined);
    const { federation } = federationWith(async () => ({
      bootstrap: async () => undefined,
      mount,
      unmount,
    }));
    const app = (await loaderWith(federation, { health })()) as unknown as Guarded;
    const domElement = document.createElement('div');
    domElement.innerHTML = '<p>half drawn</p>';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await app.mount({ domElement });
    expect(health.isBroken('mf_tools')).toBe(true);

    await app.unmount({ domElement });
    expect(domElement).toBeEmptyDOMElement();
    expect(unmount).not.toHaveBeenCalled();

    await app.mount({ domElement });
    expect(health.isBroken('mf_tools')).toBe(false);
    expect(mount).toHaveBeenCalledTimes(2);
  });

  it("makes the page's prerendered screen live once the area has mounted over it", async () => {
    const app = await guardedWith(async ({ domElement }) => {
      domElement.innerHTML = '<h1>Admin Login</h1>';
    });
    const domElement = prerenderedContainer('<h1>Admin Login</h1>');

    await app.mount({ domElement });
    expect(domElement).not.toHaveAttribute('inert');
  });

  it('takes the prerendered screen away when the area fails to mount', async () => {
    const app = await guardedWith(async () => {
      throw new Error('boom');
    });
    const domElement = prerenderedContainer('<h1>Shipment Tracking</h1>');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    await app.mount({ domElement });
    expect(domElement).toBeEmptyDOMElement();
    expect(domElement).not.toHaveAttribute('inert');
  });
});
