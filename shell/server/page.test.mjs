import { describe, expect, it } from '@jest/globals';
import { createPageRenderer, prerenderedScreen } from './page.mjs';

const HTML =
  '<html><head><meta charset="utf-8" /><title>Freight</title></head>' +
  '<body><main id="main" tabindex="-1"><div id="shell-splash"></div></main></body></html>';
const REMOTES = [
  { name: 'mf_marketing', entry: 'http://m.test/remoteEntry.js', routes: ['/', '/review/:token'] },
  { name: 'mf_admin', entry: 'http://a.test/remoteEntry.js', routes: ['/admin-login', '/admin'] },
  { name: 'mf_portal', entry: 'http://p.test/remoteEntry.js', routes: ['/client-portal'] },
];
const SIGNED_OUT_PORTAL = {
  session: 'client',
  reads: { '/api/client-portal/me': null },
  html: '<h1>Client Portal</h1><p>Sign in</p>',
};
const REMOTE_FILES = {
  'http://m.test/mf-manifest.json': {
    exposes: [{ path: './app', assets: { js: { sync: ['app.1234567890.js'], async: ['x.js'] } } }],
  },
  'http://m.test/prerendered.json': {
    pages: [
      { route: '/', html: '<h1>Your Freight, Our Priority</h1>' },
      { route: '/review/:token', html: '<h1>Share Your Experience</h1>' },
    ],
  },
  'http://p.test/prerendered.json': {
    pages: [
      {
        route: '/client-portal',
        html: '<div aria-busy="true"></div>',
        signedOut: SIGNED_OUT_PORTAL,
      },
    ],
  },
};

/**
 * @param {(entry: string, file: string) => Promise<unknown>} [remoteJson]
 * @param {(pathname: string) => Promise<Record<string, unknown>>} [pageReads]
 */
function renderer(
  remoteJson = async (entry, file) => REMOTE_FILES[new URL(file, entry).href],
  pageReads = undefined,
) {
  return createPageRenderer({
    html: HTML,
    shellFiles: ['/bootstrap.abc.js'],
    remotes: REMOTES,
    remoteJson,
    pageReads,
  });
}

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

  it('lowers the scripts below the first paint only when the page comes with its screen', async () => {
    expect(await renderer()('/')).toContain('as="script" fetchpriority="low"');
    expect(await renderer()('/admin')).not.toContain('fetchpriority');
  });

  it("puts the route's prerendered screen first in <main>, inert until the area mounts", async () => {
    const page = await renderer()('/review/abc');
    expect(page).toContain(
      '<main id="main" tabindex="-1"><div id="area-mf_marketing" inert><h1>Share Your Experience</h1></div><div id="shell-splash">',
    );
  });

  it('still preloads the entry of a remote whose files cannot be read, with no screen', async () => {
    const page = await renderer(async () => null)('/admin');
    expect(page).toContain('href="http://a.test/remoteEntry.js" as="script"');
    expect(page).toContain('href="/bootstrap.abc.js"');
    expect(page).not.toContain('id="area-');
  });

  it('embeds the reads it could have, safe in a script element, and hints only the others', async () => {
    const reads = {
      '/api/company-settings': { phone: '(555) 010-2030' },
      '/api/testimonials': [{ testimonial: '</script><script>alert(1)</script>' }],
    };
    const page = await renderer(undefined, async () => reads)('/');
    const element = page.match(/<script type="application\/json" id="page-reads">(.*?)<\/script>/);
    expect(JSON.parse(element?.[1] ?? 'null')).toEqual(reads);
    expect(page.indexOf('id="page-reads"')).toBeGreaterThan(page.indexOf('</main>'));
    expect(page).not.toContain('href="/api/company-settings"');
    expect(page).not.toContain('href="/api/testimonials"');
    expect(page).toContain('href="/api/services" as="fetch"');
  });

  it('has no reads element when it could have none', async () => {
    expect(await renderer(undefined, async () => ({}))('/')).not.toContain('page-reads');
  });

  it("gives a visitor surely without the area's session its signed-out screen and the check's answer", async () => {
    const page = await renderer(undefined, async () => ({}))('/client-portal', {
      signedOut: (kind) => kind === 'client',
    });
    expect(page).toContain(
      '<div id="area-mf_portal" inert><h1>Client Portal</h1><p>Sign in</p></div>',
    );
    const element = page.match(/<script type="application\/json" id="page-reads">(.*?)<\/script>/);
    expect(JSON.parse(element?.[1] ?? 'null')).toEqual({ '/api/client-portal/me': null });
    expect(page).not.toContain('href="/api/client-portal/me"');
  });

  it('gives any other visitor the placeholder, and hints the session check', async () => {
    for (const signedOut of [undefined, (kind) => kind === 'carrier']) {
      const page = await renderer(undefined, async () => ({}))('/client-portal', { signedOut });
      expect(page).toContain('<div id="area-mf_portal" inert><div aria-busy="true"></div></div>');
      expect(page).not.toContain('page-reads');
      expect(page).toContain('href="/api/client-portal/me" as="fetch"');
    }
  });

  it('preloads no remote and prerenders nothing on a path no area owns', async () => {
    const page = await renderer()('/nowhere');
    expect(page).not.toContain('.test/');
    expect(page).not.toContain('id="area-');
  });
});

describe('prerenderedScreen', () => {
  const prerendered = REMOTE_FILES['http://m.test/prerendered.json'];
  const html = (pathname) => prerenderedScreen(prerendered, pathname)?.html;

  it('takes the page whose route has as many segments as the path', () => {
    expect(html('/')).toBe('<h1>Your Freight, Our Priority</h1>');
    expect(html('/review/abc')).toBe('<h1>Share Your Experience</h1>');
    expect(html('/review/abc/more')).toBeUndefined();
  });

  it('ignores a malformed file, and a malformed signed-out screen', () => {
    expect(prerenderedScreen(null, '/')).toBeUndefined();
    expect(prerenderedScreen({ pages: [{ route: '/', html: 1 }] }, '/')).toBeUndefined();
    const page = {
      route: '/',
      html: '<p>Loading</p>',
      signedOut: { ...SIGNED_OUT_PORTAL, reads: [] },
    };
    expect(prerenderedScreen({ pages: [page] }, '/', () => true)).toEqual({
      html: '<p>Loading</p>',
      reads: {},
    });
  });
});

describe('the nonce of a page', () => {
  it("is given to every style element of the page and to styled-components' meta", async () => {
    const html =
      '<html><head><meta charset="utf-8" /><title>Freight</title><style>body{}</style></head>' +
      '<body><main id="main" tabindex="-1"></main></body></html>';
    const pageFor = createPageRenderer({
      html,
      shellFiles: [],
      remotes: REMOTES.slice(0, 1),
      remoteJson: async () => ({ pages: [{ route: '/', html: '<style>.a{}</style><h1>Hi</h1>' }] }),
    });
    const page = await pageFor('/', { nonce: 'n0nce' });
    expect(page.match(/<style[^>]*>/g)).toEqual(['<style nonce="n0nce">', '<style nonce="n0nce">']);
    expect(page).toContain('<meta property="csp-nonce" nonce="n0nce" />');
    expect(page.indexOf('csp-nonce')).toBeLessThan(page.indexOf('<style'));
    expect(await pageFor('/')).not.toContain('nonce');
  });
});
