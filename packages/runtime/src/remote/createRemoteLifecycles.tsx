import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import type { ShellServices } from '../services';
import { AreaRoutes } from './AreaRoutes';
import { RemoteProviders } from './RemoteProviders';

/** What single-spa hands an area: the shell's services plus the container to render in. */
export type RemoteProps = ShellServices & { name: string; domElement?: HTMLElement };

function servicesOf({ toast, pageMeta, navigation, store }: RemoteProps): ShellServices {
  return { toast, pageMeta, navigation, store };
}

/**
 * react-dom's client API as single-spa-react calls it, with each render of the area's root in a
 * transition: React then renders the area in slices of a few milliseconds instead of one long
 * task, so the page answers input while an area mounts. The prerendered screen stays on view
 * until the area commits, as before.
 */
const transitionRendering = {
  createRoot(container: Element) {
    const root = ReactDOMClient.createRoot(container);
    return {
      render: (element: React.ReactNode) => React.startTransition(() => root.render(element)),
      unmount: () => root.unmount(),
    };
  },
};

/** single-spa lifecycles for an area whose router uses full paths (`/admin-login`, not relative). */
export function createRemoteLifecycles(routes: RouteObject[]) {
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
  return singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient: transitionRendering,
    rootComponent: RemoteRoot,
    // RemoteProviders holds the area's error boundary, inside the theme so its message is styled.
    suppressComponentDidCatchWarning: true,
  });
}

export type RemoteLifecycles = ReturnType<typeof createRemoteLifecycles>;
