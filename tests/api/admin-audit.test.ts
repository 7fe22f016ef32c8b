import { eq, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '@/server/db/schema';
import { recordAudit } from '@/server/staff/audit';
import { csvCell } from '@/server/staff/audit-csv';
import { call, request, type Json } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// The owner's audit log: filters by person, action, record and days, server-side paging, the
// member's name beside the kept email, and the CSV export (owner only, UTF-8 with a BOM, cells
// a spreadsheet never runs as formulas).

let db: TestDb;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
let clerk: Awaited<ReturnType<typeof signedInStaff>>;
let sales: Awaited<ReturnType<typeof signedInStaff>>;

async function write(who: typeof owner, entry: Parameters<typeof recordAudit>[2], at: string) {
  await recordAudit(db.db, { id: who.staff.id, siteId: who.staff.siteId, email: who.staff.email }, entry);
  const [last] = await db.db.select({ id: max(auditLog.id) }).from(auditLog);
  await db.db
    .update(auditLog)
    .set({ createdAt: new Date(at) })
    .where(eq(auditLog.id, last!.id!));
}

beforeAll(async () => {
  db = await createTestDb();
  owner = await signedInStaff(db, 'owner', { email: 'li.wei@lantern.test' });
  clerk = await signedInStaff(db, 'catalogue', { email: 'zhang.min@lantern.test' });
  sales = await signedInStaff(db, 'sales', { email: 'sales.chen@lantern.test' });
  await db.db.update(staffUsers).set({ name: '张敏' }).where(eq(staffUsers.id, clerk.staff.id));
  await db.db.update(staffUsers).set({ name: '李伟' }).where(eq(staffUsers.id, owner.staff.id));
  // A factory's price list changed by the clerk, a colleague's topic move, a quote from sales.
  await write(
    clerk,
    {
      action: 'product.update',
      entity: 'product',
      entityId: 501,
      before: { itemno: 'LT-501', price: '36.50', name: '红灯笼', updatedAt: '2026-11-30' },
      after: { itemno: 'LT-501', price: '39.90', name: '红灯笼', updatedAt: '2026-12-01' },
    },
    '2026-12-01T02:00:00Z',
  );
  await write(clerk, { action: 'product.update', entity: 'product', entityId: 502, before: { price: '12.00' }, after: { price: '13.00' } }, '2026-12-02T09:00:00Z');
  await write(owner, { action: 'topic.move', entity: 'topic', entityId: 7, before: { fcode: '001' }, after: { fcode: '002' } }, '2026-12-02T10:00:00Z');
  await write(
    sales,
    { action: 'inquiry.quote-send', entity: 'inquiry', entityId: 88, before: { state: 'in_progress' }, after: { state: 'quoted', version: { lines: [{ price: '2.10' }] } } },
    '2026-12-03T16:30:00Z',
  );
  await write(
    clerk,
    { action: 'product.create', entity: 'product', entityId: 503, after: { itemno: '=HYPERLINK("http://evil.test","点我")', name: '+86 灯串' } },
    '2026-12-04T01:00:00Z',
  );
});
afterAll(() => db.dispose());

const list = (query: string, who = owner) => call('GET', `/api/admin/audit?${query}`, { headers: who.headers });

describe('the audit log query', () => {
  it('answers newest first with the member’s name and email, the record and before/after', async () => {
    const answer = await list('pageSize=200');
    expect(answer.status, answer.text).toBe(200);
    const rows: Json[] = answer.body.data.list;
    expect(rows.map((row) => row.entityId)).toEqual(['503', '88', '7', '502', '501']);
    expect(rows[4]).toMatchObject({
      staffId: clerk.staff.id,
      staffName: '张敏',
      staffEmail: 'zhang.min@lantern.test',
      action: 'product.update',
      entity: 'product',
      before: { price: '36.50' },
      after: { price: '39.90' },
    });
  });

  it('filters by person, by action and by record, and combines them', async () => {
    const byClerk = await list(`staffId=${clerk.staff.id}`);
    expect(byClerk.body.data.searchListResourceParamaters.total).toBe(3);
    const sent = await list('action=inquiry.quote-send');
    expect(sent.body.data.list.map((row: Json) => row.entityId)).toEqual(['88']);
    const one = await list(`staffId=${clerk.staff.id}&entity=product&entityId=501`);
    expect(one.body.data.list).toHaveLength(1);
    expect(one.body.data.list[0].after.price).toBe('39.90');
    expect((await list(`staffId=${owner.staff.id}&entity=product`)).body.data.list).toEqual([]);
  });

  it('filters by days in the viewer’s zone, both ends included', async () => {
    const utc = await list('from=2026-12-02&to=2026-12-03');
    expect(utc.body.data.list.map((row: Json) => row.entityId)).toEqual(['88', '7', '502']);
    // Beijing (getTimezoneOffset −480): 2026-12-04 01:00 UTC is 09:00 on the 4th, 16:30 UTC on the 3rd is 00:30 on the 4th.
    const beijing = await list('from=2026-12-04&to=2026-12-04&tzOffset=-480');
    expect(beijing.body.data.list.map((row: Json) => row.entityId)).toEqual(['503', '88']);
  });

  it('pages on the server with the total of every match', async () => {
    const first = await list('pageSize=2&page=1');
    const third = await list('pageSize=2&page=3');
    expect(first.body.data.searchListResourceParamaters.total).toBe(5);
    expect(first.body.data.list.map((row: Json) => row.entityId)).toEqual(['503', '88']);
    expect(third.body.data.list.map((row: Json) => row.entityId)).toEqual(['501']);
  });

  it('answers 400 naming the field for an unknown action, a bad day, a reversed range and a page size out of bounds', async () => {
    for (const [query, field] of [
      ['action=product.explode', 'action'],
      ['entity=spaceship', 'entity'],
      ['from=2026-02-30', 'from'],
      ['from=2026-12-05&to=2026-12-01', 'to'],
      ['pageSize=500', 'pageSize'],
      ['staffId=abc', 'staffId'],
      ['tzOffset=9999', 'tzOffset'],
    ]) {
      const answer = await list(query!);
      expect(answer.status, query).toBe(400);
      expect(answer.body.field, query).toBe(field);
      expect(answer.body.messageKey, query).toMatch(/^apiError\.validation\./);
    }
  });

  it('is the owner’s: a clerk and a salesperson get 403, nobody 401', async () => {
    expect((await list('', clerk)).status).toBe(403);
    expect((await list('', sales)).status).toBe(403);
    expect((await call('GET', '/api/admin/audit')).status).toBe(401);
    expect((await call('GET', '/api/admin/audit.csv', { headers: clerk.headers, mayBeFile: true })).status).toBe(403);
  });

  it('does not show another site’s rows', async () => {
    const other = await signedInStaff(db, 'owner', { siteId: 39 });
    const answer = await list('pageSize=200', other);
    expect(answer.body.data.list).toEqual([]);
  });
});

describe('the audit log as CSV', () => {
  it('is UTF-8 with a BOM, Chinese headers and action names, one line per row, filtered', async () => {
    const response = await request('GET', `/api/admin/audit.csv?staffId=${clerk.staff.id}&lang=zh`, { headers: owner.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split('\r\n').filter((line) => /^\d{4}-/.test(line));
    expect(text.startsWith('时间,操作人,邮箱,操作')).toBe(true);
    expect(lines).toHaveLength(3);
    expect(text).toContain('修改商品');
    expect(text).toContain('price: 36.50 → 39.90');
    // The update time every write renews is no change of its own (it stays in the raw before/after).
    expect(text).not.toMatch(/(^|\n|")updatedAt: /);
  });

  it('prefixes cells a spreadsheet would run as a formula', async () => {
    // A member whose name was typed as a formula, writing a record whose id starts with @.
    const planted = await signedInStaff(db, 'catalogue', { email: 'temp@lantern.test' });
    await db.db.update(staffUsers).set({ name: '=HYPERLINK("http://evil.test","点我")' }).where(eq(staffUsers.id, planted.staff.id));
    await write(planted, { action: 'upload.create', entity: 'upload', entityId: '@SUM(A1)', after: { name: '-2+3' } }, '2026-12-04T02:00:00Z');
    const response = await request('GET', `/api/admin/audit.csv?staffId=${planted.staff.id}&lang=en`, { headers: owner.headers });
    const text = await response.text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""点我"")"`);
    expect(text).toContain(",'@SUM(A1),");
    // No cell (at a line start or after a comma, quoted or not) starts with = + - @.
    expect(text).not.toMatch(/(^|,)"?[=+\-@]/m);
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+86 灯串')).toBe("'+86 灯串");
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell('红灯笼')).toBe('红灯笼');
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const answer = await call('GET', '/api/admin/audit.csv?lang=fr', { headers: owner.headers, mayBeFile: true });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('lang');
  });
});
