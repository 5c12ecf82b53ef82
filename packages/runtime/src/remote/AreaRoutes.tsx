import type { MouseEvent } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { useShellServices } from '../ShellServicesContext';
import { NotFoundPage } from './NotFoundPage';

/** An area's full-path routes, with the site's 404 page for unknown paths under its prefix. */
export function AreaRoutes({ routes }: { routes: RouteObject[] }) {
  const { pageMeta, navigation } = useShellServices();
  const onHome = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigation.navigate('/');
  };
  return useRoutes([
    ...routes,
    { path: '*', element: <NotFoundPage pageMeta={pageMeta} onHome={onHome} /> },
  ]);
}
