import type { Metadata } from 'next';

/**
 * Canonical URL and hreflang alternates of a page (§2: English at the root, Chinese under /zh).
 * `path` is the unprefixed path with its query, e.g. '/products?code=001&page=1'; `otherPath` is
 * the other language's, when its query differs (a /price band carried to the other currency).
 */
export function localeAlternates(path: string, locale: 'en' | 'zh', otherPath = path): NonNullable<Metadata['alternates']> {
  const en = locale === 'en' ? path : otherPath;
  const zh = zhPath(locale === 'zh' ? path : otherPath);
  return { canonical: locale === 'zh' ? zh : en, languages: { en, zh, 'x-default': en } };
}

function zhPath(path: string): string {
  return path === '/' ? '/zh' : `/zh${path}`;
}

/**
 * Canonical and hreflang of content written in one language (an article for English or Chinese
 * readers only): whichever prefix it is opened under, the canonical is its own language's URL, and
 * no alternate claims a translation that does not exist.
 */
export function singleLanguageAlternates(path: string, language: 'en' | 'zh'): NonNullable<Metadata['alternates']> {
  const url = language === 'zh' ? zhPath(path) : path;
  return { canonical: url, languages: { [language]: url, 'x-default': url } };
}

/** Plain text of sanitized rich text, cut at a word near `max` characters (meta descriptions). */
export function textExcerpt(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // Chinese has no spaces: there the cut is at the length.
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** A path plus the query parameters that define the page's content (others are dropped). */
export function pathWithQuery(pathname: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
