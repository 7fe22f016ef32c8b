import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { feedback, sites } from '@/server/db/schema';
import { resetRateLimits } from '@/server/security/rate-limit';
import { withBrokenDb } from '../support/broken-db';
import { createTestDb, type TestDb } from '../support/test-db';

let db: TestDb;
// Rate limits may live in a Redis shared by every run: a random address per test keeps counts apart.
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

beforeAll(async () => {
  db = await createTestDb();
  resetRateLimits();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
});
afterAll(() => db.dispose());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  apiApp.request('/api/Feedback', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomIp(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const rows = () => db.db.select().from(feedback);

describe('POST /api/Feedback', () => {
  it('R7.38 R7.39 R7.95 stores the feedback as typed and answers Submitted successfully！', async () => {
    const content = 'Do you ship to Chile? <script>alert(1)</script> & MOQ < 100?';
    const res = await post({
      userid: 38,
      content: `  ${content}  `,
      name: 'Ana Pérez',
      email: 'ana.perez@christmasworld.de',
      phone: '+56 2 2345 6789',
      pageUrl: '/zh/product-detail/12?keyword=tree',
      deviceCode: 'a'.repeat(32),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, message: 'Submitted successfully！' });
    const [row] = await rows();
    expect(row).toMatchObject({
      siteId: 38,
      content, // raw (trimmed): escaping is the renderer's job
      name: 'Ana Pérez',
      email: 'ana.perez@christmasworld.de',
      phone: '+56 2 2345 6789',
      pageName: '/zh/product-detail/12?keyword=tree',
      deviceCode: 'a'.repeat(32),
      customerId: null,
    });
  });

  it('R1.15 takes content alone; the page and device come from the §7 headers when the body has none', async () => {
    const res = await post({ content: 'Catalogue please' }, { pageName: '/contact', DeviceCode: 'B'.repeat(32) });
    expect(res.status).toBe(200);
    const row = (await rows()).find((r) => r.content === 'Catalogue please');
    expect(row).toMatchObject({ siteId: 38, pageName: '/contact', deviceCode: 'B'.repeat(32), email: '', name: '', phone: '' });
  });

  it('refuses empty, blank or missing feedback text with a 400 naming content and stores nothing', async () => {
    const before = (await rows()).length;
    for (const body of [{ content: '' }, { content: '   \n\t ' }, {}, { content: null }, { content: 42 }]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = await res.json();
      expect(error).toMatchObject({ code: 400, error: 'bad_request', field: 'content' });
    }
    expect(await rows()).toHaveLength(before);
  });

  it('takes 2000 characters and refuses 2001 with a 400 naming content', async () => {
    expect((await post({ content: '好'.repeat(2000) })).status).toBe(200);
    const res = await post({ content: 'x'.repeat(2001) });
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe('content');
  });

  it('R5.06 refuses an invalid email with the mail-rule message, and accepts an empty one', async () => {
    for (const email of ['not-an-email', 'a@b', 'a b@example.com', '<script>@x.com']) {
      const res = await post({ content: 'Hello', email });
      expect(res.status, email).toBe(400);
      expect(await res.json()).toMatchObject({ field: 'email', message: 'email: message.mailRule' });
    }
    expect((await post({ content: 'Hello', email: '' })).status).toBe(200);
  });

  it('refuses oversized fields, a bad phone and a bad device code with a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'n'.repeat(101) }, 'name'],
      [{ pageUrl: `/${'p'.repeat(500)}` }, 'pageUrl'],
      [{ phone: 'call me maybe' }, 'phone'],
      [{ phone: '1'.repeat(31) }, 'phone'],
      [{ deviceCode: 'has spaces' }, 'deviceCode'],
      [{ userid: 'thirty-eight' }, 'userid'],
    ];
    for (const [extra, field] of cases) {
      const res = await post({ content: 'Hello', ...extra });
      expect(res.status, field).toBe(400);
      expect((await res.json()).field).toBe(field);
    }
  });

  it('refuses a body over 16 KB with 413 and malformed JSON with a 400 naming body', async () => {
    const big = await post({ content: 'Hello', name: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ code: 413, error: 'payload_too_large', field: 'body' });
    const broken = await post('{"content": "Hello"');
    expect(broken.status).toBe(400);
    expect((await broken.json()).field).toBe('body');
  });

  it('answers 404 naming userid (as the body spells it) for an unknown site', async () => {
    const res = await post({ userid: 4040, content: 'Hello' });
    expect(res.status).toBe(404);
    expect((await res.json()).field).toBe('userid');
  });

  it('limits one address to 10 messages per 10 minutes (429)', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) expect((await post({ content: `Message ${i}` }, { 'x-forwarded-for': ip })).status).toBe(200);
    const res = await post({ content: 'One too many' }, { 'x-forwarded-for': ip });
    expect(res.status).toBe(429);
    expect((await res.json()).error).toBe('rate_limited');
  });

  it('answers 503 with a failure message when the database fails', async () => {
    await withBrokenDb(db, async () => {
      const res = await post({ content: 'Hello' });
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ error: 'unavailable', message: 'Failed to submit feedback.' });
    });
  });
});
