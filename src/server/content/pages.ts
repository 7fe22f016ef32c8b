import { and, asc, count, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { languageFlagOf, localizedName } from '@/lib/locale-fields';
import type { Paging } from '@/lib/validation/common';
import type { Db } from '@/server/db/client';
import { aboutUs, certificates, faqs, friendLinks, videos } from '@/server/db/schema';
import { pagedList } from './paged-list';
import { sanitizeRichText } from './rich-text';

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

export interface VideoItem {
  id: number;
  title: string;
  /** The clip's store path (`/Upload/video/….mp4`). */
  url: string;
  /** The poster picture. */
  cover: string;
  /** WebVTT caption tracks (R1.14), the visitor's language first. */
  captions: { language: Locale; path: string }[];
}

/** §1 / R1.14: the videos of a site, by sortnum, each with its poster and caption tracks. */
export async function listVideos(db: Db, siteId: number, locale: Locale): Promise<VideoItem[]> {
  const rows = await db.select().from(videos).where(eq(videos.siteId, siteId)).orderBy(asc(videos.sortnum), asc(videos.id));
  return rows.map((r) => {
    const captions = [
      { language: 'en' as const, path: r.captionsen },
      { language: 'zh' as const, path: r.captions },
    ].filter((track) => track.path !== '');
    captions.sort((a, b) => Number(b.language === locale) - Number(a.language === locale));
    return { id: r.id, title: (locale === 'zh' ? r.title : r.titleen) || r.titleen || r.title, url: r.url, cover: r.cover, captions };
  });
}

export async function listFriendLinks(db: Db, siteId: number, locale: Locale) {
  const rows = await db.select().from(friendLinks).where(eq(friendLinks.siteId, siteId)).orderBy(asc(friendLinks.sortnum));
  return rows.map((r) => ({ id: r.id, name: localizedName(r, locale), url: r.url }));
}

/** §7 GET /api/AboutUs dto: the title and the sanitized rich text (R7.45, R7.46). */
export async function getAboutUsDto(db: Db, siteId: number, languageFlag: 0 | 1) {
  const about = await getAboutUs(db, siteId, languageFlag === 0 ? 'zh' : 'en');
  return about ? { title: about.title, content: sanitizeRichText(about.content), languageFlag } : null;
}

/** §1: the factory audits the about page claims; a certificate names the audit it proves. */
export const AUDITS = ['BSCI', 'Costco'] as const;
export type Audit = (typeof AUDITS)[number];

function auditOf(row: { name: string; nameen: string }): Audit | null {
  return AUDITS.find((audit) => new RegExp(audit, 'i').test(`${row.nameen} ${row.name}`)) ?? null;
}

function auditClaimText(audits: readonly Audit[], languageFlag: 0 | 1): string {
  if (audits.length === 0) return '';
  return languageFlag === 0 ? `工厂通过${audits.join('和')}验厂` : `Factories audited by ${audits.join(' and ')}`;
}

/**
 * R7.47 (design) GET /api/CertificateFile: the certificates (one page or all) and the audit
 * claim they back (§1: BSCI and Costco), computed over every certificate of the site.
 */
export async function listCertificatePage(db: Db, siteId: number, languageFlag: 0 | 1, paging: Paging) {
  const rows = await db.select().from(certificates).where(eq(certificates.siteId, siteId)).orderBy(asc(certificates.sortnum), asc(certificates.id));
  const locale: Locale = languageFlag === 0 ? 'zh' : 'en';
  const all = rows.map((r) => ({
    id: r.id,
    name: r.name,
    nameen: r.nameen,
    displayName: localizedName(r, locale),
    file: r.file,
    sortnum: r.sortnum,
    audit: auditOf(r),
  }));
  const page = await pagedList(
    paging,
    async (window) => (window ? all.slice(window.offset, window.offset + window.limit) : all),
    async () => all.length,
  );
  const audits = AUDITS.filter((audit) => all.some((c) => c.audit === audit));
  return { ...page, auditClaim: { audits, text: auditClaimText(audits, languageFlag) } };
}

/** §7 GET /api/FriendLink (R7.84, R7.85): one page or all, by sortnum. */
export async function listFriendLinkPage(db: Db, siteId: number, paging: Paging) {
  const where = eq(friendLinks.siteId, siteId);
  const query = () =>
    db
      .select({ id: friendLinks.id, name: friendLinks.name, nameen: friendLinks.nameen, url: friendLinks.url, sortnum: friendLinks.sortnum })
      .from(friendLinks)
      .where(where)
      .orderBy(asc(friendLinks.sortnum), asc(friendLinks.id))
      .$dynamic();
  return pagedList(
    paging,
    (window) => (window ? query().limit(window.limit).offset(window.offset) : query()),
    async () => (await db.select({ total: count() }).from(friendLinks).where(where))[0]!.total,
  );
}
