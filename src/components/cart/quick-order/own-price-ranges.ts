import { rememberWithoutPrices } from '@/components/catalog/personal-prices-none';
import type { Locale } from '@/i18n/routing';
import { apiGet } from '@/lib/api-client';
import { languageFlagOf } from '@/lib/locale-fields';
import type { LineRange } from '@/lib/pricing/line-ranges';
import { PERSONAL_PRICE_IDS_MAX } from '@/lib/pricing/personal-price-ask';
import type { Envelope } from '@/lib/validation/envelope';
import type { PersonalPricesDto } from '@/lib/validation/personal-prices';

// A signed-in buyer's own prices for quick order's preview (ADR 0053): the products were looked up
// through the public ByCodes answer, so the buyer's ranges come from the private PersonalPrices
// answer with `ranges=1` — the ranges the cart prices the same lines with. Products absent from
// the map keep their public ranges. Unlike the catalogue pages it asks even when the tab
// remembers "no list" (one request per check, where the buyer is about to order): a list given in
// the last quarter of an hour shows here as it does in the cart.

export type OwnRanges = ReadonlyMap<number, LineRange[]>;

async function askChunk(ids: readonly number[], locale: Locale): Promise<PersonalPricesDto> {
  const query = { ids: ids.join(','), languageFlag: languageFlagOf(locale), ranges: 1 };
  return (await apiGet<Envelope<PersonalPricesDto>>('/api/Customer/PersonalPrices', query)).data;
}

/** The buyer's ranges of the products whose price is their own, asked 100 ids at a time (500 lines: 5 requests at once). */
export async function ownPriceRanges(userId: number, ids: readonly number[], locale: Locale): Promise<OwnRanges> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return new Map();
  const chunks: number[][] = [];
  for (let i = 0; i < distinct.length; i += PERSONAL_PRICE_IDS_MAX) chunks.push(distinct.slice(i, i + PERSONAL_PRICE_IDS_MAX));
  const answers = await Promise.all(chunks.map((chunk) => askChunk(chunk, locale)));
  if (answers.some((answer) => !answer.held)) {
    rememberWithoutPrices(userId);
    return new Map();
  }
  return new Map(answers.flatMap((answer) => answer.list.flatMap((p) => (p.ranges ? [[p.productId, p.ranges] as const] : []))));
}
