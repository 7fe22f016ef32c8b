import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { thumbnailUrl } from '@/lib/media-url';
import { GET } from '@/app/Upload/[...path]/route';
import {
  DatabaseImageStore,
  DirectoryImageStore,
  mediaResponse,
  parseMediaPath,
  resizeImage,
  setImageStore,
  signMediaUrl,
  SIGNED_LINK_SECONDS,
  type ImageStore,
  type Resize,
} from '@/server/media';
import { createTestDb, type TestDb } from '../support/test-db';

// The route signs and verifies with the process's signer: give it a known secret, and keep any
// generated file out of the repository.
process.env.MEDIA_SIGNING_SECRET = 'media-test-secret-0123456789abcdefghij';
process.env.DATA_DIR = path.join(tmpdir(), 'lantern-media-test-data');

let db: TestDb;
let root: string;
let lamp: Buffer;
let small: Buffer;

const get = (url: string, headers: Record<string, string> = {}) => GET(new Request(`http://localhost${url}`, { headers }));
const query = (url: string) => new URL(url, 'http://localhost').searchParams;
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  db = await createTestDb();
  root = await mkdtemp(path.join(tmpdir(), 'lantern-media-'));
  lamp = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .webp()
    .toBuffer();
  small = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#224488' } })
    .webp()
    .toBuffer();
});

afterAll(async () => {
  setImageStore(undefined);
  await db?.dispose();
  await rm(root, { recursive: true, force: true });
});

const stores: [string, () => ImageStore][] = [
  ['directory', () => new DirectoryImageStore(path.join(root, 'upload'))],
  ['database', () => new DatabaseImageStore(db.db)],
];

