import path from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/Upload/[...path]/route';
import { listVideos } from '@/server/content/pages';
import { byteRangeOf } from '@/server/media/media-response';
import { signMediaUrl } from '@/server/media';
import { resetSite, seedDatabase } from '@/server/seed';
import { getImageStore } from '@/server/media';
import { createTestDb, type TestDb } from '../support/test-db';

// Videos (R1.14): every seeded video row points at a clip and caption files that exist in the
// media store, served through signed /Upload/ links with their types, in byte ranges for players.

process.env.MEDIA_SIGNING_SECRET = 'video-test-secret-0123456789abcdefghij';
process.env.DATA_DIR = path.join(tmpdir(), 'lantern-video-test-data');

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await seedDatabase(db.db, { siteId: 38, products: 20 });
}, 120_000);

afterAll(async () => {
  await db?.dispose();
});

const get = (url: string, headers: Record<string, string> = {}) => GET(new Request(`http://localhost${url}`, { headers }));

describe('seeded videos', () => {
  it('every video row has a clip, a poster and captions in both languages that the store serves', async () => {
    for (const locale of ['en', 'zh'] as const) {
      const videos = await listVideos(db.db, 38, locale);
      expect(videos.length).toBeGreaterThan(0);
      for (const video of videos) {
        expect(video.captions.map((c) => c.language)).toEqual(locale === 'en' ? ['en', 'zh'] : ['zh', 'en']);
        const clip = await get(signMediaUrl(video.url));
        expect(clip.status, video.url).toBe(200);
        expect(clip.headers.get('content-type')).toBe('video/mp4');
        expect(clip.headers.get('accept-ranges')).toBe('bytes');
        const bytes = Buffer.from(await clip.arrayBuffer());
        // An MP4 starts with its ftyp box; faststart puts moov before mdat so playback starts early.
        expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
        expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
        expect(bytes.length).toBeLessThan(300_000);

        expect((await get(signMediaUrl(video.cover))).status).toBe(200);
        for (const track of video.captions) {
          const vtt = await get(signMediaUrl(track.path));
          expect(vtt.status, track.path).toBe(200);
          expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
          const text = await vtt.text();
          expect(text).toMatch(/^WEBVTT\n/);
          expect(text).toMatch(track.language === 'zh' ? /[\u4e00-\u9fff]/ : /[A-Za-z]{4}/);
        }
      }
    }
  });

  it('answers a byte range with 206 and Content-Range, and an impossible one with 416', async () => {
    const [video] = await listVideos(db.db, 38, 'en');
    const url = signMediaUrl(video!.url);
    const whole = Buffer.from(await (await get(url)).arrayBuffer());
    const first = await get(url, { range: 'bytes=0-1' });
    expect(first.status).toBe(206);
    expect(first.headers.get('content-range')).toBe(`bytes 0-1/${whole.length}`);
    expect(Buffer.from(await first.arrayBuffer())).toEqual(whole.subarray(0, 2));
    const tail = await get(url, { range: 'bytes=-100' });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(whole.subarray(whole.length - 100));
    const beyond = await get(url, { range: `bytes=${whole.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);
    // If-Range naming another version of the file gets the whole (current) file.
    const stale = await get(url, { range: 'bytes=0-1', 'if-range': '"another-version"' });
    expect(stale.status).toBe(200);
    // Without a signature the range is refused like any unsigned link.
    expect((await get(video!.url, { range: 'bytes=0-1' })).status).toBe(403);
  });

  it('reads Range headers the way RFC 9110 does', () => {
    expect(byteRangeOf(null, 10)).toBeNull();
    expect(byteRangeOf('bytes=2-', 10)).toEqual({ start: 2, end: 9 });
    expect(byteRangeOf('bytes=2-100', 10)).toEqual({ start: 2, end: 9 });
    expect(byteRangeOf('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(byteRangeOf('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(byteRangeOf('bytes=5-2', 10)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=10-', 10)).toBe('unsatisfiable');
    expect(byteRangeOf('bytes=-0', 10)).toBe('unsatisfiable');
    // Several ranges, other units and junk: the whole file.
    for (const header of ['bytes=0-1,4-5', 'items=0-1', 'bytes=-', 'bytes=a-b']) expect(byteRangeOf(header, 10), header).toBeNull();
  });

  it("a site reset removes the videos' clips and captions with the pictures", async () => {
    const videos = await listVideos(db.db, 38, 'en');
    const store = getImageStore();
    const paths = videos.flatMap((v) => [v.url, ...v.captions.map((c) => c.path)]);
    for (const p of paths) expect(await store.has(p), p).toBe(true);
    await resetSite(db.db, 38);
    for (const p of paths) expect(await store.has(p), p).toBe(false);
  });
});
