import { describe, expect, it } from 'vitest';
import { PageCache, type PageEntry } from '../../scripts/server/page-cache.mjs';

function entry(key: string, revision: string, size = 100): PageEntry {
  const body = Buffer.alloc(size, 'a');
  return { key, revision, identity: body, gzip: Buffer.alloc(10), br: Buffer.alloc(8), etag: `W/"${key}"`, scriptSources: "'nonce-x'", headers: {} };
}

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('page cache', () => {
  it('renders a page once, then serves it to every later request of the same revision', async () => {
    const cache = new PageCache();
    expect(await cache.decide('/en/products?page=1', 'r1')).toEqual({ action: 'fill' });
    cache.store(entry('/en/products?page=1', 'r1'));
    const first = await cache.decide('/en/products?page=1', 'r1');
    const second = await cache.decide('/en/products?page=1', 'r1');
    expect(first.action).toBe('hit');
    expect(second.action).toBe('hit');
    if (first.action !== 'hit' || second.action !== 'hit') return;
    expect(cache.take(first.ticket)?.key).toBe('/en/products?page=1');
    // A ticket is good for one answer only.
    expect(cache.take(first.ticket)).toBeUndefined();
    expect(cache.take(second.ticket)?.revision).toBe('r1');
  });

  it('after a catalogue write, one request renders the page while the others get the stale one', async () => {
    const cache = new PageCache();
    await cache.decide('/en', 'r1');
    cache.store(entry('/en', 'r1'));
    // The revision moved: the first request refills, the ones that come while it renders are hits.
    expect(await cache.decide('/en', 'r2')).toEqual({ action: 'fill' });
    const during = await cache.decide('/en', 'r2');
    expect(during.action).toBe('hit');
    if (during.action === 'hit') expect(cache.take(during.ticket)?.revision).toBe('r1');
    cache.store(entry('/en', 'r2'));
    const after = await cache.decide('/en', 'r2');
    if (after.action !== 'hit') throw new Error('expected a hit once the refill is stored');
    expect(cache.take(after.ticket)?.revision).toBe('r2');
    expect(cache.summary()).toMatchObject({ stale: 1, fills: 2 });
  });

  it('requests for a page nobody has rendered yet wait for the one rendering under way', async () => {
    const cache = new PageCache({ waitMs: 5_000 });
    expect(await cache.decide('/zh', 'r1')).toEqual({ action: 'fill' });
    const waiting = Promise.all([cache.decide('/zh', 'r1'), cache.decide('/zh', 'r1')]);
    cache.store(entry('/zh', 'r1'));
    const answers = await waiting;
    expect(answers.map((answer) => answer.action)).toEqual(['hit', 'hit']);
    expect(cache.summary()).toMatchObject({ fills: 1, waits: 2 });
  });

  it('a rendering that is abandoned (a 404, an error) lets the waiting request render on its own', async () => {
    const cache = new PageCache();
    await cache.decide('/en/product-detail/999', 'r1');
    const waiting = cache.decide('/en/product-detail/999', 'r1');
    cache.abandon('/en/product-detail/999');
    expect(await waiting).toEqual({ action: 'fill' });
  });

  it('a rendering that never reports back stops counting as under way after fillTimeoutMs', async () => {
    const time = clock();
    const cache = new PageCache({ fillTimeoutMs: 1_000, waitMs: 10, now: time.now });
    await cache.decide('/en', 'r1');
    cache.store(entry('/en', 'r1'));
    expect(await cache.decide('/en', 'r2')).toEqual({ action: 'fill' });
    expect((await cache.decide('/en', 'r2')).action).toBe('hit');
    time.advance(1_001);
    expect(await cache.decide('/en', 'r2')).toEqual({ action: 'fill' });
  });

  it('an entry older than maxAgeMs is refilled even without a write (top sellers move with orders)', async () => {
    const time = clock();
    const cache = new PageCache({ maxAgeMs: 300_000, now: time.now });
    await cache.decide('/en', 'r1');
    cache.store(entry('/en', 'r1'));
    time.advance(299_000);
    expect((await cache.decide('/en', 'r1')).action).toBe('hit');
    time.advance(2_000);
    expect(await cache.decide('/en', 'r1')).toEqual({ action: 'fill' });
  });

  it('holds at most maxBytes, dropping the least recently used page first', async () => {
    const cache = new PageCache({ maxBytes: 80_000 });
    const keys = ['/p0', '/p1', '/p2', '/p3', '/p4', '/p5', '/p6', '/p7'];
    for (const key of keys) {
      await cache.decide(key, 'r1');
      cache.store(entry(key, 'r1', 9_400));
    }
    expect(cache.entries.size).toBe(8);
    // Touch /p0 so /p1 is now the least recently used.
    expect((await cache.decide('/p0', 'r1')).action).toBe('hit');
    await cache.decide('/p8', 'r1');
    cache.store(entry('/p8', 'r1', 9_400));
    expect(cache.entries.has('/p1')).toBe(false);
    expect(cache.entries.has('/p0')).toBe(true);
    expect(cache.entries.has('/p8')).toBe(true);
    expect(cache.bytes).toBeLessThanOrEqual(80_000);
    expect(cache.summary().evicted).toBe(1);
  });

  it('does not keep a page bigger than an eighth of the whole cache', async () => {
    const cache = new PageCache({ maxBytes: 8_000 });
    await cache.decide('/huge', 'r1');
    cache.store(entry('/huge', 'r1', 5_000));
    expect(cache.entries.size).toBe(0);
    expect(await cache.decide('/huge', 'r1')).toEqual({ action: 'fill' });
  });
});
