import React from 'react';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import type { ShellServices } from '../services';
import { createTransitionRoot } from '../transitionRoot';
import { AreaRoutes } from './AreaRoutes';
import { RemoteProviders } from './RemoteProviders';

/** What single-spa hands an area: the shell's services plus the container to render in. */
export type RemoteProps = ShellServices & { name: string; domElement?: HTMLElement };

function servicesOf({ toast, pageMeta, navigation, store }: RemoteProps): ShellServices {
  return { toast, pageMeta, navigation, store };
}

export interface RemoteLifecycleOptions {
  /**
   * Runs on each mount before the area's first render, e.g. to seed the store with the reads
   * the page came with (`takePageRead`): dispatching during a render would update the shell's
   * header, another React root, from inside that render.
   */
  beforeMount?: (services: ShellServices) => void;
}

/** single-spa lifecycles for an area whose router uses full paths (`/admin-login`, not relative). */
export function createRemoteLifecycles(
  routes: RouteObject[],
  { beforeMount }: RemoteLifecycleOptions = {},
) {
  function RemoteRoot(props: RemoteProps) {
    const services = React.useMemo(
      () => servicesOf(props),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- services only change with these four references
      [props.toast, props.pageMeta, props.navigation, props.store],
    );
    return (
      <RemoteProviders services={services}>
        <BrowserRouter>
          <AreaRoutes routes={routes} />
        </BrowserRouter>
      </RemoteProviders>
    );
  }
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    // react-dom's client API as single-spa-react calls it: the area renders in a transition.
    ReactDOMClient: { createRoot: createTransitionRoot },
    rootComponent: RemoteRoot,
    // RemoteProviders holds the area's error boundary, inside the theme so its message is styled.
    suppressComponentDidCatchWarning: true,
  });
  if (!beforeMount) return lifecycles;
  return {
    ...lifecycles,
    mount: (props: Parameters<typeof lifecycles.mount>[0]) => {
      beforeMount(servicesOf(props));
      return lifecycles.mount(props);
    },
  };
}

export type RemoteLifecycles = ReturnType<typeof createRemoteLifecycles>;
