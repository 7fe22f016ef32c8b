import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as uploadFile } from '@/app/Upload/[...path]/route';
import { apiApp } from '@/server/api/app';
import { listVideos } from '@/server/content/pages';
import { signMediaUrl } from '@/server/media';
import { call, type Json } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// Caption tracks of a video: the upload takes WebVTT files (the WEBVTT first line, UTF-8, at most
// 1 MB) and refuses others naming `file`; the video keeps a Chinese and an English track, only
// .vtt files, and the storefront's /video reads both; the store serves them as text/vtt.

process.env.MEDIA_SIGNING_SECRET ??= 'video-captions-test-secret-0123456789abcdef';

let db: TestDb;
let catalogue: Record<string, string>;

const upload = (bytes: Buffer | string, name: string, kind = 'captions') => {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new Blob([new Uint8Array(Buffer.from(bytes))]), name);
  return apiApp.request('/api/admin/uploads', { method: 'POST', headers: catalogue, body: form });
};
const pathOf = async (answer: Response) => ((await answer.json()) as Json).data.dto.path as string;

/** Captions as a subtitling tool writes them: a BOM, a header note, cue ids, Chinese lines. */
const ZH =
  '\uFEFFWEBVTT - 工厂参观\n\nNOTE 由字幕组导出\n\n1\n00:00:00.000 --> 00:00:02.500\n欢迎来到义乌灯笼厂\n\n2\n00:00:02.500 --> 00:00:05.000 align:center\n每一盏灯笼都是手工制作\n';
const EN = 'WEBVTT\r\n\r\n00:00.000 --> 00:02.500\r\nWelcome to the Yiwu lantern works\r\n\r\n00:02.500 --> 00:05.000\r\nEvery lantern is made by hand\r\n';

beforeAll(async () => {
  db = await createTestDb();
  catalogue = (await signedInStaff(db, 'catalogue')).headers;
});
afterAll(() => db.dispose());

describe('WebVTT caption uploads', () => {
  it('stores Chinese and English tracks as .vtt, served as text/vtt', async () => {
    for (const [text, name] of [
      [ZH, '工厂参观.zh.vtt'],
      [EN, 'factory-tour.en.vtt'],
    ] as const) {
      const answer = await upload(text, name);
      expect(answer.status, name).toBe(200);
      const signed = await pathOf(answer);
      expect(signed.split('?')[0]).toMatch(/^\/Upload\/.+\.vtt$/);
      const served = await uploadFile(new Request(`http://localhost${signMediaUrl(signed.split('?')[0]!)}`));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^text\/vtt/);
      expect(await served.text()).toContain(name.includes('zh') ? '欢迎来到义乌灯笼厂' : 'Welcome to the Yiwu lantern works');
    }
  });

  it('refuses what is not WebVTT with 400 naming file, and a file over 1 MB with 413', async () => {
    const srt = '1\n00:00:00,000 --> 00:00:02,500\nWelcome\n';
    const cases: [Buffer | string, string][] = [
      [srt, 'factory.srt'],
      ['WEBVTTX\n\n00:00.000 --> 00:01.000\nHi\n', 'almost.vtt'],
      ['%PDF-1.4\n%%EOF\n', 'captions.vtt'],
      [Buffer.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe, 0x00]), 'binary.vtt'],
      ['', 'empty.vtt'],
    ];
    for (const [bytes, name] of cases) {
      const answer = await upload(bytes, name);
      expect(answer.status, name).toBe(400);
      expect(((await answer.json()) as Json).field, name).toBe('file');
    }
    const big = `WEBVTT\n\n${'00:00.000 --> 00:01.000\n灯笼灯笼灯笼灯笼\n\n'.repeat(30_000)}`;
    expect(Buffer.byteLength(big)).toBeGreaterThan(1024 * 1024);
    const tooBig = await upload(big, 'long.vtt');
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as Json).field).toBe('file');
  });

  it('a video keeps a zh and an en track, which /video lists; a caption path that is not .vtt is refused naming it', async () => {
    const zh = await pathOf(await upload(ZH, 'zh.vtt'));
    const en = await pathOf(await upload(EN, 'en.vtt'));
    const pdf = await pathOf(await upload('%PDF-1.4\n%%EOF\n', 'cert.pdf', 'pdf'));
    const body = { title: '工厂参观', titleen: 'Factory tour', url: 'https://videos.example.com/tour.mp4', captions: zh, captionsen: en, sortnum: -5 };
    const bad = await call('POST', '/api/admin/videos', { headers: catalogue, body: { ...body, captionsen: pdf } });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('captionsen');
    const created = await call('POST', '/api/admin/videos', { headers: catalogue, body });
    expect(created.status, created.text).toBe(200);
    const listed = (await listVideos(db.db, 38, 'zh')).find((v) => v.title === '工厂参观')!;
    expect(listed.captions.map((c) => [c.language, c.path])).toEqual(
      expect.arrayContaining([
        ['zh', zh.split('?')[0]],
        ['en', en.split('?')[0]],
      ]),
    );
  });
});
