import { addErrorHandler, getAppStatus, start } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createTransitionRoot } from '@freight/runtime';
import { ShellApp } from './app/ShellApp';
import { createShellServices } from './app/createShellServices';
import type { RemoteArea } from './manifest/manifest';
import { createAreaHealth } from './routing/areaHealth';
import { registerAreas } from './routing/registerAreas';
import { createStatusStore, mainStatusFor } from './status/mainStatus';

function requireElement(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`index.html lacks #${id}`);
  return element;
}

async function readManifest(manifest: Promise<RemoteArea[]>): Promise<RemoteArea[] | 'failed'> {
  try {
    return await manifest;
  } catch (error) {
    console.error('Could not read /remotes.json', error);
    return 'failed';
  }
}

/** Mounts the header and registers the areas of the manifest read by the entry. */
export async function boot(manifest: Promise<RemoteArea[]>) {
  const main = requireElement('main');
  const { services, toasts } = createShellServices();
  const status = createStatusStore();
  const health = createAreaHealth();

  createTransitionRoot(requireElement('shell-header')).render(
    <ShellApp
      services={services}
      toasts={toasts}
      status={status}
      statusElement={requireElement('shell-status')}
    />,
  );

  const areas = await readManifest(manifest);
  const refreshStatus = () => {
    document.getElementById('shell-splash')?.remove();
    status.set(
      mainStatusFor({
        location: window.location,
        areas,
        appStatus: getAppStatus,
        isBroken: health.isBroken,
      }),
    );
  };
  window.addEventListener('single-spa:routing-event', refreshStatus);
  // Handled here (logged, fallback painted) rather than thrown as an uncaught page error.
  addErrorHandler((error) => console.error(error));
  if (areas !== 'failed') {
    const overridden = areas.filter((area) => area.override);
    if (overridden.length > 0)
      void import('./dev/overrideBadge').then(({ showOverrideBadge }) =>
        showOverrideBadge(overridden),
      );
    registerAreas({ areas, services, main, federation: { loadRemote, registerRemotes }, health });
  }
  start({ urlRerouteOnly: true });
  whenIdle(() =>
    import(/* webpackChunkName: "field-vitals" */ './field-vitals/collectFieldVitals').then(
      ({ collectFieldVitals }) => collectFieldVitals(),
    ),
  );
}

/**
 * Runs `task` once the page has loaded and the main thread is idle, so measuring real visits
 * takes nothing from the first load (its observers are buffered: nothing is missed).
 */
function whenIdle(task: () => Promise<unknown>) {
  const run = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1));
    idle(() => void task().catch((error: unknown) => console.error(error)));
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}
