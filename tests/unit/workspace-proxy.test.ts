import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import proxy from '@/proxy';

// The workspace at /admin is outside the storefront's routing but keeps its security headers.

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, 'http://localhost:3000'), { headers });
}

describe('the proxy and the workspace (/admin)', () => {
  it('passes /admin/* through without locale, unknown-path or mobile redirects', async () => {
    for (const path of ['/admin', '/admin/products/12', '/admin/setup/abcdefghijklmnopqrstuvwxyz']) {
      const res = await proxy(
        request(path, { cookie: 'NEXT_LOCALE=zh', 'accept-language': 'zh-CN', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' }),
      );
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('x-middleware-next')).toBe('1');
      expect(res.headers.get('x-middleware-request-x-next-intl-locale')).toBeNull();
    }
  });

  it('answers with the nonce policy, noindex and no-store', async () => {
    const res = await proxy(request('/admin/products'));
    const policy = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    // Next takes the nonce for its scripts from the request's policy.
    expect(res.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('still sends a path that only starts like the workspace to the storefront', async () => {
    const res = await proxy(request('/administration'));
    expect(res.headers.get('location')).not.toBeNull();
  });
});
