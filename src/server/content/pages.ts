import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { languageFlagOf, localizedName } from '@/lib/locale-fields';
import type { Db } from '@/server/db/client';
import { aboutUs, certificates, faqs, friendLinks, videos } from '@/server/db/schema';

export async function getAboutUs(db: Db, siteId: number, locale: Locale) {
  const [row] = await db
    .select()
    .from(aboutUs)
    .where(and(eq(aboutUs.siteId, siteId), eq(aboutUs.languageFlag, languageFlagOf(locale))))
    .limit(1);
  return row ? { title: row.title, content: row.content } : null;
}

export async function listCertificates(db: Db, siteId: number, locale: Locale) {
  const rows = await db.select().from(certificates).where(eq(certificates.siteId, siteId)).orderBy(asc(certificates.sortnum));
  return rows.map((r) => ({ id: r.id, name: localizedName(r, locale), file: r.file }));
}

export async function listFaqs(db: Db, siteId: number, locale: Locale) {
  const rows = await db
    .select()
    .from(faqs)
    .where(and(eq(faqs.siteId, siteId), eq(faqs.languageflag, languageFlagOf(locale))))
    .orderBy(asc(faqs.sortnum), asc(faqs.id));
  return rows.map((r) => ({ id: r.id, question: r.question, answer: r.answer }));
}

export async function listVideos(db: Db, siteId: number, locale: Locale) {
  const rows = await db.select().from(videos).where(eq(videos.siteId, siteId)).orderBy(asc(videos.sortnum));
  return rows.map((r) => ({ id: r.id, title: locale === 'zh' ? r.title : r.titleen, url: r.url, cover: r.cover }));
}

export async function listFriendLinks(db: Db, siteId: number, locale: Locale) {
  const rows = await db.select().from(friendLinks).where(eq(friendLinks.siteId, siteId)).orderBy(asc(friendLinks.sortnum));
  return rows.map((r) => ({ id: r.id, name: localizedName(r, locale), url: r.url }));
}
