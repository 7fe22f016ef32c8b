import type { MiddlewareHandler } from 'hono';
import { STRICT_POLICY, baseSecurityHeaders } from '@/server/security/csp';
import { clientOf } from '@/server/security/request-client';

/**
 * Every API answer is data, never a page — the strict policy (nothing loads, nothing
 * frames it), nosniff, Referrer-Policy, and HSTS over https. A route that sets its own policy
 * (the /api/reference page) keeps it, with frame-ancestors added when it lacks one.
 */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const https = clientOf(c).https;
    const own = c.res.headers.get('content-security-policy');
    const headers: Record<string, string> = {
      ...baseSecurityHeaders(https),
      'Content-Security-Policy': !own ? STRICT_POLICY : /frame-ancestors/i.test(own) ? own : `${own}; frame-ancestors 'none'`,
    };
    try {
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    } catch {
      // A Response with immutable headers (Response.redirect, a fetched body): answer a copy.
      const copy = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
      c.res = copy;
    }
  };
}
