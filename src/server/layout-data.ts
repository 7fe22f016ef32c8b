import type { Locale } from '@/i18n/routing';
import { getTopicTree } from './catalog/topic-tree';
import { listArticles } from './content/articles';
import { getContactInfo } from './content/contact-info';
import { listFairs } from './content/fairs';
import { pageContext } from './page-context';

/**
 * Everything the shared layout shows (§4: contact info and all topics are fetched once per
 * render). Depends only on the locale, so the layout HTML is the same for every visitor.
 */
export async function getLayoutData(locale: Locale) {
  const { db, siteId } = await pageContext();
  const [topics, contact, fairs, articles] = await Promise.all([
    getTopicTree(db, siteId, locale),
    getContactInfo(db, siteId, locale),
    listFairs(db, siteId, locale),
    listArticles(db, siteId, locale, { carouselOnly: true }),
  ]);
  // §1: the top bar announces the fairs — upcoming ones first, then the two October 2024 fairs.
  const notices = [...fairs.filter((f) => f.isPlan).reverse(), ...fairs.filter((f) => f.starttime.startsWith('2024-10'))];
  return { topics, contact, fairs: notices, articles };
}
