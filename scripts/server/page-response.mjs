// The response half of the page cache (docs/adr/0004-page-cache-in-the-front.md).
// The proxy (src/proxy.ts) marks a cacheable page's answer with the x-lantern-page header:
//   `hit <ticket>`                 Next's answer is empty; serve the entry the ticket holds;
//   `fill <key> <revision> <nonce>` Next renders the page; keep its HTML, seal and store it, serve it.
// Everything else passes through untouched (and through compression, see front.mjs).
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export const PAGE_HEADER = 'x-lantern-page';
/** Where interceptPages keeps how far an answer has got, for the front's slow-request log. */
export const PROGRESS = Symbol.for('lantern.page-progress');

/** One line on how far the answer of `res` has got (front.mjs logs it for a request that hangs). */
export function describeProgress(res) {
  const progress = res[PROGRESS];
  if (!progress) return 'page cache: not a page';
  const { mode, decided, chunks, bytes, ended, served } = progress;
  if (!decided) return `page cache: Next has not answered yet (${chunks} chunks written)`;
  if (mode === 'pass') return 'page cache: not cached, Next writes to the client';
  return `page cache: ${mode}, ${chunks} chunks / ${bytes} bytes from Next, Next ${ended ? 'ended' : 'still writing'}, ${served ? 'served' : 'not served'}`;
}
/** The proxy writes this script source into the CSP of a hit; the entry's sources replace it. */
export const ENTRY_SCRIPTS_PLACEHOLDER = "'nonce-lantern-entry'";
const NONCE_SOURCE = /'nonce-[^']*'/;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Headers of Next's answer that an entry keeps (the rest is per request or recomputed). */
const KEPT = ['content-type', 'link', 'vary', 'content-language', 'x-robots-tag'];
/** Headers recomputed for every answer from an entry. */
const RECOMPUTED = [
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'etag',
  'cache-control',
  'vary',
  'link',
  'content-type',
  'x-nextjs-cache',
  'x-nextjs-prerender',
  'x-nextjs-stale-time',
  'x-nextjs-postponed',
  PAGE_HEADER,
];

/** Script types a browser executes (and CSP governs); JSON-LD and other data blocks are neither. */
function executable(attributes) {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || type === 'importmap' || type === 'text/javascript' || type === 'application/javascript';
}

/**
 * Seals a rendering for everyone: every inline script loses the nonce Next stamped on it and is
 * allowed by its own SHA-256 instead, so no script can be added to this HTML and run; Next's
 * external chunks keep the entry's nonce (a hash of an external script needs SRI, which not every
 * browser matches against CSP). The nonce was drawn when this rendering began and is never reused
 * for another body: markup injected into the page's data could not have known it.
 */
export function sealScripts(html, nonce) {
  const hashes = new Set();
  const quoted = nonce.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const nonceAttribute = new RegExp(`\\s+nonce=(?:"${quoted}"|'${quoted}'|${quoted}(?=\\s|$))`, 'g');
  const body = html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi, (tag, attributes, code) => {
    if (/\bsrc\s*=/i.test(attributes) || !executable(attributes)) return tag;
    hashes.add(crypto.createHash('sha256').update(code, 'utf8').digest('base64'));
    return `<script${attributes.replace(nonceAttribute, '')}>${code}</script>`;
  });
  const sources = [`'nonce-${nonce}'`, ...[...hashes].map((hash) => `'sha256-${hash}'`)].join(' ');
  return { body, sources };
}

