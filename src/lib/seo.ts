import type { Metadata } from 'next';

/**
 * Canonical URL and hreflang alternates of a page (§2: English at the root, Chinese under /zh).
 * `path` is the unprefixed path with its query, e.g. '/products?code=001&page=1'.
 */
export function localeAlternates(path: string, locale: 'en' | 'zh'): NonNullable<Metadata['alternates']> {
  const en = path;
  const zh = path === '/' ? '/zh' : `/zh${path}`;
  return { canonical: locale === 'zh' ? zh : en, languages: { en, zh, 'x-default': en } };
}

/** A path plus the query parameters that define the page's content (others are dropped). */
export function pathWithQuery(pathname: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}
