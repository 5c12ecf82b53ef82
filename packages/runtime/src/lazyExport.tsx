import { lazy, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import { isRetried, LoadAttempt, type LoadFailure } from './loadAttempt';

/**
 * A component loaded on its first render from a named export, for the parts a page loads apart
 * from its first files (React.lazy itself takes a module's default export):
 * `const ReviewForm = lazyExport(() => import('./ReviewForm'), 'ReviewForm')`. A failed load is
 * shown to the nearest error boundary; its "Try again" loads the part again (React.lazy alone
 * keeps the failure until the page is reloaded).
 */
export function lazyExport<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  const loadPart = () => {
    const part: { Component: LazyExoticComponent<ComponentType<Props>>; failure?: LoadFailure } = {
      Component: lazy<ComponentType<Props>>(async () => {
        try {
          return { default: (await load())[name] };
        } catch (error) {
          part.failure = {};
          throw error;
        }
      }),
    };
    return part;
  };
  let part = loadPart();
  function LazyPart(props: Props) {
    const attempt = useContext(LoadAttempt);
    if (part.failure && isRetried(part.failure, attempt)) part = loadPart();
    const { Component } = part;
    return <Component {...props} />;
  }
  return LazyPart;
}
