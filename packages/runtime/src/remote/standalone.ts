import { createFreightStore } from '../store';
import type { ShellServices } from '../services';
import type { RemoteLifecycles, RemoteProps } from './createRemoteLifecycles';

function setDescription(description: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

/** Services for an area running without the shell: console and alert toasts, plain titles. */
export function createStandaloneServices(store = createFreightStore()): ShellServices {
  return {
    store,
    toast: {
      show({ title, description = '', variant }) {
        console.info(`[toast] ${title}: ${description}`);
        if (variant === 'destructive') window.alert(`${title}\n${description}`);
        return 0;
      },
      dismiss() {},
    },
    pageMeta: {
      set({ title, description }) {
        document.title = title;
        setDescription(description);
      },
    },
    navigation: {
      navigate(url) {
        window.history.pushState(null, '', url);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
    },
  };
}

/**
 * Mounts an area on its own page (its dist/index.html) for development without the shell.
 * Moves to `homePath` first when the page was opened at a path the area does not own.
 */
export async function mountStandalone(
  lifecycles: RemoteLifecycles,
  name: string,
  homePath: string,
) {
  if (window.location.pathname === '/' || window.location.pathname.endsWith('.html')) {
    window.history.replaceState(null, '', homePath);
  }
  const domElement = document.getElementById('root') ?? document.body;
  const props = { ...createStandaloneServices(), name, domElement } as RemoteProps;
  // single-spa-react's lifecycle types expect single-spa's own props; standalone there is no single-spa.
  const app = lifecycles as unknown as Record<
    'bootstrap' | 'mount',
    (p: RemoteProps) => Promise<unknown>
  >;
  await app.bootstrap(props);
  await app.mount(props);
}
