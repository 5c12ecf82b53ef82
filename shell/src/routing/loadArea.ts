import type { LifeCycles } from 'single-spa';
import type { RemoteArea } from '../manifest/manifest';
import type { AreaHealth } from './areaHealth';
import { guardLifecycles } from './guardLifecycles';
import { leavePrerenderedScreen } from './prerenderedScreen';

type AreaLifecycles = LifeCycles<{ domElement: HTMLElement }>;

/** The two federation runtime calls the loader needs (injected so tests need no network). */
export interface FederationRuntime {
  loadRemote<T>(id: string): Promise<T | null>;
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
}

/**
 * Uses up the page's preload hints for the area's files (`<link rel="preload" as="script">` in
 * its entry's folder; the entry's own hint the failed load has used). Chromium answers the
 * first script of a preloaded URL with that preload's outcome without asking the server again:
 * a page served while the area's server was down would hand the next visit its chunks'
 * connection failures, and the area would stay unavailable after its server is back.
 */
function usePreloadsOf(entry: string) {
  const folder = new URL('.', entry).href;
  const hints = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]');
  for (const hint of hints) {
    if (hint.href === entry || !hint.href.startsWith(folder)) continue;
    hint.remove();
    const script = document.createElement('script');
    script.src = hint.href;
    script.onload = script.onerror = () => script.remove();
    document.head.append(script);
  }
}

/**
 * single-spa app loader: fetches the area's entry only when it first becomes active.
 * On failure it forgets the cached entry and uses up the page's preloads of the area's files
 * (so the next visit really refetches them), takes away the prerendered screen the page may
 * have come with (it would stay, inert, above the fallback) and rethrows, which single-spa
 * records as LOAD_ERROR and retries on the next navigation.
 */
export function createAreaLoader(
  area: RemoteArea,
  federation: FederationRuntime,
  health: AreaHealth,
  container: HTMLElement,
) {
  return async (): Promise<AreaLifecycles> => {
    try {
      const lifecycles = await federation.loadRemote<AreaLifecycles>(`${area.name}/app`);
      if (!lifecycles || typeof lifecycles.mount !== 'function') {
        throw new Error(`${area.name}/app does not export single-spa lifecycles`);
      }
      return guardLifecycles(area.name, lifecycles, health);
    } catch (error) {
      federation.registerRemotes([{ name: area.name, entry: area.entry }], { force: true });
      usePreloadsOf(area.entry);
      leavePrerenderedScreen(container);
      throw error;
    }
  };
}
