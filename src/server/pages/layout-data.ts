import type { Locale } from '@/i18n/routing';
import type { MenuTopic } from '@/lib/menu-topics';
import type { Db } from '@/server/db/client';
import { cached } from '@/server/catalog/cached-reads';
import { imageUrl } from '@/server/catalog/image-url';
import { announcedFairs, fairNoticeLink, fairNoticeText } from '@/server/content/fair-notices';
import { pageContext } from './page-context';

/**
 * Everything the shared layout shows (§4: contact info and all topics are fetched once per
 * render). Depends only on the locale, so the layout HTML is the same for every visitor.
 * The category tree is not here: the menu and drawer fetch it as JSON (getMenuTopics).
 */
export async function getLayoutData(locale: Locale) {
  const { db, siteId } = await pageContext();
  const [contact, notices, articles] = await Promise.all([
    cached.getContactInfo(db, siteId, locale),
    cached.listCurrentNotices(db, siteId, locale),
    cached.listArticles(db, siteId, locale, { carouselOnly: true }),
  ]);
  return {
    // Only what the top bar and footer draw (no whole rows in the flight payload).
    contact,
    notices: notices.configured
      ? notices.list.map((n) => ({ key: n.id, text: n.text, href: n.link }))
      : // A site without notice rows (a database from before migration 0014) keeps the fair notices (ADR 0029).
        announcedFairs(await cached.listFairs(db, siteId, locale)).map((f) => ({ key: f.id, text: fairNoticeText(f, locale), href: fairNoticeLink(f) })),
    articles: articles.slice(0, 3).map((a) => ({ id: a.id, title: a.title })),
  };
}

/**
 * The category tree of the mega menu and the side drawer, served once as JSON
 * (GET /api/Home/Menu) instead of twice in every page (markup and flight payload). Only the
 * fields they draw; pictures signed at 200 px (§7).
 */
export async function getMenuTopics(db: Db, siteId: number, locale: Locale): Promise<MenuTopic[]> {
  const tree = await cached.getTopicTree(db, siteId, locale);
  return tree.map((root) => ({
    code: root.code,
    name: root.name,
    cover: imageUrl(root.cover, 200),
    children: root.children.map((child) => ({ code: child.code, name: child.name, cover: imageUrl(child.cover, 200) })),
  }));
}
