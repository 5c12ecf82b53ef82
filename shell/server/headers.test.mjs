import { describe, expect, it } from '@jest/globals';
import {
  BASE_SECURITY_HEADERS,
  PERMISSIONS_POLICY,
  REMOTE_CONTENT_SECURITY_POLICY,
  pageContentSecurityPolicy,
} from '../../packages/build-config/static-headers.mjs';

const directive = (policy, name) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe('page headers', () => {
  it("allow the page's style elements by this answer's nonce only, never 'unsafe-inline'", () => {
    const csp = pageContentSecurityPolicy(['http://m.test'], { nonce: 'abc123' });
    expect(directive(csp, 'style-src')).toBe("'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/style-src [^;]*'unsafe-inline'/);
    // React's style props in the prerendered first screens are attributes, not elements.
    expect(directive(csp, 'style-src-attr')).toBe("'unsafe-inline'");
    expect(directive(pageContentSecurityPolicy(['http://m.test']), 'style-src')).toBe("'self'");
  });

  it('deny the powerful browser features the site never uses, on pages and remote files', () => {
    expect(BASE_SECURITY_HEADERS['Permissions-Policy']).toBe(PERMISSIONS_POLICY);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
    expect(REMOTE_CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });
});
