// Next's cache handler for this shop (next.config.ts `cacheHandler`): entries live in this
// process's memory only, bounded, least recently used first out.
//
// Why not Next's default file-system cache: it writes every entry to .next/cache on disk and
// keeps it across restarts, so a catalogue reseeded while the server was down would be served
// from the old files, and an unbounded mix of searches would grow the disk. Memory-only entries
// start empty with each server, and the catalogue watcher (catalog-watch.ts) drops every entry
// tagged `catalog` the moment the database reports a catalogue write — it reaches this store
// through a global symbol because Next loads this file outside the app's bundles.
'use strict';

const STORE = Symbol.for('lantern.next-cache');
const MAX_BYTES = Number(process.env.NEXT_CACHE_MAX_MB || 128) * 1024 * 1024;

function store() {
  if (!globalThis[STORE]) {
    globalThis[STORE] = {
      entries: new Map(), // key → { value, lastModified, tags, size }; Map order = recency
      bytes: 0,
      expiredAt: new Map(), // tag → time of its last revalidateTag
      revalidateTags(tags) {
        const now = Date.now();
        for (const tag of tags) this.expiredAt.set(tag, now);
        for (const [key, entry] of this.entries) {
          if (entry.tags.some((tag) => tags.includes(tag))) this.remove(key);
        }
      },
      remove(key) {
        const entry = this.entries.get(key);
        if (!entry) return;
        this.bytes -= entry.size;
        this.entries.delete(key);
      },
    };
  }
  return globalThis[STORE];
}

function sizeOf(data) {
  const body = data && data.data && data.data.body;
  if (typeof body === 'string') return body.length * 2 + 512;
  if (data && data.html) return String(data.html).length * 2 + (data.rscData ? data.rscData.length : 0) + 512;
  return 4096;
}

class LanternCacheHandler {
  async get(key, ctx = {}) {
    const cache = store();
    const entry = cache.entries.get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(ctx.tags || []), ...(ctx.softTags || [])];
    if (tags.some((tag) => (cache.expiredAt.get(tag) ?? -1) >= entry.lastModified)) {
      cache.remove(key);
      return null;
    }
    cache.entries.delete(key); // most recently used goes last
    cache.entries.set(key, entry);
    return { lastModified: entry.lastModified, value: entry.value };
  }

  async set(key, data, ctx = {}) {
    const cache = store();
    cache.remove(key);
    if (!data) return;
    const tags = [...new Set([...(ctx.tags || []), ...((data.kind === 'FETCH' && data.tags) || [])])];
    const entry = { value: data, lastModified: Date.now(), tags, size: sizeOf(data) };
    cache.entries.set(key, entry);
    cache.bytes += entry.size;
    for (const oldest of cache.entries.keys()) {
      if (cache.bytes <= MAX_BYTES) break;
      cache.remove(oldest);
    }
  }

  async revalidateTag(tags) {
    store().revalidateTags(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}

module.exports = LanternCacheHandler;
module.exports.default = LanternCacheHandler;
