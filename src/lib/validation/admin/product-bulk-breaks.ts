import { z } from 'zod';
import { MAX_PRICE_BREAKS } from '@/lib/pricing/price-breaks';
import { INT4_MAX } from '../limits';
import { bulkEditBodyOf, bulkUndoBodyOf } from './bulk-selection';

// "Set quantity breaks" for a product selection (POST /api/admin/products/bulk/breaks, ADR 0055):
// ranges as quantities with a percentage off each product's own list price ("500+: −5 %,
// 1000+: −10 %"), in one or both currencies, rounded half-up to the cent. `preview: true` answers
// every product's resulting prices and the products skipped (with why) and writes nothing. The
// undo of a session sends back what it was shown, and only products still as the edit left them change.

const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** One range of the bulk change: from `minQty` pieces, `percentOff` % below the list price. */
export const bulkBreakStepSchema = z.strictObject({
  minQty: z.number().int().min(2).max(INT4_MAX),
  percentOff: z.number().gt(0).lt(100).refine(twoDecimals, 'must have at most two decimals').meta({ description: 'Percent below the list price, e.g. 5 for −5 %' }),
});
export type BulkBreakStep = z.infer<typeof bulkBreakStepSchema>;

/**
 * A currency's ranges: none removes that currency's breaks. Quantities are each used once, and a
 * larger quantity takes more off (ordering more never costs more, whatever the product).
 */
const steps = z
  .array(bulkBreakStepSchema)
  .max(MAX_PRICE_BREAKS)
  .superRefine((list, ctx) => {
    const order = list.map((step, i) => ({ ...step, i })).sort((a, b) => a.minQty - b.minQty);
    order.forEach((step, k) => {
      const before = order[k - 1];
      if (before?.minQty === step.minQty) ctx.addIssue({ code: 'custom', path: [step.i, 'minQty'], message: `${step.minQty} is given twice` });
      else if (before && step.percentOff <= before.percentOff)
        ctx.addIssue({ code: 'custom', path: [step.i, 'percentOff'], message: `must take more off than the range from ${before.minQty} (${before.percentOff} %)` });
    });
  });

export const BULK_BREAK_CURRENCIES = ['USD', 'CNY'] as const;
export type BulkBreakCurrency = (typeof BULK_BREAK_CURRENCIES)[number];

export const productBulkBreaksChangeSchema = z
  .strictObject({
    USD: steps.optional().meta({ description: 'USD breaks, off the USD list price; an empty list removes them' }),
    CNY: steps.optional().meta({ description: 'CNY breaks, off the CNY list price; an empty list removes them' }),
  })
  .refine((change) => change.USD !== undefined || change.CNY !== undefined, 'must set the breaks of at least one currency')
  .meta({ id: 'AdminProductBulkBreaksChange' });
export type ProductBulkBreaksChange = z.infer<typeof productBulkBreaksChangeSchema>;

/** POST /api/admin/products/bulk/breaks body. */
export const productBulkBreaksSchema = bulkEditBodyOf({ breaks: productBulkBreaksChangeSchema }, 'true: answer each product’s prices and the skipped products, write nothing').meta(
  { id: 'AdminProductBulkBreaks' },
);
export type ProductBulkBreaks = z.input<typeof productBulkBreaksSchema>;
export type ProductBulkBreaksParsed = z.infer<typeof productBulkBreaksSchema>;

const priceBreak = z.strictObject({ minQty: z.number().int().min(2).max(INT4_MAX), price: z.number().gt(0).max(10_000_000).refine(twoDecimals, 'must have at most two decimals') });

/** A product's breaks in the currencies the change touched. */
export const productBreaksValuesSchema = z
  .strictObject({ USD: z.array(priceBreak).max(MAX_PRICE_BREAKS).optional(), CNY: z.array(priceBreak).max(MAX_PRICE_BREAKS).optional() })
  .meta({ id: 'AdminProductBreaksValues' });
export type ProductBreaksValues = z.infer<typeof productBreaksValuesSchema>;

const productWords = { id: z.number().int(), itemno: z.string(), name: z.string(), nameen: z.string() };

/** Why a product is left out: its breaks would break the rules every break obeys (ADR 0052). */
export const BULK_BREAK_SKIPS = ['at_or_below_moq', 'not_cheaper', 'no_list_price'] as const;

export const productBulkBreaksResultSchema = z
  .object({
    changed: z.number().int().meta({ description: 'Products written (0 for a preview)' }),
    preview: z.boolean(),
    /** Each product changed (or to be changed): its list prices and MOQ, its breaks before and after. */
    products: z.array(
      z.object({
        ...productWords,
        moq: z.number().int(),
        listPrice: z.object({ USD: z.number(), CNY: z.number() }),
        before: productBreaksValuesSchema,
        after: productBreaksValuesSchema,
      }),
    ),
    /** Products left as they are: the currency and the rule the new breaks would break (with the MOQ for `at_or_below_moq`). */
    skipped: z.array(z.object({ ...productWords, currency: z.enum(BULK_BREAK_CURRENCIES), reason: z.enum(BULK_BREAK_SKIPS), moq: z.number().int() })),
  })
  .meta({ id: 'AdminProductBulkBreaksResult' });
export type ProductBulkBreaksResult = z.infer<typeof productBulkBreaksResultSchema>;

/** POST /api/admin/products/bulk/breaks/undo: each product's breaks before the bulk edit and after it. */
export const productBulkBreaksUndoSchema = bulkUndoBodyOf(productBreaksValuesSchema).meta({ id: 'AdminProductBulkBreaksUndo' });
export type ProductBulkBreaksUndo = z.infer<typeof productBulkBreaksUndoSchema>;

export const productBulkBreaksUndoResultSchema = z
  .object({
    changed: z.number().int().meta({ description: 'Products whose breaks were put back' }),
    skipped: z.array(z.number().int()).meta({ description: 'Products whose breaks changed since the bulk edit, left as they are' }),
  })
  .meta({ id: 'AdminProductBulkBreaksUndoResult' });
export type ProductBulkBreaksUndoResult = z.infer<typeof productBulkBreaksUndoResultSchema>;
