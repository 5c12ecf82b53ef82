import { tabPath, tabSlug } from './useTabAddress';

describe('tab addresses', () => {
  it('derives a slug from the tab name', () => {
    expect(tabSlug('Dispatch Board')).toBe('dispatch-board');
    expect(tabSlug('Settings & More')).toBe('settings-and-more');
    expect(tabSlug('Trips')).toBe('trips');
  });

  it('gives the first tab the page address and the others a segment below it', () => {
    const tabs = ['Dashboard', 'Load Planner'] as const;
    expect(tabPath('/fleetfolio', tabs, 'Dashboard')).toBe('/fleetfolio');
    expect(tabPath('/fleetfolio', tabs, 'Load Planner')).toBe('/fleetfolio/load-planner');
  });
});
