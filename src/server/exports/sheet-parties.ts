import { eq } from 'drizzle-orm';
import { findCustomer, type Customer } from '@/server/accounts/customers';
import { DomainError } from '@/server/errors';
import { getContactInfo } from '@/server/content/contact-info';
import type { Db } from '@/server/db/client';
import { sites } from '@/server/db/schema';
import type { ExportLang } from './labels';
import type { SheetParties } from './sheet-data';

// Who the sheet is from and for: the buyer's account and the supplier's contact block (the
// site's name and its contact info in the sheet's language), both read from the database.

export async function siteName(db: Db, siteId: number, lang: ExportLang): Promise<string> {
  const [site] = await db.select({ name: sites.name, nameen: sites.nameen }).from(sites).where(eq(sites.id, siteId)).limit(1);
  if (!site) return '';
  return lang === 'zh' ? site.name || site.nameen : site.nameen || site.name;
}

export async function sheetParties(db: Db, siteId: number, buyer: Customer, lang: ExportLang): Promise<SheetParties> {
  const [name, contact] = await Promise.all([siteName(db, siteId, lang), getContactInfo(db, siteId, lang)]);
  return {
    buyer: { nick: buyer.nick, company: buyer.companyName, email: buyer.email },
    supplier: {
      siteName: name,
      company: contact?.companyname ?? '',
      address: contact?.companyaddress ?? '',
      tel: contact?.tel || contact?.phones.join(', ') || '',
      email: contact?.email ?? '',
    },
  };
}

export interface Exporter {
  siteId: number;
  customerId: number;
}

/** The buyer's account and the sheet language (asked, else the account's). */
export async function exportingBuyer(db: Db, me: Exporter, lang: ExportLang | undefined) {
  const buyer = await findCustomer(db, me.siteId, me.customerId);
  if (!buyer) throw new DomainError('signed_out', 'Please sign in first', { area: 'shop' });
  return { buyer, lang: lang ?? (buyer.language === 'zh' ? 'zh' : 'en') } as const;
}
