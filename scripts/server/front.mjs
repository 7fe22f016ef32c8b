// The request listener in front of Next (scripts/server.mjs): refuses what Next itself would turn
// into a 500 and settles the forwarding headers, then hands the request on.
import { normaliseForwarding } from './forwarding.mjs';

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const allowed = new Set(METHODS);

/** The API's error body (src/server/api/errors.ts), written without loading the app. */
function refuse(res, status, error, message, field, extra = {}) {
  const body = JSON.stringify({ code: status, error, message, ...(field ? { field } : {}) });
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...extra,
  });
  res.end(body);
}

/** Every segment of the path must decode: Next's router answers `/%ZZ` with a plain-text 500. */
function pathDecodes(url) {
  try {
    decodeURIComponent(url.split('?')[0]);
    return true;
  } catch {
    return false;
  }
}

/**
 * `handle(req, res)` is Next's request handler (or, in tests, the API app); `trusted` comes from
 * parseTrustedProxies. TRACE and other unknown methods get 405 (TRACE would echo cookies back).
 */
export function frontListener(handle, { trusted }) {
  return (req, res) => {
    if (!allowed.has(req.method ?? '')) return refuse(res, 405, 'method_not_allowed', `${req.method}: not allowed`, undefined, { allow: METHODS.join(', ') });
    if (!pathDecodes(req.url ?? '/')) return refuse(res, 400, 'bad_request', 'path: malformed percent-escape', 'path');
    normaliseForwarding(req, trusted);
    Promise.resolve(handle(req, res)).catch((error) => {
      console.error('[lantern] request failed', error);
      if (!res.headersSent) refuse(res, 500, 'internal', 'Unexpected server error');
      else res.destroy();
    });
  };
}
