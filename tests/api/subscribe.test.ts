import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { sites, subscriptions } from '@/server/db/schema';
import { createTestDb, type TestDb } from '../support/test-db';

let db: TestDb;
beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
});
afterAll(() => db.dispose());

const post = (body: unknown) =>
  apiApp.request('/api/SubscribeMail/AddSubscribeMail', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /api/SubscribeMail/AddSubscribeMail', () => {
  it('R7.40 R7.41 R8.14 stores the subscription and answers with the success message', async () => {
    const res = await post({ userid: 38, custid: null, email: 'buyer@gmail.com', time: '2026-11-21 10:00:00', deviceCode: 'a'.repeat(32) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, message: 'Subscribe email successfully!' });
    const rows = await db.db.select().from(subscriptions).where(eq(subscriptions.email, 'buyer@gmail.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.siteId).toBe(38);
  });

  it('subscribing twice (any letter case) is not an error and keeps one row', async () => {
    expect((await post({ email: 'Twice@Example.com' })).status).toBe(200);
    expect((await post({ email: 'twice@example.com' })).status).toBe(200);
    expect(await db.db.select().from(subscriptions).where(eq(subscriptions.email, 'twice@example.com'))).toHaveLength(1);
  });

  it('R5.06 R5.07 an invalid email is a 400 naming the email field and stores nothing', async () => {
    const before = (await db.db.select().from(subscriptions)).length;
    for (const email of ['', 'not-an-email', 'a@b', '<script>alert(1)</script>@x.com']) {
      const res = await post({ email });
      expect(res.status, email).toBe(400);
      expect((await res.json()).field).toBe('email');
    }
    expect(await db.db.select().from(subscriptions)).toHaveLength(before);
  });

  it('an unknown site is a 404', async () => {
    const res = await post({ userid: 999, email: 'x@example.com' });
    expect(res.status).toBe(404);
  });
});
