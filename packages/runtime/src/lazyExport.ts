import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component loaded on its first render from a named export, for the parts a page loads apart
 * from its first files (React.lazy itself takes a module's default export):
 * `const ReviewForm = lazyExport(() => import('./ReviewForm'), 'ReviewForm')`.
 */
export function lazyExport<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
