import { eq } from 'drizzle-orm';
import type { AboutRow, AboutWrite, ContactRow, ContactWrite } from '@/lib/validation/admin/content';
import type { Db } from '@/server/db/client';
import { aboutUs, contactInfo } from '@/server/db/schema';
import { sanitizeRichText } from '../rich-text';
import type { Writer } from './site-table-crud';

// About us and contact info are one record per site in the workspace, stored as one row
// per language (§3 languageFlag 0 Chinese, 1 English) as the storefront reads them. A PUT writes
// both rows (made when missing), with one audit row holding both languages before and after.

const ZH = 0;
const EN = 1;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function aboutRows(db: Db | Tx, siteId: number) {
  const rows = await db.select().from(aboutUs).where(eq(aboutUs.siteId, siteId));
  return { zh: rows.find((r) => r.languageFlag === ZH), en: rows.find((r) => r.languageFlag === EN) };
}

/** The site's about us; empty fields where a language has no row yet. */
export async function readAbout(db: Db | Tx, siteId: number): Promise<AboutRow> {
  const { zh, en } = await aboutRows(db, siteId);
  return { title: zh?.title ?? '', content: zh?.content ?? '', titleen: en?.title ?? '', contenten: en?.content ?? '' };
}

export async function writeAbout(db: Db, writer: Writer, write: AboutWrite): Promise<AboutRow> {
  const { siteId } = writer;
  return db.transaction(async (tx) => {
    const before = await readAbout(tx, siteId);
    const rows = [
      { siteId, languageFlag: ZH, title: write.title, content: sanitizeRichText(write.content) },
      { siteId, languageFlag: EN, title: write.titleen, content: sanitizeRichText(write.contenten) },
    ];
    for (const row of rows) {
      await tx
        .insert(aboutUs)
        .values(row)
        .onConflictDoUpdate({ target: [aboutUs.siteId, aboutUs.languageFlag], set: { title: row.title, content: row.content } });
    }
    const after = await readAbout(tx, siteId);
    await writer.audit({ action: 'about.update', entity: 'about', entityId: siteId, before, after }, tx);
    return after;
  });
}

/** The site's contact info: shared fields from the Chinese row (else the English one). */
export async function readContact(db: Db | Tx, siteId: number): Promise<ContactRow> {
  const rows = await db.select().from(contactInfo).where(eq(contactInfo.siteId, siteId));
  const zh = rows.find((r) => r.languageFlag === ZH);
  const en = rows.find((r) => r.languageFlag === EN);
  const shared = zh ?? en;
  return {
    tel: shared?.tel ?? '',
    phone: shared?.phone ?? '',
    email: shared?.email ?? '',
    chatLink: shared?.chatLink ?? '',
    companyname: zh?.companyname ?? '',
    companynameen: en?.companyname ?? '',
    companyaddress: zh?.companyaddress ?? '',
    companyaddressen: en?.companyaddress ?? '',
  };
}

export async function writeContact(db: Db, writer: Writer, write: ContactWrite): Promise<ContactRow> {
  const { siteId } = writer;
  return db.transaction(async (tx) => {
    const before = await readContact(tx, siteId);
    const shared = { tel: write.tel, phone: write.phone, email: write.email, chatLink: write.chatLink };
    const perLanguage = [
      { languageFlag: ZH, set: { ...shared, companyname: write.companyname, companyaddress: write.companyaddress } },
      { languageFlag: EN, set: { ...shared, companyname: write.companynameen, companyaddress: write.companyaddressen } },
    ];
    for (const { languageFlag, set } of perLanguage) {
      await tx
        .insert(contactInfo)
        .values({ siteId, languageFlag, ...set })
        .onConflictDoUpdate({ target: [contactInfo.siteId, contactInfo.languageFlag], set });
    }
    const after = await readContact(tx, siteId);
    await writer.audit({ action: 'contact.update', entity: 'contact', entityId: siteId, before, after }, tx);
    return after;
  });
}
