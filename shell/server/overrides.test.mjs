import { describe, expect, it } from '@jest/globals';
import { pageContentSecurityPolicy } from '../../packages/build-config/static-headers.mjs';
import { createRemoteOverrides, devServerSockets, OVERRIDE_COOKIE } from './overrides.mjs';

const REMOTES = [
  { name: 'mf_marketing', entry: 'https://m.example.com/remoteEntry.js', routes: ['/'] },
  { name: 'mf_tools', entry: 'https://t.example.com/remoteEntry.js', routes: ['/trip-planner'] },
];
const DEV_ENTRY = 'http://localhost:3104/remoteEntry.js';
const at = (query) => new URL(`http://site.test/trip-planner${query}`);
const cookieOf = (setCookie) => setCookie.split(';')[0];

describe('createRemoteOverrides', () => {
  const overridesFor = createRemoteOverrides(REMOTES, { enabled: true });

  it('points one area at a dev server on this machine and remembers it in a cookie', () => {
    const asked = overridesFor(at(`?override=mf_tools@${DEV_ENTRY}`), undefined);
    expect(asked.remotes).toEqual([
      REMOTES[0],
      { ...REMOTES[1], entry: DEV_ENTRY, override: true },
    ]);
    expect(asked.setCookie).toMatch(
      new RegExp(`^${OVERRIDE_COOKIE}=.+; Path=/; Max-Age=\\d+; HttpOnly; SameSite=Lax$`),
    );

    const later = overridesFor(at(''), cookieOf(asked.setCookie));
    expect(later.remotes).toEqual(asked.remotes);
    expect(later.setCookie).toBeUndefined();
  });

  it('forgets every override on ?override=reset', () => {
    const { setCookie } = overridesFor(at(`?override=mf_tools@${DEV_ENTRY}`), undefined);
    const reset = overridesFor(at('?override=reset'), cookieOf(setCookie));
    expect(reset.remotes).toBe(REMOTES);
    expect(reset.setCookie).toMatch(/Max-Age=0/);
  });

  it.each([
    ['another machine', 'mf_tools@https://evil.example/remoteEntry.js'],
    ['a script URL', 'mf_tools@javascript:alert(1)'],
    ['an unknown area', `mf_unknown@${DEV_ENTRY}`],
    ['no area', DEV_ENTRY],
  ])('ignores an override to %s', (_case, value) => {
    const result = overridesFor(at(`?override=${encodeURIComponent(value)}`), undefined);
    expect(result.remotes).toBe(REMOTES);
    expect(result.setCookie).toBeUndefined();
  });

  it('is refused by a production server, from the query and from the cookie', () => {
    const production = createRemoteOverrides(REMOTES, { enabled: false });
    const { setCookie } = overridesFor(at(`?override=mf_tools@${DEV_ENTRY}`), undefined);
    for (const result of [
      production(at(`?override=mf_tools@${DEV_ENTRY}`), undefined),
      production(at(''), cookieOf(setCookie)),
    ]) {
      expect(result).toEqual({ remotes: REMOTES });
    }
  });
});

describe('the page policy of an overridden area', () => {
  it("allows the dev server's scripts and its reload socket, and nothing else new", () => {
    const origins = [new URL(DEV_ENTRY).origin, 'https://m.example.com'];
    const policy = pageContentSecurityPolicy(origins, { sockets: devServerSockets(origins) });
    expect(/script-src ([^;]+)/.exec(policy)?.[1]).toBe(
      "'self' http://localhost:3104 https://m.example.com",
    );
    expect(/connect-src ([^;]+)/.exec(policy)?.[1]).toBe(
      "'self' http://localhost:3104 https://m.example.com ws://localhost:3104",
    );
  });
});
