/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { createPrerenderedPages } from './prerendered-pages.mjs';

/** A render build whose one screen shows the phone it was given, and counts its renders. */
function renderBuild() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'render-build-'));
  const bundle = path.join(dir, 'prerender.cjs');
  writeFileSync(
    bundle,
    `let renders = 0;
exports.PAGE_READ_PATHS = ['/api/company-settings'];
exports.renders = () => renders;
exports.prerender = (reads = {}) => {
  renders += 1;
  const phone = reads['/api/company-settings']?.phone ?? 'built-in';
  return [{ route: '/', html: '<p>' + phone + '</p>' }];
};`,
  );
  return bundle;
}

/** An API whose company phone the test changes; answers with an ETag of the phone. */
function companyApi() {
  const api = { phone: '(312) 555-0100', up: true };
  const fetch = jest.fn(async () => {
    if (!api.up) throw new TypeError('fetch failed');
    return new Response(JSON.stringify({ phone: api.phone }), {
      headers: { 'Cache-Control': 'public, max-age=0', ETag: `"${api.phone}"` },
    });
  });
  return { api, fetch };
}

/**
 * What is there: a render build's pages, a render once made.
 * @template T
 * @param {T | null} value
 * @returns {T}
 */
function present(value) {
  if (value === null) throw new Error('expected a value, got null');
  return value;
}

/** Lets a render started in the background finish (its reads are answered at once here). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('createPrerenderedPages', () => {
  it('is null for a remote without a render build', () => {
    const pages = createPrerenderedPages({ bundle: '/nowhere/prerender.cjs', apiUrl: 'http://x' });
    expect(pages).toBeNull();
  });

  it("renders the screens with the API's reads, again only once they changed", async () => {
    const bundle = renderBuild();
    const { api, fetch } = companyApi();
    let clock = 0;
    const pages = present(
      createPrerenderedPages({ bundle, apiUrl: 'http://api.test', fetch, now: () => clock }),
    );
    // Nothing rendered yet: the build's copy is sent while the first render is made.
    expect(pages()).toBeNull();
    await settled();
    const first = present(pages());
    expect(JSON.parse(first.body)).toEqual({
      pages: [{ route: '/', html: '<p>(312) 555-0100</p>' }],
    });

    clock += 1_000;
    expect(pages()).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);

    // Past the interval the last render is answered at once, and the reads looked at again.
    clock += 5_000;
    expect(present(pages()).etag).toBe(first.etag);
    await settled();
    expect(fetch).toHaveBeenCalledTimes(2);
    const { renders } = await import(bundle);
    expect(renders()).toBe(1);

    api.phone = '(312) 555-0199';
    clock += 5_000;
    expect(present(pages()).body).toContain('(312) 555-0100');
    await settled();
    const changed = present(pages());
    expect(changed.body).toContain('(312) 555-0199');
    expect(changed.etag).not.toBe(first.etag);
    expect(renders()).toBe(2);
  });

  it('renders with the built-in content while the API cannot be reached', async () => {
    const { api, fetch } = companyApi();
    api.up = false;
    const pages = present(
      createPrerenderedPages({ bundle: renderBuild(), apiUrl: 'http://api.test', fetch }),
    );
    pages();
    await settled();
    expect(present(pages()).body).toContain('<p>built-in</p>');
  });
});
