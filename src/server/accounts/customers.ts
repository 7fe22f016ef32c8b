import { and, eq, isNull, sql } from 'drizzle-orm';
import { DomainError } from '@/server/errors';
import type { Db } from '@/server/db/client';
import { customers } from '@/server/db/schema';
import { dummyHash, hashPassword, verifyPassword } from './passwords';

export type Customer = typeof customers.$inferSelect;

/** §8: the same sentence for an unknown user and a wrong password, so accounts cannot be probed. */
export const WRONG_CREDENTIALS = 'The password is incorrect or the user does not exist.';

export async function findCustomerByEmail(db: Db, siteId: number, email: string): Promise<Customer | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.siteId, siteId), sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`, isNull(customers.deletedAt)))
    .limit(1);
  return row;
}

export async function findCustomer(db: Db, siteId: number, id: number): Promise<Customer | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.siteId, siteId), eq(customers.id, id), isNull(customers.deletedAt)))
    .limit(1);
  return row;
}

export interface NewCustomer {
  email: string;
  nick: string;
  companyName: string;
  pwd: string;
  sex: number;
  wxhead?: string;
  googleSub?: string;
  language?: 'en' | 'zh';
}

/** Registers a buyer; an email already registered on the site is a 409 naming `email`. */
export async function createCustomer(db: Db, siteId: number, input: NewCustomer): Promise<Customer> {
  const emailTaken = () => new DomainError('conflict', 'this email is already registered', { input: 'email' });
  if (await findCustomerByEmail(db, siteId, input.email)) throw emailTaken();
  const pwdHash = await hashPassword(input.pwd);
  try {
    const [row] = await db
      .insert(customers)
      .values({
        siteId,
        email: input.email.trim(),
        nick: input.nick.trim(),
        companyName: input.companyName.trim(),
        pwdHash,
        sex: input.sex,
        wxhead: input.wxhead ?? '',
        googleSub: input.googleSub ?? null,
        language: input.language ?? 'en',
      })
      .returning();
    return row!;
  } catch (error) {
    // Two registrations racing for one email: the unique index decides, the loser gets the 409.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/** The customer whose email and password match, or the §8 401 (same time either way). */
export async function checkCredentials(db: Db, siteId: number, email: string, pwd: string): Promise<Customer> {
  const customer = await findCustomerByEmail(db, siteId, email);
  const ok = await verifyPassword(customer?.pwdHash || (await dummyHash()), pwd);
  if (!customer || !customer.pwdHash || !ok) throw new DomainError('wrong_credentials', WRONG_CREDENTIALS, { input: 'pwd' });
  return customer;
}

/** An account disabled by staff cannot sign in by any route (password, Google, register). */
export function assertCustomerEnabled(customer: Pick<Customer, 'disabledAt'>): void {
  if (customer.disabledAt) throw new DomainError('account_disabled', 'This account has been disabled. Please contact us.', { input: 'email' });
}

export async function setPassword(db: Db, customerId: number, pwd: string): Promise<void> {
  await db
    .update(customers)
    .set({ pwdHash: await hashPassword(pwd) })
    .where(eq(customers.id, customerId));
}

export async function linkGoogle(db: Db, customerId: number, googleSub: string, picture?: string): Promise<void> {
  await db
    .update(customers)
    .set({ googleSub, ...(picture ? { wxhead: sql`coalesce(nullif(${customers.wxhead}, ''), ${picture})` } : {}) })
    .where(eq(customers.id, customerId));
}
