import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { customers } from '@/server/db/schema';

/** Digits only, so '+86 138-0000' and '8613800000' compare equal. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');

export async function phoneInUse(db: Db, siteId: number, phone: string): Promise<boolean> {
  const digits = phoneDigits(phone);
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.siteId, siteId), isNull(customers.deletedAt), sql`regexp_replace(${customers.phone}, '\\D', '', 'g') = ${digits}`))
    .limit(1);
  return rows.length > 0;
}