describe.each(stores)('GET /Upload/... on the %s store', (_name, make) => {
  let store: ImageStore;

  beforeAll(async () => {
    store = make();
    setImageStore(store);
    await store.put('/Upload/product/lamp.webp', lamp, 'image/webp');
    await store.put('/Upload/product/灯笼 红.webp', lamp, 'image/webp');
    await store.put('/Upload/product/small.webp', small, 'image/webp');
    await store.put('/Upload/product/other.webp', small, 'image/webp');
  });

  it('serves a signed link with its type, an ETag, and caching until the link expires', async () => {
    const url = signMediaUrl('/Upload/product/lamp.webp');
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const maxAge = Number(/^public, max-age=(\d+), immutable$/.exec(response.headers.get('cache-control') ?? '')?.[1]);
    const expires = Number(query(url).get('e'));
    expect(Math.abs(maxAge - (expires - nowSeconds()))).toBeLessThanOrEqual(1);
    expect(maxAge).toBeLessThanOrEqual(SIGNED_LINK_SECONDS);
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(Buffer.from(await response.arrayBuffer()).equals(lamp)).toBe(true);
  });

  it('serves a picture whose stored name has non-ASCII characters and a space (the link is percent-encoded)', async () => {
    const url = signMediaUrl('/Upload/product/灯笼 红.webp');
    expect(url).toMatch(/^\/Upload\/product\/%E7%81%AF%E7%AC%BC%20%E7%BA%A2\.webp\?e=\d+&s=[\w-]{22}$/);
    expect((await get(url)).status).toBe(200);
  });

  it('answers 304 when the browser already holds the same ETag', async () => {
    const url = signMediaUrl('/Upload/product/lamp.webp');
    const first = await get(url);
    const again = await get(url, { 'if-none-match': first.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
  });

  it.each([100, 200, 300] as const)('R7.12 R9.30 serves the _%i variant, resized to that width as webp', async (size) => {
    const url = signMediaUrl('/Upload/product/lamp.webp', { size });
    expect(url.startsWith(`${thumbnailUrl('/Upload/product/lamp.webp', size)}?e=`)).toBe(true);
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+, immutable$/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(size);
    expect(meta.height).toBe((300 * size) / 400);
  });

  it('never enlarges a picture smaller than the variant', async () => {
    const response = await get(signMediaUrl('/Upload/product/small.webp', { size: 300 }));
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(80);
  });

  it('makes a variant once: kept in the store, not resized again, one resize for concurrent requests', async () => {
    let resizes = 0;
    const counting: Resize = (...args) => {
      resizes++;
      return resizeImage(...args);
    };
    const request = () => new Request(`http://localhost${signMediaUrl('/Upload/product/other.webp', { size: 200 })}`);
    const first = await Promise.all(Array.from({ length: 6 }, () => mediaResponse(store, request(), { resize: counting })));
    expect(first.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(resizes).toBe(1);
    expect(await store.has('/Upload/product/other_200.webp')).toBe(true);
    const mtime = store instanceof DirectoryImageStore ? (await stat(store.fileOf('/Upload/product/other_200.webp'))).mtimeMs : 0;

    const second = await mediaResponse(store, request(), { resize: counting });
    expect(second.status).toBe(200);
    expect(resizes).toBe(1);
    if (store instanceof DirectoryImageStore) expect((await stat(store.fileOf('/Upload/product/other_200.webp'))).mtimeMs).toBe(mtime);
    expect(second.headers.get('etag')).toBe(first[0]!.headers.get('etag'));
  });

  it('a signed link to a picture also admits its variants (a client may add the §7 suffix)', async () => {
    const signed = signMediaUrl('/Upload/product/lamp.webp');
    expect((await get(thumbnailUrl(signed, 100))).status).toBe(200);
  });

  it('a signed variant link does not admit the original', async () => {
    const variant = query(signMediaUrl('/Upload/product/lamp.webp', { size: 100 }));
    expect((await get(`/Upload/product/lamp.webp?${variant}`)).status).toBe(403);
  });

  it.each([
    ['unsigned', () => '/Upload/product/lamp.webp'],
    ['tampered signature', () => signMediaUrl('/Upload/product/lamp.webp').replace(/s=(.)/, (_m, c: string) => `s=${c === 'A' ? 'B' : 'A'}`)],
    ['tampered expiry', () => signMediaUrl('/Upload/product/lamp.webp').replace(/e=(\d+)/, (_m, e: string) => `e=${Number(e) + 900}`)],
    ['signature of another picture', () => `/Upload/product/lamp.webp?${query(signMediaUrl('/Upload/product/other.webp'))}`],
    ['signature without expiry', () => signMediaUrl('/Upload/product/lamp.webp').replace(/e=\d+&/, '')],
    ['truncated signature', () => signMediaUrl('/Upload/product/lamp.webp').slice(0, -3)],
  ])('answers a %s link with a small plain 403', async (_case, url) => {
    const response = await get(url());
    expect(response.status).toBe(403);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await response.text()).length).toBeLessThan(20);
  });

  it('R7.10 R9.24 a link is good until its expiry and 403 from then on', async () => {
    const signedAt = Date.UTC(2026, 0, 1, 8, 7, 0);
    const url = signMediaUrl('/Upload/product/lamp.webp', { now: signedAt });
    const expires = Number(query(url).get('e'));
    expect(SIGNED_LINK_SECONDS).toBe(10_800);
    expect(expires - signedAt / 1000).toBeLessThanOrEqual(SIGNED_LINK_SECONDS);
    expect(expires - signedAt / 1000).toBeGreaterThan(SIGNED_LINK_SECONDS - 900);
    const at = (ms: number) => mediaResponse(store, new Request(`http://localhost${url}`), { now: ms });
    const lastGood = await at(expires * 1000 - 1000);
    expect(lastGood.status).toBe(200);
    expect(lastGood.headers.get('cache-control')).toBe('public, max-age=1, immutable');
    const expired = await at(expires * 1000);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toBe('Link expired');
    // A link signed long ago, served now.
    expect((await get(signMediaUrl('/Upload/product/lamp.webp', { now: Date.now() - (SIGNED_LINK_SECONDS + 1) * 1000 }))).status).toBe(403);
  });

  it('rejects a link claiming to live longer than 10800 s (signed by a wrong clock or a forger)', async () => {
    const url = signMediaUrl('/Upload/product/lamp.webp', { now: Date.now() + 3600_000 });
    expect((await get(url)).status).toBe(403);
  });

  it.each(['/Upload/product/missing.webp', '/Upload/product/missing_100.webp', '/Upload/product/lamp_150.webp'])(
    'answers a signed link to an unknown picture %s with a small plain 404',
    async (picture) => {
      const response = await get(signMediaUrl(picture));
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/plain');
      expect((await response.text()).length).toBeLessThan(20);
    },
  );

  it.each([
    '/Upload/',
    '/Upload/%2E%2E%2Fsecret.webp',
    '/Upload/..%2Fsecret.webp',
    '/Upload/product/%2e%2e/%2e%2e/secret.webp',
    '/Upload/product/..%5C..%5Csecret.webp',
    '/Upload/product//lamp.webp',
    '/Upload/product/%E0%A4%A.webp',
    '/Upload/product/lamp%00.webp',
  ])('answers the traversal or malformed path %s with 404, signed or not', async (bad) => {
    expect((await get(bad)).status).toBe(404);
    expect((await get(`${bad}?${query(signMediaUrl('/Upload/product/lamp.webp'))}`)).status).toBe(404);
  });
});

describe('media path rules', () => {
  it('decodes a request path once: a double-encoded traversal is only an odd file name', async () => {
    expect(parseMediaPath('/Upload/product/%252e%252e%252fsecret.webp')).toEqual({ path: '/Upload/product/%2e%2e%2fsecret.webp' });
    setImageStore(new DirectoryImageStore(path.join(root, 'upload')));
    expect((await get(signMediaUrl('/Upload/product/%2e%2e%2fsecret.webp'))).status).toBe(404);
  });

  it('reads a variant path as the original path plus a width', () => {
    expect(parseMediaPath('/Upload/product/X_300.webp')).toEqual({
      path: '/Upload/product/X_300.webp',
      thumbnail: { originalPath: '/Upload/product/X.webp', width: 300 },
    });
    expect(parseMediaPath('/Upload/product/X.webp')).toEqual({ path: '/Upload/product/X.webp' });
    expect(parseMediaPath('/Upload/product/X_150.webp')).toEqual({ path: '/Upload/product/X_150.webp' });
    expect(parseMediaPath('/Upload/../X.webp')).toBeNull();
    expect(parseMediaPath('/other/X.webp')).toBeNull();
  });
});
