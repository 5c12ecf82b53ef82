import { createValueStore } from '@freight/ui';
import type { RemoteArea } from '../manifest/manifest';
import { activeWhenFor } from '../routing/activeWhen';

/** What the shell itself paints in the main region (areas paint everything else). */
export type MainStatus =
  | { kind: 'starting' }
  | { kind: 'area' }
  | { kind: 'not-found' }
  | { kind: 'unavailable'; area: string | null };

const FAILED = new Set(['LOAD_ERROR', 'SKIP_BECAUSE_BROKEN']);

/**
 * The status for a location: 404 when no area owns the path, the outage fallback when the
 * owning area failed to load or start (or the manifest itself could not be read).
 */
export function mainStatusFor(input: {
  location: Location;
  areas: RemoteArea[] | 'failed';
  appStatus: (name: string) => string | null;
  isBroken: (name: string) => boolean;
}): MainStatus {
  const { location, areas, appStatus, isBroken } = input;
  if (areas === 'failed') return { kind: 'unavailable', area: null };
  const owners = areas.filter((area) => activeWhenFor(area.routes)(location));
  if (owners.length === 0) return { kind: 'not-found' };
  const failed = owners.find(({ name }) => isBroken(name) || FAILED.has(appStatus(name) ?? ''));
  return failed ? { kind: 'unavailable', area: failed.name } : { kind: 'area' };
}

const failedArea = (status: MainStatus) =>
  status.kind === 'unavailable' ? status.area : undefined;
const sameStatus = (a: MainStatus, b: MainStatus) =>
  a.kind === b.kind && failedArea(a) === failedArea(b);

/**
 * What the main region shows, read with useSyncExternalStore. It is set on every routing event,
 * a tab switch's too, and tells its reader only of a status that differs.
 */
export const createStatusStore = (initial: MainStatus = { kind: 'starting' }) =>
  createValueStore(initial, sameStatus);

export type StatusStore = ReturnType<typeof createStatusStore>;
