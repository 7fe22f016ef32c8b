import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orderLines, orders, products } from '@/server/db/schema';
import { resetRateLimits } from '@/server/security/rate-limit';
import { call } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';

// The customer detail shows a buyer's inquiries by the inquiry desk's own rule (ADR 0042): a
// sales member sees theirs and the unassigned ones, never a colleague's (numbers or totals); the
// owner sees all. Each inquiry's line count is its own.

let db: TestDb;
const run = randomUUID().slice(0, 8);
let owner: Record<string, string>;
let mei: Awaited<ReturnType<typeof signedInStaff>>;
let jun: Awaited<ReturnType<typeof signedInStaff>>;
let buyerId: number;

beforeAll(async () => {
  resetRateLimits();
  db = await createTestDb();
  owner = (await signedInStaff(db, 'owner')).headers;
  mei = await signedInStaff(db, 'sales', { email: `mei-${run}@staff.test` });
  jun = await signedInStaff(db, 'sales', { email: `jun-${run}@staff.test` });
  const [buyer] = await db.db
    .insert(customers)
    .values({ siteId: 38, email: `lars-${run}@hemma.example`, nick: 'Lars', companyName: 'Hemma Inredning AB', language: 'en' })
    .returning();
  buyerId = buyer!.id;
  const lamps = await db.db
    .insert(products)
    .values(
      ['宫灯', '纱灯', '走马灯'].map((name, i) => ({
        siteId: 38,
        code: `GD-${run}-${i}`,
        classcode: '001',
        name,
        nameen: `Palace lantern ${i + 1}`,
        price: 12 + i,
        foreignprice: 1.8 + i / 10,
      })),
    )
    .returning();
  // Mei's inquiry has 3 lines, Jun's 2, the unassigned one 1.
  for (const [no, assigneeId, lineCount] of [
    [`MEI-${run}`, mei.staff.id, 3],
    [`JUN-${run}`, jun.staff.id, 2],
    [`NEW-${run}`, null, 1],
  ] as const) {
    const [order] = await db.db
      .insert(orders)
      .values({ siteId: 38, customerId: buyerId, orderNo: no, assigneeId, totalPrice: 1000 * lineCount, totalForeignPrice: 150 * lineCount })
      .returning();
    await db.db
      .insert(orderLines)
      .values(
        lamps
          .slice(0, lineCount)
          .map((lamp) => ({ orderId: order!.id, productId: lamp.id, code: lamp.code, name: lamp.name, nameen: lamp.nameen, price: 12, foreignprice: 1.8, addNum: 100 })),
      );
  }
});
afterAll(() => db.dispose());

const detail = async (headers: Record<string, string>) => {
  const answer = await call('GET', `/api/admin/customers/${buyerId}`, { headers });
  expect(answer.status).toBe(200);
  return answer.body.data.dto.orders as { count: number; recent: { orderNo: string; lines: number }[] };
};

describe('the customer detail’s inquiries', () => {
  it('shows a sales member their own and the unassigned inquiries only, never a colleague’s', async () => {
    const mine = await detail(mei.headers);
    expect(mine.count).toBe(2);
    expect(mine.recent.map((o) => o.orderNo).sort()).toEqual([`MEI-${run}`, `NEW-${run}`]);
    expect(JSON.stringify(mine)).not.toContain(`JUN-${run}`);
    const his = await detail(jun.headers);
    expect(his.recent.map((o) => o.orderNo).sort()).toEqual([`JUN-${run}`, `NEW-${run}`]);
  });

  it('shows the owner every inquiry, each with its own number of lines', async () => {
    const all = await detail(owner);
    expect(all.count).toBe(3);
    expect(Object.fromEntries(all.recent.map((o) => [o.orderNo, o.lines]))).toEqual({ [`MEI-${run}`]: 3, [`JUN-${run}`]: 2, [`NEW-${run}`]: 1 });
  });
});
