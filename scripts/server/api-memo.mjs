// The front's memory of public catalogue answers (docs/adr/0060-catalogue-answers-in-the-front.md).
// A catalogue call such as GET /api/Product?PageSize=20 reads the catalogue cache and answers in
// well under a millisecond of work, but reaching that work through Next's router, the route
// handler's Request and Response and the API's middleware costs about two milliseconds more. The
// answer of such a call depends only on its URL, the site's catalogue (the revision token every
// catalogue write renews) and the quarter hour its picture links are signed for. So the front
// keeps the answers the API marks as shared and sends them again for the same URL while the
// revision holds, for at most MAX_AGE_MS.
//
// Only calls that carry nothing of a person are asked about or answered here: no Cookie, no
// Authorization, no pageName (a visit to count), no userId naming another site (whose area rules
// the front does not know), and only while the storefront's site has no area rule.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { chooseEncoding } from './page-response.mjs';

/** Set by the front on a call it would keep (and stripped from every incoming request first). */
export const ASK_HEADER = 'x-lantern-share-ask';
/** Set by the API on an answer anyone may get for the same URL: the revision token its read began under. */
export const SHARED_HEADER = 'x-lantern-shared';

/** An answer older than this is asked again even without a catalogue write (top sellers, fair dates). */
export const MAX_AGE_MS = 60_000;
/** Larger answers are sent, not kept. */
const MAX_ENTRY_BYTES = 512 * 1024;
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Headers of the API's answer that are per connection or recomputed for each send. */
const DROPPED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive', SHARED_HEADER]);
const OTHER_SITE = /[?&]userid=/i;

export class ApiMemo {
  constructor({ maxBytes = 16 * 1024 * 1024, maxAgeMs = MAX_AGE_MS, now = () => Date.now() } = {}) {
    this.maxBytes = maxBytes;
    this.maxAgeMs = maxAgeMs;
    this.now = now;
    /** key → entry, least recently used first. */
    this.entries = new Map();
    this.bytes = 0;
    this.stats = { hits: 0, stored: 0, evicted: 0 };
  }

  /**
   * The key of a call the memo may answer, or undefined. `gateOpen`: the storefront's site has no
   * area rule (front.mjs areaGateOpen), so a visitor's address cannot change the answer.
   */
  keyOf(req, gateOpen) {
    if (req.method !== 'GET' || !gateOpen) return undefined;
    const url = req.url ?? '';
    if (!url.startsWith('/api/') || OTHER_SITE.test(url)) return undefined;
    const headers = req.headers;
    if (headers.cookie !== undefined || headers.authorization !== undefined || headers.pagename !== undefined) return undefined;
    // HSTS is sent over https only: the scheme the forwarding rules settled is part of the answer.
    return `${headers.host ?? ''}\n${headers['x-forwarded-proto'] ?? ''}\n${url}`;
  }

  /** The entry for `key` while the catalogue is still at its revision and it is young enough. */
  fresh(key, revision) {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (!revision || entry.revision !== revision || this.now() - entry.storedAt > this.maxAgeMs) {
      this.forget(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.stats.hits++;
    return entry;
  }

  store(entry) {
    this.forget(entry.key);
    entry.storedAt = this.now();
    entry.bytes = entry.identity.length + entry.gzip.length + entry.br.length + entry.key.length * 2 + 512;
    this.entries.set(entry.key, entry);
    this.bytes += entry.bytes;
    this.stats.stored++;
    while (this.bytes > this.maxBytes && this.entries.size > 0) {
      this.forget(this.entries.keys().next().value);
      this.stats.evicted++;
    }
  }

  forget(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  summary() {
    return { entries: this.entries.size, bytes: this.bytes, ...this.stats };
  }
}

/** Sends a kept answer: its own headers, the body in the encoding the client takes, one write. */
export function serveApiEntry(req, res, entry, direct) {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
  const headers = { ...entry.headers, 'content-length': body.length };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  direct.writeHead.call(res, entry.status, headers);
  direct.end.call(res, body);
}

/**
 * Asks the API whether this call's answer is shared (ASK_HEADER) and keeps it if so: the answer
 * goes to this client as usual, through whatever wraps `res` (compression); a copy of its plain
 * body is kept once it has ended, if the catalogue is still at the revision the answer was read
 * under. `revisionNow()` is the front's current revision.
 */
export function keepSharedAnswer(req, res, memo, key, revisionNow, { onError = console.error } = {}) {
  req.headers[ASK_HEADER] = '1';
  const passWriteHead = res.writeHead;
  const passWrite = res.write;
  const passEnd = res.end;
  let revision;
  const chunks = [];
  let size = 0;

  res.writeHead = function writeHead(status, ...args) {
    res.writeHead = passWriteHead;
    const headers = args.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
    if (headers) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      args = args.filter((arg) => arg !== headers);
    }
    const marker = res.getHeader(SHARED_HEADER);
    res.removeHeader(SHARED_HEADER);
    if (status === 200 && typeof marker === 'string' && marker && res.getHeader('set-cookie') === undefined) revision = marker;
    return passWriteHead.call(res, status, ...args);
  };
  const keep = (chunk, encoding) => {
    if (revision === undefined || !chunk || typeof chunk === 'function') return;
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk);
    size += buffer.length;
    if (size > MAX_ENTRY_BYTES) revision = undefined;
    else chunks.push(buffer);
  };
  res.write = function write(chunk, encoding, callback) {
    if (!res.headersSent) res.writeHead(res.statusCode);
    keep(chunk, encoding);
    return passWrite.call(res, chunk, encoding, callback);
  };
  res.end = function end(chunk, encoding, callback) {
    if (!res.headersSent && typeof chunk !== 'function') res.writeHead(res.statusCode);
    keep(chunk, encoding);
    const result = passEnd.call(res, chunk, encoding, callback);
    if (revision !== undefined && revision === revisionNow()) {
      const headers = {};
      for (const [name, value] of Object.entries(res.getHeaders())) if (!DROPPED.has(name) && value !== undefined) headers[name] = value;
      const identity = Buffer.concat(chunks);
      Promise.all([gzip(identity), brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length } })])
        .then(([gz, br]) => {
          if (revision === revisionNow()) memo.store({ key, revision, status: 200, headers, identity, gzip: gz, br });
        })
        .catch((error) => onError('[lantern] api memo: keeping an answer failed', error));
    }
    return result;
  };
}
