import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';

// Next loads the handler by path at run time, outside the bundles: load it the same way.
const require = createRequire(import.meta.url);
type Entry = { lastModified: number; value: unknown } | null;
type Handler = {
  get(key: string, ctx?: { tags?: string[]; softTags?: string[] }): Promise<Entry>;
  set(key: string, data: unknown, ctx?: { tags?: string[] }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
};
const Handler = require('../../src/server/cache/next-cache-handler.cjs') as new () => Handler;
const STORE = Symbol.for('lantern.next-cache');

const fetchEntry = (body: string, tags: string[] = []) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, tags, revalidate: 300 });

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[STORE];
});

describe("Next's cache handler (catalogue reads cached in memory, expired by tag)", () => {
  it('answers what was set, and nothing for a key never set', async () => {
    const cache = new Handler();
    await cache.set('k', fetchEntry('"page 1"'), { tags: ['catalog'] });
    expect((await cache.get('k', { tags: ['catalog'] }))?.value).toEqual(fetchEntry('"page 1"'));
    expect(await cache.get('other')).toBeNull();
  });

  it('drops every entry of a revalidated tag, keeps the others, and caches again after', async () => {
    const cache = new Handler();
    await cache.set('list', fetchEntry('"list"'), { tags: ['catalog'] });
    await cache.set('detail', fetchEntry('"detail"', ['catalog']));
    await cache.set('other', fetchEntry('"other"'), { tags: ['content'] });
    await cache.revalidateTag('catalog');
    expect(await cache.get('list', { tags: ['catalog'] })).toBeNull();
    expect(await cache.get('detail')).toBeNull();
    expect(await cache.get('other')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.set('list', fetchEntry('"fresh list"'), { tags: ['catalog'] });
    expect((await cache.get('list', { tags: ['catalog'] }))?.value).toEqual(fetchEntry('"fresh list"'));
  });

  it('treats an entry as expired when a soft tag of the asking request was revalidated after it was stored', async () => {
    const cache = new Handler();
    await cache.set('k', fetchEntry('"x"'));
    await cache.revalidateTag('_N_T_/products');
    expect(await cache.get('k', { softTags: ['_N_T_/products'] })).toBeNull();
  });

  it('is shared by every instance of the process (Next makes several) through one global store', async () => {
    await new Handler().set('k', fetchEntry('"shared"'), { tags: ['catalog'] });
    expect(await new Handler().get('k')).not.toBeNull();
    // The catalogue watcher expires through the same store, without a handler instance.
    (globalThis as unknown as Record<symbol, { revalidateTags(tags: string[]): void }>)[STORE]!.revalidateTags(['catalog']);
    expect(await new Handler().get('k')).toBeNull();
  });

  it('stays within its memory bound by dropping the least recently used entries first', async () => {
    const cache = new Handler();
    const big = 'x'.repeat(20 * 1024 * 1024); // 40 MB counted (UTF-16), bound is 128 MB
    await cache.set('a', fetchEntry(big));
    await cache.set('b', fetchEntry(big));
    await cache.set('c', fetchEntry(big));
    await cache.get('a'); // a is now more recent than b
    await cache.set('d', fetchEntry(big));
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).not.toBeNull();
    expect(await cache.get('d')).not.toBeNull();
  });
});
