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
 * single-spa app loader: fetches the area's entry only when it first becomes active.
 * On failure it forgets the cached entry (so the next visit really refetches it), takes away
 * the prerendered screen the page may have come with (it would stay, inert, above the
 * fallback) and rethrows, which single-spa records as LOAD_ERROR and retries on the next
 * navigation.
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
      leavePrerenderedScreen(container);
      throw error;
    }
  };
}
