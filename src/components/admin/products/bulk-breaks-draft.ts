import { productBulkBreaksChangeSchema, type BulkBreakCurrency, type ProductBulkBreaksChange } from '@/lib/validation/admin/product-bulk-breaks';

// The "set quantity breaks" form as typed: per currency, whether it is set, and its ranges as
// text (quantity, % off). The change it sends is checked by the same schema as the server's, and
// each refusal is a message key under bulkBreaks.errors, worded in the member's language.

export interface BreakRangeDraft {
  qty: string;
  percent: string;
}

export type BreaksDraft = Record<BulkBreakCurrency, { on: boolean; ranges: BreakRangeDraft[] }>;

export const emptyBreaksDraft = (): BreaksDraft => ({
  USD: { on: true, ranges: [{ qty: '', percent: '' }] },
  CNY: { on: false, ranges: [{ qty: '', percent: '' }] },
});

export type BreaksDraftError = 'qty' | 'percent' | 'order' | 'nothing';

/** Full-width digits and a trailing % are what a Chinese keyboard types: read as plain numbers. */
const numberOf = (text: string) => {
  const plain = text.normalize('NFKC').trim().replace(/^[-−]/, '').replace(/%$/, '').trim();
  return plain === '' || !/^\d+(\.\d+)?$/.test(plain) ? NaN : Number(plain);
};

/** The change the form sends, or the first refusal (with its currency, for the field it concerns). */
export function breaksChangeOf(draft: BreaksDraft): { change: ProductBulkBreaksChange } | { error: BreaksDraftError; currency?: BulkBreakCurrency } {
  const change: ProductBulkBreaksChange = {};
  for (const currency of ['USD', 'CNY'] as const) {
    if (!draft[currency].on) continue;
    // A row left wholly empty is no range; "500+: −5 %" may be written "5" or "-5%".
    change[currency] = draft[currency].ranges.filter((r) => r.qty.trim() || r.percent.trim()).map((r) => ({ minQty: numberOf(r.qty), percentOff: numberOf(r.percent) }));
  }
  const parsed = productBulkBreaksChangeSchema.safeParse(change);
  if (parsed.success) return { change: parsed.data };
  const issue = parsed.error.issues[0]!;
  const [currency, , key] = issue.path as [BulkBreakCurrency | undefined, number | undefined, string | undefined];
  if (!currency) return { error: 'nothing' };
  if (key === 'minQty' && issue.code !== 'custom') return { error: 'qty', currency };
  if (key === 'percentOff' && issue.code !== 'custom') return { error: 'percent', currency };
  return { error: 'order', currency };
}
