import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sites, topics } from '@/server/db/schema';
import { createMediaSigner, uploadLinkRewriter } from '@/server/media';
import { createTestDb, type TestDb } from '../support/test-db';

process.env.MEDIA_SIGNING_SECRET = 'media-links-test-secret-0123456789abcdef';
process.env.DATA_DIR = path.join(tmpdir(), 'lantern-media-links-test-data');

const SIGNED = /^\/Upload\/[^?]+\?e=\d+&s=[A-Za-z0-9_-]{22}$/;

/** A tiny API with the same middleware as the real one (src/server/api/app.ts). */
function testApi(options: Parameters<typeof uploadLinkRewriter>[0] = {}) {
  const app = new Hono().basePath('/api');
  app.use(uploadLinkRewriter(options));
  app.get('/Product', (c) => c.json({ code: 0, data: { list: [{ id: 1, pics: '/Upload/product/a.webp,/Upload/product/a-2.webp', nameen: 'Lamp' }] } }));
  app.get('/Home/GetAllTopic', (c) => c.json({ code: 0, data: { listTopic: [{ code: '001', cover: '/Upload/topic/001.webp' }] } }));
  app.get('/Color', (c) => c.json({ code: 0, data: { list: [{ code: 'RD', name: '红' }] } }));
  app.get('/Text', (c) => c.text('/Upload/product/a.webp'));
  app.get('/Problem', (c) => c.json({ code: 0, message: 'bad /Upload/ path', data: { dto: { pic: '/Upload/x.webp' } } }, 404));
  return app;
}

describe('uploadLinkRewriter (§7)', () => {
  it('R7.09 rewrites /Upload/ paths of a JSON answer to signed links, with a right Content-Length', async () => {
    const response = await testApi().request('/api/Product');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    const length = response.headers.get('content-length');
    if (length !== null) expect(Number(length)).toBe(Buffer.byteLength(text));
    const body = JSON.parse(text) as { data: { list: { pics: string; nameen: string }[] } };
    const pics = body.data.list[0]!.pics.split(',');
    expect(pics).toHaveLength(2);
    for (const pic of pics) expect(pic).toMatch(SIGNED);
    expect(pics[1]!.startsWith('/Upload/product/a-2.webp?')).toBe(true);
    expect(body.data.list[0]!.nameen).toBe('Lamp');
  });

  it('R7.11 leaves GetAllTopic answers untouched', async () => {
    const response = await testApi().request('/api/Home/GetAllTopic');
    expect(await response.json()).toEqual({ code: 0, data: { listTopic: [{ code: '001', cover: '/Upload/topic/001.webp' }] } });
  });

  it('passes answers that are not JSON, or hold no /Upload/, through unchanged', async () => {
    expect(await (await testApi().request('/api/Text')).text()).toBe('/Upload/product/a.webp');
    expect(await (await testApi().request('/api/Color')).json()).toEqual({ code: 0, data: { list: [{ code: 'RD', name: '红' }] } });
  });

  it('keeps the status of the answer it rewrites', async () => {
    const response = await testApi().request('/api/Problem');
    expect(response.status).toBe(404);
    const body = (await response.json()) as { message: string; data: { dto: { pic: string } } };
    expect(body.message).toBe('bad /Upload/ path');
    expect(body.data.dto.pic).toMatch(SIGNED);
  });

  it('R8.44 a failure to sign leaves the answer as it was and is logged, not thrown', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = createMediaSigner({
      secret: () => {
        throw new Error('no secret for the rewriter');
      },
    });
    const response = await testApi({ signer: broken }).request('/api/Product');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { list: { pics: string }[] } };
    expect(body.data.list[0]!.pics).toBe('/Upload/product/a.webp,/Upload/product/a-2.webp');
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });
});

describe('the real API (src/server/api/app.ts) with the rewriter', () => {
  let db: TestDb;
  let apiApp: (typeof import('@/server/api/app'))['apiApp'];

  beforeAll(async () => {
    db = await createTestDb();
    await db.db.insert(sites).values({ id: 38, name: '灯笼', nameen: 'Lantern' });
    await db.db.insert(topics).values([
      { siteId: 38, code: '001', fcode: '', name: '圣诞', nameen: 'Christmas', cover: '/Upload/topic/001.webp', sortnum: 1, istop: 1 },
      { siteId: 38, code: '001001', fcode: '001', name: '圣诞树', nameen: 'Trees', cover: '/Upload/topic/001001.webp', sortnum: 1, istop: 0 },
    ]);
    ({ apiApp } = await import('@/server/api/app'));
  });

  afterAll(async () => {
    await db?.dispose();
  });

  it.each(['/api/Home/GetAllTopic', '/api/home/getalltopic'])('R7.11 GET %s keeps plain /Upload/ paths', async (url) => {
    const response = await apiApp.request(`${url}?userId=38`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('"/Upload/topic/001.webp"');
    expect(text).not.toContain('?e=');
  });

  it('R7.09 GET /api/Topic signs the same covers', async () => {
    const response = await apiApp.request('/api/Topic?userId=38&isGetAll=true&orderBy=productnum%20desc');
    expect(response.status).toBe(200);
    const covers = [...(await response.text()).matchAll(/"cover":"([^"]*)"/g)].map((m) => m[1]!);
    expect(covers.length).toBe(2);
    for (const cover of covers) expect(cover).toMatch(SIGNED);
  });
});
