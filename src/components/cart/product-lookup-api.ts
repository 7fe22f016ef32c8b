import type { Locale } from '@/i18n/routing';
import { apiPost } from '@/lib/api-client';
import { languageFlagOf } from '@/lib/locale-fields';
import type { Envelope } from '@/lib/validation/envelope';
import type { LookupCard } from '@/lib/validation/product-lookup';

// The two product lookups (POST /api/Product/ByCodes, /ByIds), typed at this boundary.

export type ProductCard = LookupCard;

/** Quick order's preview: one card per distinct code found (any case), and the codes that are not. */
export async function lookupByCodes(codes: readonly string[], locale: Locale): Promise<{ list: ProductCard[]; notFound: string[] }> {
  return (await apiPost<Envelope<{ list: ProductCard[]; notFound: string[] }>>('/api/Product/ByCodes', { codes, languageFlag: languageFlagOf(locale) })).data;
}

/** The guest cart drawer's lines; `notFound` are products gone since they were added. */
export async function lookupByIds(ids: readonly number[], locale: Locale): Promise<{ list: ProductCard[]; notFound: number[] }> {
  return (await apiPost<Envelope<{ list: ProductCard[]; notFound: number[] }>>('/api/Product/ByIds', { ids, languageFlag: languageFlagOf(locale) })).data;
}
