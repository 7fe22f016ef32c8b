import { expect, test } from '@playwright/test';
import { LOCALES, localized } from './locales';

// The page cache against the production server (docs/adr/0004): catalogue pages are rendered once per
// catalogue revision and served to everyone from the front's cache, compressed ahead of time;
// personal pages and Next's RSC requests are rendered per request as before.

for (const { locale, prefix } of LOCALES) {
  test.describe(`page cache (${locale})`, () => {
    test('repeat views of a catalogue page are the same stored page in every encoding, revalidated by ETag', async ({ request }) => {
      const path = localized(prefix, '/products?page=1');
      const first = await request.get(path);
      expect(first.status()).toBe(200);
      const identity = await request.get(path, { headers: { 'accept-encoding': 'identity' } });
      const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
      const brotli = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(identity.headers()['content-encoding']).toBeUndefined();
      expect(gzip.headers()['content-encoding']).toBe('gzip');
      expect(brotli.headers()['content-encoding']).toBe('br');
      const html = await identity.text();
      expect(await gzip.text()).toBe(html);
      expect(await brotli.text()).toBe(html);
      const etag = identity.headers()['etag'];
      expect(etag).toBeTruthy();
      expect(gzip.headers()['etag']).toBe(etag);
      expect(identity.headers()['cache-control']).toBe('no-cache');
      expect(identity.headers()['vary']).toContain('Accept-Encoding');
      expect((await request.get(path, { headers: { 'if-none-match': etag! } })).status()).toBe(304);
    });

    test('another query is another page', async ({ request }) => {
      const one = await request.get(localized(prefix, '/products?page=1'));
      const two = await request.get(localized(prefix, '/products?page=2'));
      expect(two.status()).toBe(200);
      expect(two.headers()['etag']).not.toBe(one.headers()['etag']);
    });

    test('personal pages and RSC requests are rendered per request, never from the cache', async ({ request }) => {
      const nonces = new Set<string>();
      for (let i = 0; i < 2; i++) {
        const cart = await request.get(localized(prefix, '/cart'));
        expect(cart.status()).toBe(200);
        expect(cart.headers()['etag']).toBeUndefined();
        nonces.add(/'nonce-([^']+)'/.exec(cart.headers()['content-security-policy'] ?? '')![1]!);
      }
      expect(nonces.size).toBe(2);
      // What a client navigation asks for, once the page is cached: Next's flight payload, not the stored HTML.
      await request.get(localized(prefix, '/products?page=1'));
      expect((await request.get(localized(prefix, '/products?page=1'))).headers()['etag']).toBeTruthy();
      for (const url of ['/products?page=1&_rsc=probe', '/products?page=1']) {
        const rsc = await request.get(localized(prefix, url), { headers: { rsc: '1' } });
        expect(rsc.status()).toBe(200);
        expect(rsc.headers()['etag']).toBeUndefined();
        expect(rsc.headers()['content-type']).toContain('text/x-component');
      }
    });
  });
}
