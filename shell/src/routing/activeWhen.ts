function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/**
 * A matcher for one route pattern. `/` matches only the home page; any other pattern matches
 * its path exactly or followed by `/...` (the area's router shows its 404 for unknown subpaths).
 * A `:param` segment matches any one non-empty segment.
 */
export function routeMatcher(pattern: string): (pathname: string) => boolean {
  const wanted = segments(pattern);
  if (wanted.length === 0) return (pathname) => segments(pathname).length === 0;
  return (pathname) => {
    const actual = segments(pathname);
    if (actual.length < wanted.length) return false;
    return wanted.every((part, index) => part.startsWith(':') || part === actual[index]);
  };
}

/** single-spa `activeWhen` for an area owning the given route patterns. */
export function activeWhenFor(routes: string[]): (location: Location) => boolean {
  const matchers = routes.map(routeMatcher);
  return (location) => matchers.some((matches) => matches(location.pathname));
}
