import { startSession } from '@/server/accounts/sessions';
import { customers, sites } from '@/server/db/schema';
import type { TestDb } from './test-db';

export type Who = 'a' | 'b' | 'c';

/**
 * Sites 38 and 39, customers a and b on site 38 and c on site 39, each signed in: their ids and
 * the `Authorization: id,onlineGuid` value each sends. `tag` keeps the emails apart per file.
 */
export async function signedInCustomers(db: TestDb, tag: string) {
  await db.db.insert(sites).values([
    { id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' },
    { id: 39, name: '别的站', nameen: 'Other site' },
  ]);
  const auth: Record<Who, string> = { a: '', b: '', c: '' };
  const customerId: Record<Who, number> = { a: 0, b: 0, c: 0 };
  for (const [who, siteId] of [
    ['a', 38],
    ['b', 38],
    ['c', 39],
  ] as const) {
    const [row] = await db.db
      .insert(customers)
      .values({ siteId, email: `${who}@${tag}.example.com`, nick: who })
      .returning({ id: customers.id });
    const session = await startSession(db.db, siteId, row!.id, true);
    customerId[who] = row!.id;
    auth[who] = `${row!.id},${session.onlineGuid}`;
  }
  return { auth, customerId };
}
