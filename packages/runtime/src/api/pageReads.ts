/**
 * Public API answers the page came with. The shell's page server (shell/server/page-data.mjs)
 * writes them into the served HTML as
 * `<script type="application/json" id="page-reads">{"/api/services": [...]}</script>`,
 * keyed by the path an area reads, so the page paints with data and no request. An area seeds
 * its RTK Query cache with them before its first render instead of fetching the same reads.
 */
export const PAGE_READS_ELEMENT_ID = 'page-reads';

let unread: Map<string, unknown> | null = null;

function readPage(): Map<string, unknown> {
  const element =
    typeof document === 'undefined' ? null : document.getElementById(PAGE_READS_ELEMENT_ID);
  if (!element?.textContent) return new Map();
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return new Map();
    return new Map(Object.entries(parsed));
  } catch (error) {
    console.error('The page reads are not JSON; the areas will fetch them', error);
    return new Map();
  }
}

/**
 * The answer the page came with for `path` (JSON `null` for a bodiless one), once: whoever
 * takes it seeds the cache, and a later mount fetches or uses that cache instead of an answer
 * that may since have gone stale. `undefined` when the page has none.
 */
export function takePageRead(path: string): { value: unknown } | undefined {
  unread ??= readPage();
  if (!unread.has(path)) return undefined;
  const value = unread.get(path);
  unread.delete(path);
  return { value };
}

/** Where a cache is seeded from: the page's reads (`takePageRead`), or reads given to a render. */
export type PageReadSource = (path: string) => { value: unknown } | undefined;

/** A source over reads given by path, as a server render has them (each may be taken again). */
export function pageReadsFrom(reads: Readonly<Record<string, unknown>>): PageReadSource {
  return (path) => (Object.hasOwn(reads, path) ? { value: reads[path] } : undefined);
}

/** Forgets what was read from the page (tests that build a new page). */
export function resetPageReads(): void {
  unread = null;
}
