import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '@/server/db/schema';
import { DatabaseImageStore, DirectoryImageStore, InvalidImagePathError, type ImageStore } from '@/server/media';
import { createTestDb, type TestDb } from '../support/test-db';

let db: TestDb;
let root: string;
let outside: string;

beforeAll(async () => {
  db = await createTestDb();
  root = await mkdtemp(path.join(tmpdir(), 'lantern-store-'));
  // A file next to the store's root that no path may reach.
  outside = path.join(path.dirname(root), `${path.basename(root)}-secret.webp`);
  await writeFile(outside, 'secret');
});

afterAll(async () => {
  await db?.dispose();
  await rm(root, { recursive: true, force: true });
  await rm(outside, { force: true });
});

const stores: [string, () => ImageStore][] = [
  ['DirectoryImageStore', () => new DirectoryImageStore(path.join(root, 'upload'))],
  ['DatabaseImageStore', () => new DatabaseImageStore(db.db)],
];

const ESCAPES = [
  '/Upload/../secret.webp',
  '/Upload/product/../../secret.webp',
  '/Upload/./x.webp',
  '/Upload//x.webp',
  'Upload/x.webp',
  '//etc/passwd',
  '/Upload/a\\..\\..\\x.webp',
  '/Upload/x\u0000.webp',
  '/Upload/x\n.webp',
  '',
  `/Upload/${'a'.repeat(600)}.webp`,
];

describe.each(stores)('image store contract: %s', (_name, make) => {
  const bytes = Buffer.from('RIFF....WEBPVP8 fake picture bytes');

  it('puts, has, gets and deletes a file at its /Upload/ path', async () => {
    const store = make();
    expect(await store.get('/Upload/product/LT01-00001.webp')).toBeNull();
    expect(await store.has('/Upload/product/LT01-00001.webp')).toBe(false);
    await store.put('/Upload/product/LT01-00001.webp', bytes, 'image/webp');
    expect(await store.has('/Upload/product/LT01-00001.webp')).toBe(true);
    const file = await store.get('/Upload/product/LT01-00001.webp');
    expect(file?.contentType).toBe('image/webp');
    expect(file?.bytes.equals(bytes)).toBe(true);
    await store.delete('/Upload/product/LT01-00001.webp');
    expect(await store.has('/Upload/product/LT01-00001.webp')).toBe(false);
    expect(await store.get('/Upload/product/LT01-00001.webp')).toBeNull();
  });

  it('replaces a file put again under the same path', async () => {
    const store = make();
    await store.put('/Upload/topic/001.webp', Buffer.from('old'), 'image/webp');
    await store.put('/Upload/topic/001.webp', Buffer.from('new'), 'image/webp');
    expect((await store.get('/Upload/topic/001.webp'))?.bytes.toString()).toBe('new');
  });

  it('keeps non-ASCII and space-holding names apart and intact', async () => {
    const store = make();
    await store.put('/Upload/product/灯笼 红.jpg', Buffer.from('lantern'), 'image/jpeg');
    await store.put('/Upload/product/灯笼.jpg', Buffer.from('other'), 'image/jpeg');
    expect(await store.get('/Upload/product/灯笼 红.jpg')).toEqual({ bytes: Buffer.from('lantern'), contentType: 'image/jpeg' });
    expect((await store.get('/Upload/product/灯笼.jpg'))?.bytes.toString()).toBe('other');
  });

  it('deleting a missing file, or a directory-like prefix, is a quiet no-op', async () => {
    const store = make();
    await store.put('/Upload/nested/deep/x.webp', bytes, 'image/webp');
    await expect(store.delete('/Upload/nested/missing.webp')).resolves.toBeUndefined();
    await expect(store.delete('/Upload/nested')).resolves.toBeUndefined();
    expect(await store.get('/Upload/nested')).toBeNull();
    expect(await store.has('/Upload/nested')).toBe(false);
    expect(await store.has('/Upload/nested/deep/x.webp')).toBe(true);
  });

  it.each(ESCAPES)('rejects the escaping or malformed path %j in every call', async (bad) => {
    const store = make();
    await expect(store.get(bad)).rejects.toBeInstanceOf(InvalidImagePathError);
    await expect(store.has(bad)).rejects.toBeInstanceOf(InvalidImagePathError);
    await expect(store.put(bad, bytes, 'image/webp')).rejects.toBeInstanceOf(InvalidImagePathError);
    await expect(store.delete(bad)).rejects.toBeInstanceOf(InvalidImagePathError);
  });
});

describe('DirectoryImageStore layout', () => {
  it('keeps each file at its /Upload/ path below the root (the layout of a bucket)', async () => {
    const store = new DirectoryImageStore(path.join(root, 'layout'));
    await store.put('/Upload/product/x.webp', Buffer.from('x'), 'image/webp');
    expect(store.fileOf('/Upload/product/x.webp')).toBe(path.join(root, 'layout', 'Upload', 'product', 'x.webp'));
  });

  it('never resolves a path outside its root', () => {
    const store = new DirectoryImageStore(path.join(root, 'layout'));
    expect(() => store.fileOf(`/../${path.basename(outside)}`)).toThrow(InvalidImagePathError);
    expect(() => store.fileOf('/..')).toThrow(InvalidImagePathError);
  });

  it('derives the content type from the extension', async () => {
    const store = new DirectoryImageStore(path.join(root, 'types'));
    for (const [name, type] of [
      ['a.png', 'image/png'],
      ['a.JPEG', 'image/jpeg'],
      ['a.mp4', 'video/mp4'],
      ['a.bin', 'application/octet-stream'],
    ]) {
      await store.put(`/Upload/t/${name}`, Buffer.from('x'), type!);
      expect((await store.get(`/Upload/t/${name}`))?.contentType).toBe(type);
    }
  });
});

describe('DatabaseImageStore rows', () => {
  it('records the pixel size of a picture in the media table', async () => {
    const sharp = (await import('sharp')).default;
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c8102e' } })
      .webp()
      .toBuffer();
    const store = new DatabaseImageStore(async () => db.db);
    await store.put('/Upload/size/x.webp', picture, 'image/webp');
    const [row] = await db.db.select({ n: count() }).from(media);
    expect(row!.n).toBeGreaterThan(0);
    const rows = await db.db.select().from(media);
    const stored = rows.find((r) => r.path === '/Upload/size/x.webp');
    expect([stored?.width, stored?.height]).toEqual([40, 30]);
  });
});
