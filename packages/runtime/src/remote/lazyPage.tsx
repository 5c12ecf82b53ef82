import { isValidElement, useContext, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { isRetried, LoadAttempt, type LoadFailure } from '../loadAttempt';

/** A route's page that loads apart from the area's first files (see lazyPage). */
export interface LazyPage<Props extends object> {
  (props: Props): React.JSX.Element;
  /** Loads the page's module; a render after this shows the page without waiting. */
  preload: () => Promise<void>;
}

/**
 * A route's page from a named export, loaded on its first render: `element: <LoginPage />` with
 * `const LoginPage = lazyPage(() => import('./LoginPage'), 'LoginPage')`. Unlike React.lazy it
 * has no Suspense fallback of its own: an area renders in a transition, which keeps what the
 * container shows (the prerendered screen, or the page navigated from) until the page has
 * loaded, and prerenderArea loads every lazy page before it renders.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPage<Props> {
  let Page: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  let failure: (LoadFailure & { error: unknown }) | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        Page = module[name];
      },
      (error: unknown) => {
        // Renders show it to the error boundary until it is asked to try again, or until the
        // next preload, which loads it again.
        failure = { error };
        loading = undefined;
        throw error;
      },
    );
    failure = undefined;
    return loading;
  };
  function LoadedPage(props: Props) {
    const attempt = useContext(LoadAttempt);
    if (failure && !isRetried(failure, attempt)) throw failure.error;
    // Suspends as React.lazy does (React's use() would suspend once more on a page preloaded
    // before any render, which a prerender cannot wait for).
    if (!Page) throw preload();
    return <Page {...props} />;
  }
  return Object.assign(LoadedPage, { preload });
}

/** Loads the lazy pages of `routes` (prerendering renders them at once, with no fallback). */
export async function preloadLazyPages(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(({ element }) => {
      const type: unknown = isValidElement(element) ? element.type : undefined;
      const preload = (type as Partial<LazyPage<object>> | undefined)?.preload;
      return typeof preload === 'function' ? preload() : undefined;
    }),
  );
}
