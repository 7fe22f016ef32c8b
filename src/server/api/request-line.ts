import type { MiddlewareHandler } from 'hono';
import type { RouterRoute } from 'hono/types';
import { AppError } from '@/server/errors';

// The method and the path of a request are input too. An odd method (TRACE,
// PROPFIND, ...) or a path whose escapes do not decode answers a 4xx JSON body here, before any
// route or middleware reads them. scripts/server.mjs refuses the same in front of Next; these
// guards keep the API's own answer right wherever it is mounted (and in-process, in the tests).

/**
 * 400 naming `path` when a segment of the raw path has a percent-escape that does not decode
 * (`%ZZ`, a lone `%`, a cut UTF-8 sequence such as `%E0%A4`), so no route sees half-decoded text.
 */
export function refuseUndecodablePath(): MiddlewareHandler {
  return async (c, next) => {
    // The URL parser keeps escapes as sent (it never decodes a path), so this is the raw path.
    const raw = new URL(c.req.url).pathname;
    if (raw.includes('%')) {
      try {
        for (const segment of raw.split('/')) decodeURIComponent(segment);
      } catch {
        throw new AppError('bad_request', 'path: has a malformed percent-escape', { field: 'path' });
      }
    }
    await next();
  };
}

/** The methods of HTTP itself; anything else (PROPFIND, MKCOL, ...) is no method of this API. */
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

interface Pattern {
  method: string;
  segments: string[];
}

/** `/api/Product/:id` → segments; a `:param` matches any one segment, `*` the rest of the path. */
function matches(pattern: Pattern, segments: readonly string[]): boolean {
  for (let i = 0; i < pattern.segments.length; i++) {
    const expected = pattern.segments[i]!;
    if (expected === '*') return true;
    if (i >= segments.length) return false;
    if (!expected.startsWith(':') && expected !== segments[i]) return false;
  }
  return pattern.segments.length === segments.length;
}

/**
 * 405 with `Allow` for a method no route serves on the path (TRACE would echo cookies back;
 * PUT on a GET route is a client error, not a missing page), and for a method outside HTTP's own
 * set on any path. OPTIONS on a served path answers 204 with `Allow`. `routes` is read lazily
 * (routes are registered after the middleware) and compiled again when their number changes.
 * The path is the one the app's `getPath` gave (the registered spelling of a case-insensitive match).
 */
export function refuseUnservedMethods(routes: () => readonly RouterRoute[]): MiddlewareHandler {
  // Patterns by their second segment (`Product` of /api/Product/:id), so a request compares
  // itself with its own area's few routes, not all of them: this ran for every API call.
  let byArea = new Map<string, Pattern[]>();
  let anyArea: Pattern[] = [];
  let builtFrom = -1;
  const candidates = (segments: readonly string[]): Pattern[] => {
    const own = segments.length > 1 ? byArea.get(segments[1]!) : undefined;
    return own ? (anyArea.length ? [...own, ...anyArea] : own) : anyArea;
  };
  return async (c, next) => {
    const current = routes();
    if (builtFrom !== current.length) {
      byArea = new Map();
      anyArea = [];
      for (const route of current) {
        if (route.method === 'ALL') continue;
        const pattern = { method: route.method.toUpperCase(), segments: route.path.split('/').slice(1) };
        const area = pattern.segments[1];
        if (area === undefined || area === '*' || area.startsWith(':')) anyArea.push(pattern);
        else byArea.set(area, [...(byArea.get(area) ?? []), pattern]);
      }
      builtFrom = current.length;
    }
    const method = c.req.method.toUpperCase();
    const segments = c.req.path.split('/').slice(1);
    const served = new Set(
      candidates(segments)
        .filter((p) => matches(p, segments))
        .map((p) => p.method),
    );
    if (served.has('GET')) served.add('HEAD');
    if (served.has(method) || (served.size === 0 && HTTP_METHODS.has(method))) return next(); // unknown paths: 404
    const allow = served.size ? [...served, 'OPTIONS'].join(', ') : [...HTTP_METHODS].join(', ');
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: allow });
    c.header('Allow', allow);
    throw new AppError('method_not_allowed', `${method.slice(0, 20)}: not a method of ${served.size ? 'this path' : 'this API'}`);
  };
}
