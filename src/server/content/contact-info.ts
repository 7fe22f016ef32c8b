import { and, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { languageFlagOf } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
import { contactInfo } from '@/server/db/schema';

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
    phones: row.phone.split(',').map((p) => p.trim()).filter(Boolean),
    email: row.email,
    companyaddress: row.companyaddress,
    companyname: row.companyname,
    chatLink: row.chatLink,
  };
}
