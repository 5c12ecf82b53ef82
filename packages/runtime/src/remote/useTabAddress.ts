import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** A tab's path segment, from its name: 'Dispatch Board' → 'dispatch-board', '&' → 'and'. */
export function tabSlug(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The address of `tab` on a page at `base` whose first tab (`tabs[0]`) is the page itself. */
export function tabPath<T extends string>(base: string, tabs: readonly T[], tab: T): string {
  return tab === tabs[0] ? base : `${base}/${tabSlug(tab)}`;
}

export interface TabAddress<T extends string> {
  /** The tab the address names, or the first tab. */
  tab: T;
  /** Goes to the tab's address, a new history entry (nothing when it is already shown). */
  selectTab: (tab: T) => void;
}

/**
 * The selected tab of a page kept in its address: `base` shows the first tab, `base/<slug>`
 * the others (a route `base/:tab` beside `base`). Back and Forward move between
 * tabs, a reload keeps the tab, a link opens it. `base/<first tab's slug>` shows the first tab
 * too (`/admin/quotes?status=pending` reads well in a link). An unknown slug or a tab the user
 * may not see (not in `tabs`) is replaced by `base` (its query kept), leaving no entry behind.
 * `selectTab` keeps its identity, so panels made once with it are not rebuilt on each change.
 */
export function useTabAddress<T extends string>(base: string, tabs: readonly T[]): TabAddress<T> {
  const home = tabs[0];
  if (home === undefined) throw new Error(`the page at ${base} has no tabs`);
  const { tab: slug } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const named = slug === undefined ? undefined : tabs.find((tab) => tabSlug(tab) === slug);
  const tab = named ?? home;
  const misplaced = slug !== undefined && named === undefined;

  useEffect(() => {
    if (misplaced) navigate({ pathname: base, search }, { replace: true });
  }, [misplaced, base, search, navigate]);

  const current = useRef({ tab, tabs, navigate });
  useEffect(() => {
    current.current = { tab, tabs, navigate };
  });
  const selectTab = useCallback(
    (next: T) => {
      const { tab: shown, tabs: all, navigate: go } = current.current;
      if (next !== shown) go(tabPath(base, all, next));
    },
    [base],
  );
  return { tab, selectTab };
}
