import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { languageFlagOf } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
import { preparedRead } from '@/server/db/prepared';
import { contactInfo } from '@/server/db/schema';
import { env } from '@/server/env';

export interface ContactInfo {
  tel: string;
  phones: string[];
  email: string;
  companyaddress: string;
  companyname: string;
  chatLink: string;
}

// Every page's footer reads it: prepared once (ADR 0061).
const contactRow = preparedRead((db) =>
  db
    .select()
    .from(contactInfo)
    .where(and(eq(contactInfo.siteId, sql.placeholder('siteId')), eq(contactInfo.languageFlag, sql.placeholder('languageFlag'))))
    .limit(1)
    .prepare('storefront_contact_info'),
);

/** Contact details in the visitor's language (§3: phone is comma separated). */
export async function getContactInfo(db: Db, siteId: number, locale: Locale): Promise<ContactInfo | null> {
  const [row] = await contactRow(db).execute({ siteId, languageFlag: languageFlagOf(locale) });
  if (!row) return null;
  return {
    tel: row.tel,
    phones: row.phone
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    email: row.email,
    companyaddress: row.companyaddress,
    companyname: row.companyname,
    chatLink: row.chatLink,
  };
}

/** §7 GET /api/ContactUs dto (R3.38, R3.39, R7.36, R7.37): phone stays one comma-separated string. */
export interface ContactDto {
  tel: string;
  phone: string;
  email: string;
  companyaddress: string;
  companyname: string;
  /** §1 online chat link: the row's, else CHAT_URL, else ''. */
  chatLink: string;
  languageFlag: 0 | 1;
}

export async function getContactDto(db: Db, siteId: number, languageFlag: 0 | 1): Promise<ContactDto | null> {
  const info = await getContactInfo(db, siteId, languageFlag === 0 ? 'zh' : 'en');
  if (!info) return null;
  return {
    tel: info.tel,
    phone: info.phones.join(','),
    email: info.email,
    companyaddress: info.companyaddress,
    companyname: info.companyname,
    chatLink: info.chatLink || env().CHAT_URL || '',
    languageFlag,
  };
}
