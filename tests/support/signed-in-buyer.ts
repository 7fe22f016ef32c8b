import { startSession } from '@/server/accounts/sessions';
import { addresses, customers } from '@/server/db/schema';
import type { TestDb } from './test-db';

export interface SignedInBuyer {
  id: number;
  email: string;
  /** The §7 Authorization header value (`id,onlineGuid`). */
  auth: string;
  addressId: number;
}

/**
 * A customer of site 38 with a session and a default delivery address, as a buyer who signed in
 * and filled in the address book would be. The nick, company and address default to plain values.
 */
interface BuyerDetails {
  language?: string;
  nick?: string;
  companyName?: string;
  country?: string;
  contactName?: string;
  phone?: string;
  city?: string;
  addressLine?: string;
}

export async function signedInBuyer(db: TestDb, email: string, details: BuyerDetails = {}): Promise<SignedInBuyer> {
  const nick = details.nick ?? email.split('@')[0]!;
  const { language = 'en', companyName = nick, country = 'DE', contactName = nick, phone = '1', city = '', addressLine = 'x' } = details;
  const [row] = await db.db.insert(customers).values({ siteId: 38, email, nick, companyName, language }).returning();
  const session = await startSession(db.db, 38, row!.id, true);
  const [address] = await db.db.insert(addresses).values({ siteId: 38, customerId: row!.id, contactName, phone, country, city, addressLine, isDefault: true }).returning();
  return { id: row!.id, email, auth: `${row!.id},${session.onlineGuid}`, addressId: address!.id };
}
