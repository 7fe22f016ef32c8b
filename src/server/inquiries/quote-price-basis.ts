import { and, eq, inArray } from 'drizzle-orm';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import { rangeAt, type AppliedPrice } from '@/lib/pricing/line-ranges';
import type { QuotePriceBasis } from '@/lib/validation/admin/inquiries';
import type { LinePricing } from '@/lib/validation/line-pricing';
import type { Db } from '@/server/db/client';
import { priceLists } from '@/server/db/schema';
import { personalPrices } from '@/server/pricing/personal-prices';

// Where a quote line's default price came from, for the note the editor prints beside it (ADR
// 0052): the quantity range of a break (in the line's unit of sale: "100–499 sets"), the
// customer's or group's list by name, or the kept quote. The list price needs no more than its basis.

/** The unit a line's range counts in: the code kept at submit ('': pieces) and its names in the unit list (the code when the list lacks it). */
export type BasisUnit = Pick<QuotePriceBasis, 'unitCode' | 'unitName' | 'unitNameen'>;

export function basisUnit(code: string, names: { name: string; nameen: string } | undefined): BasisUnit {
  return { unitCode: code, unitName: names?.name ?? code, unitNameen: names?.nameen ?? code };
}

/** The basis of a price at the line's quantity; `list` is the name of the list that set it, when known. */
export function basisDetail(pricing: LinePricing, quantity: number, list: string | null, unit: BasisUnit): QuotePriceBasis | null {
  const { range } = rangeAt(pricing.ranges, quantity)!;
  if (range.source === 'list-price') return null;
  return { fromQty: range.fromQty, toQty: range.toQty, list: range.quote ? null : list, quote: range.quote?.orderNo ?? null, ...unit };
}

/** The same from what a line kept at submit (its product has left the catalogue): the list's name is not kept. */
export function appliedBasisDetail(applied: AppliedPrice | undefined, unit: BasisUnit): QuotePriceBasis | null {
  if (!applied || applied.source === 'list-price') return null;
  return { fromQty: applied.fromQty, toQty: applied.toQty, list: null, quote: applied.quote?.orderNo ?? null, ...unit };
}

/**
 * The names of the lists that set the prices of `lines` in `currency` (by line id), for the lines a
 * customer's or group's list prices (kept quotes are named by their inquiry instead). Asks the one
 * rule again only for those lines: most inquiries have none, and then nothing is read.
 */
export async function listNamesOf(
  db: Db,
  siteId: number,
  customerId: number,
  lines: readonly { id: number; productId: number; quantity: number; pricing: LinePricing }[],
  currency: QuoteCurrency,
): Promise<Map<number, string>> {
  const listed = lines.filter((l) => (l.pricing.source === 'customer-list' || l.pricing.source === 'group-list') && l.pricing.quote === null);
  if (listed.length === 0) return new Map();
  const prices = await personalPrices(
    db,
    siteId,
    customerId,
    listed.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    currency,
  );
  const ids = [...new Set(prices.flatMap((p) => (p.listId === null ? [] : [p.listId])))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: priceLists.id, name: priceLists.name })
            .from(priceLists)
            .where(and(eq(priceLists.siteId, siteId), inArray(priceLists.id, ids)))
        ).map((row) => [row.id, row.name]),
  );
  const byAsk = new Map(prices.map((p) => [`${p.productId}:${p.quantity}`, p.listId]));
  return new Map(
    listed.flatMap((l) => {
      const name = names.get(byAsk.get(`${l.productId}:${l.quantity}`) ?? -1);
      return name === undefined ? [] : [[l.id, name] as const];
    }),
  );
}
