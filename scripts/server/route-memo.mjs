// The front's memory of the proxy's decisions (docs/adr/0004-page-cache-in-the-front.md).
// A cached page costs little to send, but reaching it through Next (its router, the proxy, the
// middleware adapter) costs several times more than the send. The proxy's decision for a page —
// which locale, which key, which headers — depends only on what the signature below holds: the
// path and query, the saved locale cookie, the browser's languages, http or https (and the
// user agent when a mobile site is configured: R1.30). So once the proxy has answered a request
// from the cache, the front answers the next request with the same signature itself, from the
// same entry, while that entry is fresh; anything else (a stale entry, a new signature) goes
// through Next and the proxy as before. src/proxy.ts must keep to this: a page decision that
// reads anything else of the request must leave the signature or stop marking hits. The area gate
// reads the visitor's address: the front consults the memo only while the site has no area rule
// (front.mjs areaGateOpen, ADR 0046).

const LOCALE_COOKIE = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/;
/** Next's own requests for RSC payloads carry these; they are never served from the page cache. */
const RSC_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch'];

/** The header by which the front tells the proxy that a request is Next's own RSC fetch. */
export const FLIGHT_HEADER = 'x-lantern-flight';

/**
 * Next's client navigations and prefetches ask a page's URL for its RSC payload. Next strips the
 * `RSC` header and `_rsc` parameter before the proxy runs, so only the front can tell them from
 * a visit: it marks them (FLIGHT_HEADER) and the proxy never answers them from the page cache.
 */
export function markFlightRequest(req) {
  delete req.headers[FLIGHT_HEADER];
  const flight = RSC_HEADERS.some((name) => req.headers[name] !== undefined) || (req.url ?? '').includes('_rsc=');
  if (flight) req.headers[FLIGHT_HEADER] = '1';
  return flight;
}

export class RouteMemo {
  /** max: signatures remembered (oldest forgotten first); mobileSite: MOBILE_SITE_URL is set. */
  constructor({ max = 20_000, mobileSite = Boolean(process.env.MOBILE_SITE_URL) } = {}) {
    this.max = max;
    this.mobileSite = mobileSite;
    this.routes = new Map();
  }

  /** The signature of a page request, or undefined for anything the memo must not answer. */
  signatureOf(req) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    const url = req.url ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/_next/') || url.includes('_rsc=')) return undefined;
    const headers = req.headers;
    if (RSC_HEADERS.some((name) => headers[name] !== undefined)) return undefined;
    const locale = LOCALE_COOKIE.exec(headers.cookie ?? '')?.[1] ?? '';
    const parts = [url, locale, headers['accept-language'] ?? '', headers['x-forwarded-proto'] ?? ''];
    if (this.mobileSite) parts.push(headers['user-agent'] ?? '');
    return parts.join('\n');
  }

  /** What the proxy decided for this signature: the entry's key and the per-request headers. */
  recall(signature) {
    return this.routes.get(signature);
  }

  remember(signature, key, base) {
    if (this.routes.has(signature)) this.routes.delete(signature);
    else if (this.routes.size >= this.max) this.routes.delete(this.routes.keys().next().value);
    this.routes.set(signature, { key, base });
  }
}
