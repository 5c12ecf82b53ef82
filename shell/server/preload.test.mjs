import { describe, expect, it } from '@jest/globals';
import { exposedAppFiles, readsFor, routeIs, routeMatches } from './preload.mjs';

describe('routeMatches', () => {
  it('matches the home page only exactly, other patterns with their subpaths', () => {
    expect(routeMatches('/', '/')).toBe(true);
    expect(routeMatches('/', '/admin')).toBe(false);
    expect(routeMatches('/admin', '/admin/quotes')).toBe(true);
    expect(routeMatches('/review/:token', '/review/abc')).toBe(true);
    expect(routeMatches('/review/:token', '/review')).toBe(false);
  });
});

describe('routeIs', () => {
  it('matches a pattern only against a path of as many segments', () => {
    expect(routeIs('/review/:token', '/review/abc')).toBe(true);
    expect(routeIs('/admin', '/admin/quotes')).toBe(false);
    expect(routeIs('/', '/')).toBe(true);
  });
});

describe('readsFor', () => {
  it('gives the header read everywhere, and the first reads of the routes that make one', () => {
    expect(readsFor('/')).toContain('/api/services');
    expect(readsFor('/admin-login/')).toEqual(['/api/company-settings', '/api/admin/auth-status']);
    expect(readsFor('/tracking')).toEqual(['/api/company-settings']);
  });

  it("gives a signed-in area's session check on the pages that read it", () => {
    expect(readsFor('/client-portal')).toContain('/api/client-portal/me');
    expect(readsFor('/fleetfolio')).toContain('/api/fleetfolio/auth/check');
    expect(readsFor('/fleetfolio/login')).toContain('/api/fleetfolio/auth/check');
    expect(readsFor('/fleetfolio/register')).toEqual(['/api/company-settings']);
  });
});

describe('exposedAppFiles', () => {
  it("gives the first files of the remote's ./app beside its entry, none without a manifest", () => {
    const manifest = {
      exposes: [{ path: './app', assets: { js: { sync: ['app.12.js'], async: ['x.js'] } } }],
    };
    expect(exposedAppFiles(manifest, 'http://m.test/remoteEntry.js')).toEqual([
      'http://m.test/app.12.js',
    ]);
    expect(exposedAppFiles(null, 'http://m.test/remoteEntry.js')).toEqual([]);
  });
});
