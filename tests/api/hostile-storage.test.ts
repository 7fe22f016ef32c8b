import { randomInt, randomUUID } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { issueCaptcha } from '@/server/accounts/captchas';
import { addresses, captchas, customers, feedback } from '@/server/db/schema';
import { resetRateLimits } from '@/server/security/rate-limit';
import { INJECTIONS, runs, storableText, UNICODE_EDGES, UNSTORABLE } from '../support/hostile-arbitraries';
import { databaseChecksum, type Rows } from '../support/hostile-endpoints';
import { signedInCustomers } from '../support/signed-in-customers';
import { createTestDb, type TestDb } from '../support/test-db';

// Hostile text the schemas accept is stored exactly as sent (after the schemas' trim),
// through parameters, never spliced into SQL; text PostgreSQL cannot hold (NUL, lone surrogates)
// is refused with a 400 naming the field and stores nothing.

let db: TestDb;
let auth = '';

beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
  auth = (await signedInCustomers(db, 'hostile-storage')).auth.b;
});
afterAll(() => db.dispose());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  apiApp.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`, ...headers },
    body: JSON.stringify(body),
  });

/** Storable text whose trimmed form fits `max` characters and is not blank. */
const fitting = (max: number) => storableText.filter((text) => text.trim().length > 0 && text.trim().length <= max);

/** The stored value equals what was sent, compared in PostgreSQL too (same bytes, same length). */
async function expectStoredExactly(table: string, column: string, id: number, expected: string) {
  const result = (await db.db.execute(
    sql`select ${sql.identifier(column)} = ${expected} as same, octet_length(${sql.identifier(column)}) as bytes from ${sql.identifier(table)} where id = ${id}`,
  )) as Rows<{ same: boolean; bytes: number }>;
  expect(result.rows[0], `${table}.${column} of row ${id}`).toEqual({ same: true, bytes: Buffer.byteLength(expected, 'utf8') });
}

describe('accepted hostile text is stored byte for byte', () => {
  it('feedback content, name and page keep SQL, script and unicode payloads as text', async () => {
    await fc.assert(
      fc.asyncProperty(fitting(2000), fitting(100), fitting(500), async (content, name, pageUrl) => {
        const res = await post('/api/Feedback', { userid: 38, content, name, pageUrl });
        expect(res.status, await res.clone().text()).toBe(200);
        const [row] = await db.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
        expect(row).toMatchObject({ content: content.trim(), name: name.trim(), pageName: pageUrl.trim() });
        await expectStoredExactly('feedback', 'content', row!.id, content.trim());
      }),
      runs(8),
    );
  });

  it('address names, company, city and street keep SQL, script and unicode payloads as text', async () => {
    await fc.assert(
      fc.asyncProperty(fitting(60), fitting(120), fitting(60), fitting(200), async (contactName, company, city, addressLine) => {
        const res = await post('/api/CustAddress', { contactName, company, phone: '+49 40 1234567', country: 'DE', region: city, city, addressLine }, { authorization: auth });
        expect(res.status, await res.clone().text()).toBe(200);
        const { id } = (await res.json()).data.dto as { id: number };
        const [row] = await db.db.select().from(addresses).where(eq(addresses.id, id));
        expect(row).toMatchObject({ contactName: contactName.trim(), company: company.trim(), city: city.trim(), region: city.trim(), addressLine: addressLine.trim() });
        await expectStoredExactly('addresses', 'address_line', id, addressLine.trim());
        await db.db.delete(addresses).where(eq(addresses.id, id));
      }),
      runs(8),
    );
  });

  it('a registered nick and company name keep SQL, script and unicode payloads as text', async () => {
    await fc.assert(
      fc.asyncProperty(fitting(60), fitting(120), async (nick, companyName) => {
        const guid = randomUUID();
        await issueCaptcha(db.db, guid);
        const [captcha] = await db.db.select().from(captchas).where(eq(captchas.guid, guid));
        const email = `r${randomInt(1e9)}@hostile.example.com`;
        const res = await post('/api/Customer/RegisterByEmail', {
          userId: 38,
          email,
          nick,
          companyName,
          pwd: 'abc123',
          checkPwd: 'abc123',
          verifyGuid: guid,
          verifyCode: captcha!.code,
          sessionTransport: 'header',
        });
        expect(res.status, await res.clone().text()).toBe(200);
        const [row] = await db.db.select().from(customers).where(eq(customers.email, email));
        expect(row).toMatchObject({ nick: nick.trim(), companyName: companyName.trim() });
        await expectStoredExactly('customers', 'nick', row!.id, nick.trim());
      }),
      runs(5),
    );
  });

  it('keeps every table after storing the SQL payloads (nothing was executed)', async () => {
    for (const content of INJECTIONS) expect((await post('/api/Feedback', { userid: 38, content })).status).toBe(200);
    const stored = await db.db.select({ content: feedback.content }).from(feedback);
    expect(stored.map((r) => r.content)).toEqual(expect.arrayContaining([...INJECTIONS]));
    expect((await db.db.select().from(customers)).length).toBeGreaterThanOrEqual(3);
  });

  it('stores RTL marks, zero-width joiners and emoji unchanged (no normalisation)', async () => {
    for (const content of UNICODE_EDGES) {
      expect((await post('/api/Feedback', { userid: 38, content: `x${content}x` })).status).toBe(200);
      const [row] = await db.db.select().from(feedback).orderBy(desc(feedback.id)).limit(1);
      await expectStoredExactly('feedback', 'content', row!.id, `x${content}x`);
    }
  });
});

describe('text PostgreSQL cannot hold is refused, not altered', () => {
  const cases: [string, string, (text: string) => unknown, Record<string, string>][] = [
    ['/api/Feedback', 'content', (text) => ({ userid: 38, content: text }), {}],
    ['/api/Feedback', 'name', (text) => ({ userid: 38, content: 'hello', name: text }), {}],
    ['/api/CustAddress', 'addressLine', (text) => ({ contactName: 'A', phone: '+49 40 1234567', country: 'DE', city: 'Hamburg', addressLine: text }), { authorization: '' }],
    ['/api/ShoppingCart/Merge', 'cart.0.note', (text) => ({ cart: [{ productId: 1, addNum: 1, note: text }], favorites: [] }), { authorization: '' }],
  ];

  it.each(cases)('%s answers 400 naming %s for NUL bytes and lone surrogates, and stores nothing', async (path, field, body, headers) => {
    for (const text of UNSTORABLE) {
      const before = await databaseChecksum(db.db);
      const res = await post(path, body(`ok ${text}`), headers.authorization === '' ? { authorization: auth } : headers);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 400, error: 'bad_request', field });
      expect(await databaseChecksum(db.db)).toBe(before);
    }
  });

  it('a query value with a NUL byte is a 400 naming the parameter, not a database error', async () => {
    for (const [path, field] of [
      ['/api/Product?keyword=a%00b', 'keyword'],
      ['/api/Product/GetFilter?keyword=%00', 'keyword'],
      ['/api/Product/GetByTopicCode?topicCode=x%00', 'topicCode'],
    ]) {
      const res = await apiApp.request(path!);
      expect(res.status).toBe(400);
      expect((await res.json()).field).toBe(field);
    }
  });
});
