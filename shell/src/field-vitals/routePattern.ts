import { SITE_ROUTES, type SiteRoute } from '@freight/contracts';

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route pattern a path is a page of (`/review/abc` → `/review/:token`), or undefined for a
 * path no area serves as a page (a 404 under an area's prefix).
 */
export function routePatternOf(pathname: string): SiteRoute | undefined {
  const actual = segments(pathname);
  return SITE_ROUTES.find((route) => {
    const wanted = segments(route);
    return (
      wanted.length === actual.length &&
      wanted.every((part, index) => part.startsWith(':') || part === actual[index])
    );
  });
}
