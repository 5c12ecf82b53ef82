import { registerApplication } from 'single-spa';
import type { ShellServices } from '@freight/runtime';
import type { RemoteArea } from '../manifest/manifest';
import { activeWhenFor } from './activeWhen';
import type { AreaHealth } from './areaHealth';
import { createAreaLoader, type FederationRuntime } from './loadArea';

/**
 * Area containers go first in <main>, above the splash: an area painting below the splash
 * jumped up when the splash was removed (Lighthouse CLS 0.55 on the landing page).
 */
function containerFor(name: string, main: HTMLElement): HTMLElement {
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
    registerApplication({
      name: area.name,
      app: createAreaLoader(area, federation, health),
      activeWhen: activeWhenFor(area.routes),
      customProps: { ...services, domElement: containerFor(area.name, main) },
    });
  }
}
