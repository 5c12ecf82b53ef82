import type { RemoteArea } from '../manifest/manifest';
import { createStatusStore, mainStatusFor } from './mainStatus';

const areas: RemoteArea[] = [
  { name: 'mf_marketing', entry: 'http://x/remoteEntry.js', routes: ['/', '/review/:token'] },
  { name: 'mf_tools', entry: 'http://y/remoteEntry.js', routes: ['/trip-planner', '/tracking'] },
];

const statusAt = (
  pathname: string,
  appStatus: (name: string) => string | null = () => 'MOUNTED',
  isBroken: (name: string) => boolean = () => false,
) => mainStatusFor({ location: { pathname } as Location, areas, appStatus, isBroken });

describe('mainStatusFor', () => {
  it('leaves the main region to the owning area', () => {
    expect(statusAt('/tracking')).toEqual({ kind: 'area' });
  });

  it('shows the 404 page where no area owns the path', () => {
    expect(statusAt('/no-such-page')).toEqual({ kind: 'not-found' });
  });

  it('shows the outage fallback when the owning area failed to load', () => {
    const status = statusAt('/tracking', (name) =>
      name === 'mf_tools' ? 'LOAD_ERROR' : 'MOUNTED',
    );
    expect(status).toEqual({ kind: 'unavailable', area: 'mf_tools' });
    expect(statusAt('/', (name) => (name === 'mf_tools' ? 'LOAD_ERROR' : 'MOUNTED'))).toEqual({
      kind: 'area',
    });
  });

  it('shows the outage fallback when the area threw while starting', () => {
    expect(statusAt('/review/abc', undefined, (name) => name === 'mf_marketing')).toEqual({
      kind: 'unavailable',
      area: 'mf_marketing',
    });
  });

  it('shows the outage fallback everywhere when the manifest could not be read', () => {
    const status = mainStatusFor({
      location: { pathname: '/' } as Location,
      areas: 'failed',
      appStatus: () => null,
      isBroken: () => false,
    });
    expect(status).toEqual({ kind: 'unavailable', area: null });
  });
});

describe('createStatusStore', () => {
  it('tells its readers of a status that differs, and of no other', () => {
    const store = createStatusStore();
    const listener = jest.fn();
    store.subscribe(listener);
    store.set({ kind: 'area' });
    store.set({ kind: 'area' });
    store.set({ kind: 'unavailable', area: 'mf_tools' });
    store.set({ kind: 'unavailable', area: 'mf_tools' });
    store.set({ kind: 'unavailable', area: 'mf_marketing' });
    expect(listener).toHaveBeenCalledTimes(3);
    expect(store.get()).toEqual({ kind: 'unavailable', area: 'mf_marketing' });
  });
});
