// The request listener in front of Next (scripts/server.mjs): refuses what Next itself would turn
// into a 500 and settles the forwarding headers, then hands the request on. With a page cache it
// also serves and stores the pages the proxy marks (page-response.mjs), and it compresses what
// Next answers (next.config.ts sets `compress: false` so that the cache sees Next's plain HTML).
import http from 'node:http';
import { createRequire } from 'node:module';
import { ASK_HEADER, keepSharedAnswer, serveApiEntry } from './api-memo.mjs';
import { normaliseForwarding } from './forwarding.mjs';
import { currentRevision } from './page-cache.mjs';
import { describeProgress, interceptPages, serveEntry } from './page-response.mjs';
import { RouteMemo, markFlightRequest } from './route-memo.mjs';

const require = createRequire(import.meta.url);
// The compression middleware Next itself uses (router-server.js), so answers are encoded as before.
const compression = require('next/dist/compiled/compression');
const { releaseCompressionStream } = require('next/dist/server/lib/release-compression-stream');
/** Node's own, before compression wraps them on the response: cached bodies are already encoded. */
const direct = { writeHead: http.ServerResponse.prototype.writeHead, end: http.ServerResponse.prototype.end };

/**
 * Until when the proxy last found no area rule for the storefront's site (src/server/access/
 * area-rules.ts sets it; ADR 0046). Past it, or with rules, every page request goes through the proxy.
 */
const AREA_GATE_OPEN_UNTIL = Symbol.for('lantern.area-gate-open-until');
export const areaGateOpen = () => (globalThis[AREA_GATE_OPEN_UNTIL] ?? 0) > Date.now();

export const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const allowed = new Set(METHODS);

/** The API's error body (src/server/api/kit/errors.ts), written without loading the app. */
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
 * parseTrustedProxies; `pageCache` (page-cache.mjs) when pages are cached; `apiMemo` (api-memo.mjs)
 * when public catalogue answers are kept; `compress` false for a
 * handler that compresses on its own. TRACE and other unknown methods get 405 (TRACE would echo
 * cookies back).
 */
/** How long a request may go unanswered before the front logs it. */
const SLOW_REQUEST_MS = 20_000;
/** After a 413, how long the client's further bytes are read and dropped before the socket goes (so it can read the answer first). */
export const REFUSED_BODY_LINGER_MS = 500;

/**
 * A body over its limit (413, from the API's body limits) ends its connection: `Connection: close`
 * on the answer, the socket ended once it is sent, and destroyed shortly after. Left to Node, a
 * keep-alive socket would read the rest of the refused body to reuse the connection — a client
 * that keeps writing held it for about a minute, and the requests queued behind it hung.
 */
function closeOnRefusedBody(req, res) {
  const writeHead = res.writeHead;
  res.writeHead = function (status, ...rest) {
    if (status === 413 && !res.headersSent) {
      res.setHeader('connection', 'close');
      res.shouldKeepAlive = false;
      res.once('finish', () => {
        const socket = req.socket;
        req.resume(); // drop what still arrives, so the client is not reset before it reads the 413
        socket.end();
        setTimeout(() => socket.destroy(), REFUSED_BODY_LINGER_MS).unref();
      });
    }
    return writeHead.call(this, status, ...rest);
  };
}

export function frontListener(handle, { trusted, pageCache, apiMemo, compress = true }) {
  const compressor = compress ? compression() : undefined;
  const memo = pageCache ? new RouteMemo() : undefined;
  return (req, res) => {
    // A request still unanswered after 20 s is logged with what the front knows of it: no page of
    // the shop takes that long, so it names the stuck rendering (the e2e suite once saw one hang).
    let handled = 'Next still handling';
    const watchdog = setTimeout(() => {
      console.error(
        `[lantern] ${req.method} ${req.url} still unanswered after ${SLOW_REQUEST_MS / 1000} s (status ${res.statusCode}, headers ${res.headersSent ? 'sent' : 'not sent'}, ${handled}, ${describeProgress(res)}, page cache ${JSON.stringify(pageCache?.summary() ?? null)})`,
      );
    }, SLOW_REQUEST_MS);
    watchdog.unref?.();
    res.once('close', () => clearTimeout(watchdog));
    closeOnRefusedBody(req, res);
    if (!allowed.has(req.method ?? '')) return refuse(res, 405, 'method_not_allowed', `${req.method}: not allowed`, undefined, { allow: METHODS.join(', ') });
    if (!pathDecodes(req.url ?? '/')) return refuse(res, 400, 'bad_request', 'path: malformed percent-escape', 'path');
    normaliseForwarding(req, trusted);
    delete req.headers[ASK_HEADER];
    // A public catalogue call answered before for the same URL, under the same revision (api-memo.mjs).
    const apiKey = apiMemo?.keyOf(req, areaGateOpen());
    if (apiKey) {
      const kept = apiMemo.fresh(apiKey, currentRevision());
      if (kept) return serveApiEntry(req, res, kept, direct);
    }
    const flight = markFlightRequest(req);
    // A page the proxy already answered from the cache for this signature, still fresh: sent from
    // here — only while the site has no area rule, since such a request never meets the proxy's gate.
    const signature = flight || !areaGateOpen() ? undefined : memo?.signatureOf(req);
    if (signature) {
      const known = memo.recall(signature);
      const entry = known && pageCache.fresh(known.key, currentRevision());
      if (entry) return serveEntry(req, res, entry, direct, known.base);
    }
    if (compressor) {
      compressor(req, res, () => {});
      // As Next does: a client that leaves mid-answer would otherwise leave its zlib stream open.
      res.once('close', () => {
        if (!res.writableFinished) releaseCompressionStream(res);
      });
    }
    if (apiKey) keepSharedAnswer(req, res, apiMemo, apiKey, currentRevision);
    else if (pageCache) interceptPages(req, res, pageCache, direct, { onServed: signature ? (entry, base) => memo.remember(signature, entry.key, base) : undefined });
    Promise.resolve(handle(req, res))
      .then(() => (handled = "Next's handler returned"))
      .catch((error) => {
        handled = "Next's handler threw";
        console.error('[lantern] request failed', error);
        if (!res.headersSent) refuse(res, 500, 'internal', 'Unexpected server error');
        else res.destroy();
      });
  };
}
