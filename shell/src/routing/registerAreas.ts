import { registerApplication } from 'single-spa';
import type { ShellServices } from '@freight/runtime';
import type { RemoteArea } from '../manifest/manifest';
import { activeWhenFor } from './activeWhen';
import type { AreaHealth } from './areaHealth';
import { createAreaLoader, type FederationRuntime } from './loadArea';

/**
 * Area containers go first in <main>, above the splash: an area painting below the splash
 * jumped up when the splash was removed (Lighthouse CLS 0.55 on the landing page). The page
 * may come with the active area's container holding its prerendered first screen.
 */
function containerFor(name: string, main: HTMLElement): HTMLElement {
  const prerendered = document.getElementById(`area-${name}`);
  if (prerendered) return prerendered;
  const element = document.createElement('div');
  element.id = `area-${name}`;
  main.prepend(element);
  return element;
}

/** Registers the manifest's areas with federation (entries are fetched lazily) and single-spa. */
export function registerAreas(options: {
  areas: RemoteArea[];
  services: ShellServices;
  main: HTMLElement;
  federation: FederationRuntime;
  health: AreaHealth;
}) {
  const { areas, services, main, federation, health } = options;
  federation.registerRemotes(areas.map(({ name, entry }) => ({ name, entry })));
  for (const area of areas) {
    const domElement = containerFor(area.name, main);
    registerApplication({
      name: area.name,
      app: createAreaLoader(area, federation, health, domElement),
      activeWhen: activeWhenFor(area.routes),
      customProps: { ...services, domElement },
    });
  }
}