/** br when the client takes it, else gzip, else the identity body (q=0 means refused). */
export function chooseEncoding(acceptEncoding = '') {
  const accepted = new Map();
  for (const part of String(acceptEncoding).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * A rendering that failed part-way still answers 200: React streams the boundary's error as
 * `<!--$!-->` with a digest, Next its error shell as `__next_error__`. Such a page is sent to the
 * one visitor who asked, never kept for the others (a database hiccup must not stick for minutes).
 */
export function renderFailed(html) {
  return html.includes('<!--$!-->') || html.includes(' data-dgst=') || html.includes('id="__next_error__"');
}

/** The entry of one rendering: sealed, compressed once, with its validator. */
export async function buildEntry({ key, revision, nonce, html, headers }) {
  const { body, sources } = sealScripts(html.toString('utf8'), nonce);
  const identity = Buffer.from(body, 'utf8');
  const [gz, br] = await Promise.all([
    gzip(identity, { level: 9 }),
    brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  const etag = `W/"${crypto.createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const kept = {};
  for (const name of KEPT) if (headers[name] !== undefined) kept[name] = headers[name];
  return { key, revision, identity, gzip: gz, br, etag, scriptSources: sources, headers: kept };
}

function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

/**
 * The per-request part of Next's answer, taken off `res`: the security headers, the CSP template,
 * a locale cookie. What an entry brings (type, validator, encoding, length) is recomputed.
 */
export function answerHeaders(res) {
  const headers = { ...res.getHeaders() };
  for (const name of RECOMPUTED) delete headers[name];
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  return headers;
}

/**
 * Writes an entry as the answer to `req`, with the per-request headers `base` (answerHeaders) and
 * the entry's own: one write, no compression at request time, 304 when the client already holds
 * this body.
 */
export function serveEntry(req, res, entry, direct, base) {
  const headers = { ...base };
  const csp = headers['content-security-policy'];
  // The policy's one nonce source (the proxy's placeholder on a hit, the rendering's own nonce on a
  // fill) gives way to the entry's script sources.
  if (typeof csp === 'string') headers['content-security-policy'] = csp.replace(NONCE_SOURCE, entry.scriptSources);
  const vary = [entry.headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ');
  Object.assign(headers, entry.headers, { vary, etag: entry.etag, 'cache-control': 'no-cache' });
  if (matchesEtag(req.headers['if-none-match'], entry.etag)) {
    delete headers['content-type'];
    direct.writeHead.call(res, 304, headers);
    direct.end.call(res);
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  direct.writeHead.call(res, 200, headers);
  if (req.method === 'HEAD') direct.end.call(res);
  else direct.end.call(res, body);
}

/** Headers given to writeHead(status, [reason], headers) go onto res, so getHeader sees them all. */
function absorbHeaders(res, args) {
  const headers = args.find((arg) => arg && typeof arg === 'object');
  if (!headers) return;
  if (Array.isArray(headers)) {
    const pairs = Array.isArray(headers[0]) ? headers : headers.flatMap((value, i) => (i % 2 === 0 ? [[value, headers[i + 1]]] : []));
    for (const [name, value] of pairs) res.setHeader(name, value);
  } else for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/**
 * Wraps `res` so that Next's answers marked by the proxy are served from or stored in `cache`.
 * `direct` holds Node's own writeHead/end, which bypass the compression wrapped around `res`;
 * `onServed(entry, base)` hears of every entry served, with the per-request headers it went with.
 */
export function interceptPages(req, res, cache, direct, { onError = console.error, onServed } = {}) {
  const passWriteHead = res.writeHead;
  const passWrite = res.write;
  const passEnd = res.end;
  let mode = 'pass';
  let decided = false;
  let entry;
  let fill;
  let rendered = false;
  const chunks = [];
  const progress = { mode, decided, chunks: 0, bytes: 0, ended: false, served: false };
  res[PROGRESS] = progress;
  // A rendering that ends without end() (Next failed mid-stream, the client went away) frees its key.
  res.once('close', () => {
    if (fill && !rendered) cache.abandon(fill.key);
  });

  const restore = () => {
    res.writeHead = passWriteHead;
    res.write = passWrite;
    res.end = passEnd;
  };

  res.writeHead = function writeHead(status, ...args) {
    decided = true;
    progress.decided = true;
    absorbHeaders(res, args);
    const marker = res.getHeader(PAGE_HEADER);
    res.removeHeader(PAGE_HEADER);
    const [kind, ...fields] = typeof marker === 'string' ? marker.split(' ') : [];
    if (kind === 'hit') {
      entry = cache.take(fields[0]);
      if (entry) {
        mode = progress.mode = 'hit';
        return res;
      }
    }
    if (kind === 'fill') {
      const [key, revision, nonce] = fields.map(decodeURIComponent);
      const type = String(res.getHeader('content-type') ?? '');
      if (status === 200 && type.startsWith('text/html') && req.method === 'GET') {
        mode = progress.mode = 'fill';
        fill = { key, revision, nonce };
        return res;
      }
      cache.abandon(key);
    }
    restore();
    const reason = typeof args[0] === 'string' ? [args[0]] : [];
    return passWriteHead.call(res, status, ...reason);
  };

  // Headers are decided before the first byte: Node's own write would otherwise send them as they are.
  res.write = function write(chunk, encoding, callback) {
    if (!decided) res.writeHead(res.statusCode);
    progress.chunks++;
    progress.bytes += chunk?.length ?? 0;
    if (mode === 'pass') return passWrite.call(res, chunk, encoding, callback);
    if (mode === 'fill' && chunk) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };

  res.end = function end(chunk, encoding, callback) {
    if (!decided) res.writeHead(res.statusCode);
    progress.ended = true;
    if (mode === 'pass') return passEnd.call(res, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    if (chunk && typeof chunk !== 'function') res.write(chunk, typeof encoding === 'string' ? encoding : undefined);
    if (mode === 'hit') {
      const base = answerHeaders(res);
      serveEntry(req, res, entry, direct, base);
      progress.served = true;
      onServed?.(entry, base);
      if (done) process.nextTick(done);
      return res;
    }
    rendered = true;
    const headers = res.getHeaders();
    buildEntry({ ...fill, html: Buffer.concat(chunks), headers })
      .then((built) => {
        const failed = renderFailed(built.identity.toString('utf8'));
        if (failed) cache.abandon(built.key);
        const stored = failed ? built : cache.store(built);
        if (res.destroyed) return;
        const base = answerHeaders(res);
        serveEntry(req, res, stored, direct, base);
        progress.served = true;
        if (!failed) onServed?.(stored, base);
      })
      .catch((error) => {
        cache.abandon(fill.key);
        onError('[lantern] page cache: storing a rendering failed', error);
        if (!res.headersSent) {
          direct.writeHead.call(res, 500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
          direct.end.call(res, 'Internal Server Error');
        } else res.destroy();
      })
      .finally(() => done?.());
    return res;
  };
}
