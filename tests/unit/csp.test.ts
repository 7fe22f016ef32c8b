import { describe, expect, it } from 'vitest';
import { HSTS, PERMISSIONS_POLICY, STRICT_POLICY, baseSecurityHeaders, cspConfig, newNonce, pagePolicy } from '@/server/security/csp';

// The page policy is built from the configuration — a third party is allowed exactly
// when it is configured — and scripts run only with the request's nonce.

const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe('pagePolicy', () => {
  const bare = directives(pagePolicy({ nonce: 'abc123', config: cspConfig({}) }));

  it("lets scripts run only with the nonce ('strict-dynamic' for the loaders they start), never inline", () => {
    expect(bare['script-src']).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(bare['script-src']).not.toContain("'unsafe-inline'");
    expect(bare['script-src']).not.toContain("'unsafe-eval'");
  });

  it('locks plugins, the base URL, form targets and framing down', () => {
    expect(bare['object-src']).toEqual(["'none'"]);
    expect(bare['base-uri']).toEqual(["'self'"]);
    expect(bare['form-action']).toEqual(["'self'"]);
    expect(bare['frame-ancestors']).toEqual(["'self'"]);
    expect(bare['default-src']).toEqual(["'self'"]);
    expect(bare['frame-src']).toEqual(["'none'"]);
  });

  it('allows inline styles (toasts, the map and Google inject <style>; sanitized content has style attributes)', () => {
    expect(bare['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('names no third party when none is configured', () => {
    expect(JSON.stringify(bare)).not.toMatch(/google|amap|autonavi/);
  });

  it('allows Google sign-in (script, button frame, styles, avatars) only with GOOGLE_CLIENT_ID', () => {
    const google = directives(pagePolicy({ nonce: 'n', config: cspConfig({ GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com' }) }));
    expect(google['script-src']).toContain('https://accounts.google.com');
    expect(google['frame-src']).toEqual(['https://accounts.google.com']);
    expect(google['connect-src']).toContain('https://accounts.google.com');
    expect(google['style-src']).toContain('https://accounts.google.com');
    expect(google['img-src']).toContain('https://*.googleusercontent.com');
  });

  it('allows the AMap script, its API calls and its tiles only with AMAP_KEY', () => {
    const amap = directives(pagePolicy({ nonce: 'n', config: cspConfig({ AMAP_KEY: 'abc' }) }));
    expect(amap['script-src']).toContain('https://webapi.amap.com');
    expect(amap['connect-src']).toContain('https://*.amap.com');
    expect(amap['img-src']).toEqual(expect.arrayContaining(['https://*.amap.com', 'https://*.is.autonavi.com']));
    expect(amap['frame-src']).toEqual(["'none'"]);
  });

  it('allows the tracking tag and its beacons only with TRACKING_TAG_ID', () => {
    const tag = directives(pagePolicy({ nonce: 'n', config: cspConfig({ TRACKING_TAG_ID: 'G-TEST' }) }));
    expect(tag['script-src']).toContain('https://www.googletagmanager.com');
    expect(tag['connect-src']).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com']));
    expect(tag['img-src']).toContain('https://*.google-analytics.com');
  });

  it('allows the picture CDN of MEDIA_BASE_URL (its origin only)', () => {
    const cdn = directives(pagePolicy({ nonce: 'n', config: cspConfig({ MEDIA_BASE_URL: 'https://cdn.example.com/lantern/' }) }));
    expect(cdn['img-src']).toContain('https://cdn.example.com');
    expect(cdn['connect-src']).toContain('https://cdn.example.com');
  });

  it('lets pages play videos and captions from /Upload and from the MEDIA_BASE_URL CDN', () => {
    expect(directives(pagePolicy({ nonce: 'n', config: {} }))['media-src']).toEqual(["'self'"]);
    const cdn = directives(pagePolicy({ nonce: 'n', config: cspConfig({ MEDIA_BASE_URL: 'https://cdn.example.com/lantern/' }) }));
    expect(cdn['media-src']).toEqual(["'self'", 'https://cdn.example.com']);
  });

  it("adds 'unsafe-eval' only for next dev, and upgrade-insecure-requests only over https", () => {
    expect(pagePolicy({ nonce: 'n', config: {}, dev: true })).toContain("'unsafe-eval'");
    expect(pagePolicy({ nonce: 'n', config: {} })).not.toContain('upgrade-insecure-requests');
    expect(pagePolicy({ nonce: 'n', config: {}, https: true })).toMatch(/; upgrade-insecure-requests$/);
  });
});

describe('the other security headers', () => {
  it('gives every non-page answer a policy that loads nothing and cannot be framed', () => {
    expect(STRICT_POLICY).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('makes a fresh, unguessable nonce per call', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('sends HSTS only over https', () => {
    expect(baseSecurityHeaders(true)['Strict-Transport-Security']).toBe(HSTS);
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
    expect(baseSecurityHeaders(false)).not.toHaveProperty('Strict-Transport-Security');
  });

  it('switches off unused powerful features and isolates the window (COOP), allowing popups only for Google sign-in', () => {
    expect(baseSecurityHeaders(false)).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    expect(baseSecurityHeaders(false, { googleSignIn: true })['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });
});
