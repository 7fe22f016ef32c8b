import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { languageFlagOf } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
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

/** Contact details in the visitor's language (§3: phone is comma separated). */
export async function getContactInfo(db: Db, siteId: number, locale: Locale): Promise<ContactInfo | null> {
  const [row] = await db
    .select()
    .from(contactInfo)
    .where(and(eq(contactInfo.siteId, siteId), eq(contactInfo.languageFlag, languageFlagOf(locale))))
    .limit(1);
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
