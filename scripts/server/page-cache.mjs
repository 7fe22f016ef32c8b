// The rendered-page cache (docs/adr/0004-page-cache-in-the-front.md). One store per
// process, kept on globalThis so that the proxy (src/proxy.ts, bundled by Next but run in this
// process) decides and the front (scripts/server/page-response.mjs) serves from the same entries.
//
// An entry is one rendering of one page (locale + path + query, after the proxy's decisions) under
// one catalogue revision: its HTML as identity, gzip and brotli bodies, its ETag and the script
// sources of its CSP. Entries are immutable; a newer revision makes them stale, not wrong: a stale
// entry is still served while one request renders its replacement (stale-while-revalidate).

export const STORE_KEY = Symbol.for('lantern.page-cache');
/** Where the app's catalogue watcher keeps the current revision (src/server/cache/catalog-cache.ts). */
export const REVISION_KEY = Symbol.for('lantern.catalog-token');

export function currentRevision() {
  return globalThis[REVISION_KEY];
}

/** The bytes an entry holds in memory: its three bodies and its key (headers are small). */
function weigh(entry) {
  return entry.identity.length + entry.gzip.length + entry.br.length + entry.key.length * 2 + 512;
}

export class PageCache {
  /**
   * maxBytes: LRU bound on the bodies held; maxAgeMs: an entry older than this is stale even
   * without a catalogue write (top sellers and fair dates move with orders and the clock);
   * waitMs: how long a request for a page nobody has rendered yet waits for the rendering already
   * under way before it renders on its own; fillTimeoutMs: a rendering that has not reported back
   * by then (its client went away) no longer counts as under way.
   */
  constructor({ maxBytes = 64 * 1024 * 1024, maxAgeMs = 300_000, waitMs = 5_000, fillTimeoutMs = 15_000, now = () => Date.now() } = {}) {
    this.maxBytes = maxBytes;
    this.maxAgeMs = maxAgeMs;
    this.waitMs = waitMs;
    this.fillTimeoutMs = fillTimeoutMs;
    this.now = now;
    /** key → entry, in least-recently-used order (Map keeps insertion order; a hit re-inserts). */
    this.entries = new Map();
    this.bytes = 0;
    /** key → { since, settled: Promise<void>, settle } for renderings under way. */
    this.filling = new Map();
    /** ticket → { entry, since }: entries promised to a response the proxy answered as a hit. */
    this.tickets = new Map();
    this.nextTicket = 1;
    this.stats = { hits: 0, stale: 0, fills: 0, waits: 0, stored: 0, evicted: 0 };
  }

  /**
   * The proxy's question for a cacheable page: serve an entry (`{ action: 'hit', ticket }`) or
   * render it (`{ action: 'fill' }`, and report back through store() or abandon()).
   * A fresh entry is a hit. A stale one is a hit too unless no one is refilling it, in which case
   * this request refills it. With no entry at all, a request waits for a rendering under way.
   */
  async decide(key, revision) {
    const entry = this.entries.get(key);
    if (entry && this.isFresh(entry, revision)) return this.hit(entry);
    if (entry) {
      if (this.fillUnderWay(key)) {
        this.stats.stale++;
        return this.hit(entry);
      }
      return this.startFill(key);
    }
    const underWay = this.fillUnderWay(key);
    if (underWay) {
      this.stats.waits++;
      await Promise.race([underWay.settled, new Promise((resolve) => setTimeout(resolve, this.waitMs).unref?.())]);
      const filled = this.entries.get(key);
      if (filled && filled.revision === revision) return this.hit(filled);
    }
    return this.startFill(key);
  }

  /** The entry of `key` when it is fresh for `revision` (counted as a hit), else undefined. */
  fresh(key, revision) {
    const entry = this.entries.get(key);
    if (!entry || !this.isFresh(entry, revision)) return undefined;
    this.stats.hits++;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  isFresh(entry, revision) {
    return entry.revision === revision && this.now() - entry.storedAt < this.maxAgeMs;
  }

  fillUnderWay(key) {
    const fill = this.filling.get(key);
    if (fill && this.now() - fill.since < this.fillTimeoutMs) return fill;
    return undefined;
  }

  startFill(key) {
    this.filling.get(key)?.settle();
    let settle;
    const settled = new Promise((resolve) => (settle = resolve));
    this.filling.set(key, { since: this.now(), settled, settle });
    this.stats.fills++;
    return { action: 'fill' };
  }

  hit(entry) {
    this.stats.hits++;
    // Least recently used goes first: a hit moves the entry to the end.
    this.entries.delete(entry.key);
    this.entries.set(entry.key, entry);
    const ticket = String(this.nextTicket++);
    this.tickets.set(ticket, { entry, since: this.now() });
    this.sweepTickets();
    return { action: 'hit', ticket };
  }

  /** Tickets whose response never came (the client went away inside Next) are dropped after 30 s. */
  sweepTickets() {
    const cutoff = this.now() - 30_000;
    for (const [ticket, held] of this.tickets) {
      if (held.since >= cutoff) break;
      this.tickets.delete(ticket);
    }
  }

  /** The entry a hit promised (once): the front serves it in place of the proxy's empty answer. */
  take(ticket) {
    const held = this.tickets.get(ticket);
    this.tickets.delete(ticket);
    return held?.entry;
  }

  /** A finished rendering: `entry` holds key, revision, identity, gzip, br, etag and headers. */
  store(entry) {
    const fill = this.filling.get(entry.key);
    const stored = { ...entry, storedAt: this.now() };
    stored.bytes = weigh(stored);
    if (stored.bytes <= this.maxBytes / 8) {
      const old = this.entries.get(entry.key);
      if (old) this.drop(old);
      this.entries.set(entry.key, stored);
      this.bytes += stored.bytes;
      this.stats.stored++;
      while (this.bytes > this.maxBytes) {
        const [, oldest] = this.entries.entries().next().value;
        this.drop(oldest);
        this.stats.evicted++;
      }
    }
    this.filling.delete(entry.key);
    fill?.settle();
    return stored;
  }

  /** A rendering that will not be stored (not a 200, not HTML, the client went away). */
  abandon(key) {
    const fill = this.filling.get(key);
    this.filling.delete(key);
    fill?.settle();
  }

  drop(entry) {
    this.entries.delete(entry.key);
    this.bytes -= entry.bytes;
  }

  /** Figures for the log and the tests. */
  summary() {
    return { entries: this.entries.size, bytes: this.bytes, filling: this.filling.size, ...this.stats };
  }
}

/** The process's store, created once by the front; the proxy finds it here. */
export function installPageCache(options) {
  const cache = new PageCache(options);
  globalThis[STORE_KEY] = cache;
  return cache;
}

export function removePageCache() {
  delete globalThis[STORE_KEY];
}
