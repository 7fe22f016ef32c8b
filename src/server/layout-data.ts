import type { Locale } from '@/i18n/routing';
import { cached } from './catalog/cached-reads';
import { pageContext } from './page-context';

/**
 * Everything the shared layout shows (§4: contact info and all topics are fetched once per
 * render). Depends only on the locale, so the layout HTML is the same for every visitor.
 */
export async function getLayoutData(locale: Locale) {
  const { db, siteId } = await pageContext();
  const [topics, contact, fairs, articles] = await Promise.all([
    cached.getTopicTree(db, siteId, locale),
    cached.getContactInfo(db, siteId, locale),
    cached.listFairs(db, siteId, locale),
    cached.listArticles(db, siteId, locale, { carouselOnly: true }),
  ]);
  // §1: the top bar announces the fairs — upcoming ones first, then the two October 2024 fairs.
  const notices = [...fairs.filter((f) => f.isPlan).reverse(), ...fairs.filter((f) => f.starttime.startsWith('2024-10'))];
  return { topics, contact, fairs: notices, articles };
}
