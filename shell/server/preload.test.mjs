import { describe, expect, it, jest } from '@jest/globals';
import { createPageRenderer, createRemoteFiles, readsFor, routeMatches } from './preload.mjs';

const HTML =
  '<html><head><meta charset="utf-8" /><title>Freight</title></head><body></body></html>';
const REMOTES = [
  { name: 'mf_marketing', entry: 'http://m.test/remoteEntry.js', routes: ['/', '/review/:token'] },
  { name: 'mf_admin', entry: 'http://a.test/remoteEntry.js', routes: ['/admin-login', '/admin'] },
];
const MARKETING_MANIFEST = {
  exposes: [{ path: './app', assets: { js: { sync: ['app.1234567890.js'], async: ['x.js'] } } }],
};

function renderer(fetchJson = async () => MARKETING_MANIFEST) {
  return createPageRenderer({
    html: HTML,
    shellFiles: ['/bootstrap.abc.js'],
    remotes: REMOTES,
    remoteFiles: createRemoteFiles(fetchJson),
  });
}

describe('routeMatches', () => {
  it('matches the home page only exactly, other patterns with their subpaths', () => {
    expect(routeMatches('/', '/')).toBe(true);
    expect(routeMatches('/', '/admin')).toBe(false);
    expect(routeMatches('/admin', '/admin/quotes')).toBe(true);
    expect(routeMatches('/review/:token', '/review/abc')).toBe(true);
    expect(routeMatches('/review/:token', '/review')).toBe(false);
  });
});

describe('readsFor', () => {
  it('gives the header read everywhere, and the first reads of the routes that make one', () => {
    expect(readsFor('/')).toContain('/api/services');
    expect(readsFor('/admin-login/')).toEqual(['/api/company-settings', '/api/admin/auth-status']);
    expect(readsFor('/tracking')).toEqual(['/api/company-settings']);
  });
});

describe('createRemoteFiles', () => {
  const ENTRY = 'http://m.test/remoteEntry.js';
  const manifestWith = (file) => ({
    exposes: [{ path: './app', assets: { js: { sync: [file], async: [] } } }],
  });

  it('answers with the last files read while it reads a 30 s old manifest again', async () => {
    let now = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    const fetchJson = jest
      .fn()
      .mockResolvedValueOnce(manifestWith('old.js'))
      .mockResolvedValueOnce(manifestWith('new.js'));
    const remoteFiles = createRemoteFiles(fetchJson);
    expect(await remoteFiles(ENTRY)).toEqual(['http://m.test/old.js']);
    now = 10_000;
    expect(await remoteFiles(ENTRY)).toEqual(['http://m.test/old.js']);
    expect(fetchJson).toHaveBeenCalledTimes(1);
    now = 31_000;
    expect(await remoteFiles(ENTRY)).toEqual(['http://m.test/old.js']);
    expect(await remoteFiles(ENTRY)).toEqual(['http://m.test/new.js']);
    expect(fetchJson).toHaveBeenCalledTimes(2);
    clock.mockRestore();
  });
});

describe('createPageRenderer', () => {
  it('puts the hints before the title, charset first', async () => {
    const page = await renderer()('/');
    expect(page.indexOf('charset')).toBeLessThan(page.indexOf('rel="preload"'));
    expect(page.indexOf('rel="preload"')).toBeLessThan(page.indexOf('<title>'));
  });

  it('preloads the manifest, the reads, the shell startup and the route remote first files', async () => {
    const page = await renderer()('/');
    expect(page).toContain('href="/remotes.json" as="fetch" crossorigin="anonymous"');
    expect(page).toContain('href="/api/services" as="fetch" crossorigin="use-credentials"');
    expect(page).toContain('href="/bootstrap.abc.js" as="script"');
    expect(page).toContain('href="http://m.test/remoteEntry.js" as="script"');
    expect(page).toContain('href="http://m.test/app.1234567890.js" as="script"');
    expect(page).not.toContain('x.js');
    expect(page).not.toContain('a.test');
  });

  it('still preloads the entry of a remote whose manifest cannot be read', async () => {
    const page = await renderer(async () => {
      throw new Error('down');
    })('/admin');
    expect(page).toContain('href="http://a.test/remoteEntry.js" as="script"');
    expect(page).toContain('href="/bootstrap.abc.js"');
  });

  it('preloads no remote on a path no area owns', async () => {
    const page = await renderer()('/nowhere');
    expect(page).not.toContain('.test/');
  });
});
