import type { Context } from 'hono';

/**
 * The caller's address for rate limits: the first X-Forwarded-For hop (Next's server and any
 * proxy in front set it), else X-Real-IP, else 'local'.
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for');
  if (forwarded) return forwarded.split(',')[0]!.trim() || 'unknown';
  return c.req.header('x-real-ip')?.trim() || 'local';
}
