import { PERCENT_MAX, PERCENT_MIN, type ProductBulkChange } from '@/lib/validation/admin/product-bulk';
import { PRODUCT_PRICE_MAX } from '@/lib/validation/admin/products';
import { INT4_MAX } from '@/lib/validation/limits';

// The bulk edit form as typed (strings, "no change" choices) and the one change it sends. Every
// refusal is a message key with its values, so the form words it in the member's language before
// anything reaches the server; the server's schema checks the same bounds again.

export type PriceMode = '' | 'set' | 'add' | 'percent';
export type StockMode = '' | 'set' | 'add';
export type FlagChoice = '' | 'true' | 'false';

export interface BulkDraft {
  price: { mode: PriceMode; value: string };
  foreignprice: { mode: PriceMode; value: string };
  stock: { mode: StockMode; value: string };
  moq: string;
  hot: FlagChoice;
  new: FlagChoice;
  published: FlagChoice;
  topicId: number | null;
}

export const emptyDraft = (): BulkDraft => ({
  price: { mode: '', value: '' },
  foreignprice: { mode: '', value: '' },
  stock: { mode: '', value: '' },
  moq: '',
  hot: '',
  new: '',
  published: '',
  topicId: null,
});

/** A refusal: the message key under products.bulk.errors and its values. */
export interface DraftError {
  key: 'number' | 'whole' | 'range' | 'decimals' | 'zero' | 'nothing';
  values?: Record<string, number>;
}
export type DraftErrors = Partial<Record<keyof BulkDraft | 'form', DraftError>>;

const NUMBER = /^[+-]?\d+(\.\d+)?$/;

function numberOf(text: string, { min, max, whole, noZero }: { min: number; max: number; whole?: boolean; noZero?: boolean }): number | DraftError {
  const trimmed = text
    .trim()
    .replace(/[%％]$/, '')
    .replace(/^＋/, '+')
    .replace(/^－/, '-');
  if (!NUMBER.test(trimmed)) return { key: 'number' };
  const value = Number(trimmed);
  if (whole && !Number.isInteger(value)) return { key: 'whole' };
  if (value < min || value > max) return { key: 'range', values: { min, max } };
  if (!whole && Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return { key: 'decimals' };
  if (noZero && value === 0) return { key: 'zero' };
  return value;
}

const isError = (value: number | DraftError): value is DraftError => typeof value === 'object';

/** The change a draft asks for, or the refusals to show beside its fields. */
export function changeOfDraft(draft: BulkDraft): { change: ProductBulkChange } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const change: ProductBulkChange = {};
  for (const field of ['price', 'foreignprice'] as const) {
    const { mode, value } = draft[field];
    if (!mode) continue;
    const bounds =
      mode === 'set'
        ? { min: 0, max: PRODUCT_PRICE_MAX }
        : mode === 'add'
          ? { min: -PRODUCT_PRICE_MAX, max: PRODUCT_PRICE_MAX, noZero: true }
          : { min: PERCENT_MIN, max: PERCENT_MAX, noZero: true };
    const parsed = numberOf(value, bounds);
    if (isError(parsed)) errors[field] = parsed;
    else change[field] = { mode, value: parsed };
  }
  if (draft.stock.mode) {
    const parsed = numberOf(draft.stock.value, draft.stock.mode === 'set' ? { min: 0, max: INT4_MAX, whole: true } : { min: -INT4_MAX, max: INT4_MAX, whole: true, noZero: true });
    if (isError(parsed)) errors.stock = parsed;
    else change.stock = { mode: draft.stock.mode, value: parsed };
  }
  if (draft.moq.trim()) {
    const parsed = numberOf(draft.moq, { min: 1, max: INT4_MAX, whole: true });
    if (isError(parsed)) errors.moq = parsed;
    else change.moq = parsed;
  }
  for (const flag of ['hot', 'new', 'published'] as const) {
    if (draft[flag]) change[flag] = draft[flag] === 'true';
  }
  if (draft.topicId) change.topicId = draft.topicId;
  if (Object.keys(errors).length) return { errors };
  if (!Object.keys(change).length) return { errors: { form: { key: 'nothing' } } };
  return { change };
}
