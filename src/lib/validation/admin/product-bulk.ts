import { z } from 'zod';
import { INT4_MAX } from '../limits';
import { bulkEditBodyOf, bulkUndoBodyOf } from './bulk-selection';
import { PRODUCT_PRICE_MAX } from './products';

// The bulk edit of a product selection (POST /api/admin/products/bulk): one change, made of any of
// a price move per currency, a stock move, an MOQ, the yes/no marks and a topic, applied to up to
// BULK_IDS_MAX products in one transaction. `preview: true` answers the same before → after rows
// without writing, so the form shows exactly what the server will do. The undo of a session sends
// back the values it was shown (`restore`), and only rows still as the bulk edit left them change.

const twoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/** How a price moves: set to a value, add an amount (negative lowers), or by a percentage. */
export const PRICE_MODES = ['set', 'add', 'percent'] as const;
export const STOCK_MODES = ['set', 'add'] as const;
export const PERCENT_MIN = -90;
export const PERCENT_MAX = 500;

const priceMove = z.strictObject({ mode: z.enum(PRICE_MODES), value: z.number().finite() }).superRefine(({ mode, value }, ctx) => {
  const [min, max] = mode === 'set' ? [0, PRODUCT_PRICE_MAX] : mode === 'add' ? [-PRODUCT_PRICE_MAX, PRODUCT_PRICE_MAX] : [PERCENT_MIN, PERCENT_MAX];
  if (value < min || value > max) ctx.addIssue({ code: 'custom', path: ['value'], message: `must be between ${min} and ${max}` });
  else if (!twoDecimals(value)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'must have at most two decimals' });
  else if (mode !== 'set' && value === 0) ctx.addIssue({ code: 'custom', path: ['value'], message: 'must not be 0 (nothing would change)' });
});
export type PriceMove = z.infer<typeof priceMove>;

const stockMove = z.strictObject({ mode: z.enum(STOCK_MODES), value: z.number().int().min(-INT4_MAX).max(INT4_MAX) }).superRefine(({ mode, value }, ctx) => {
  if (mode === 'set' && value < 0) ctx.addIssue({ code: 'custom', path: ['value'], message: 'must be 0 or more' });
  if (mode === 'add' && value === 0) ctx.addIssue({ code: 'custom', path: ['value'], message: 'must not be 0 (nothing would change)' });
});
export type StockMove = z.infer<typeof stockMove>;

/** What a bulk edit changes: at least one part. */
export const productBulkChangeSchema = z
  .strictObject({
    price: priceMove.optional().meta({ description: 'CNY price: set, add (±) or percent (±), to the cent' }),
    foreignprice: priceMove.optional().meta({ description: 'USD price: set, add (±) or percent (±), to the cent' }),
    stock: stockMove.optional().meta({ description: 'Set, or add (±); never below 0' }),
    moq: z.number().int().min(1).max(INT4_MAX).optional().meta({ description: 'Minimum order quantity' }),
    hot: z.boolean().optional(),
    new: z.boolean().optional(),
    published: z.boolean().optional(),
    topicId: z.number().int().min(1).max(INT4_MAX).optional().meta({ description: 'Move into this topic' }),
  })
  .refine((change) => Object.values(change).some((part) => part !== undefined), 'must change at least one field')
  .meta({ id: 'AdminProductBulkChange' });
export type ProductBulkChange = z.infer<typeof productBulkChangeSchema>;

/** POST /api/admin/products/bulk body. */
export const productBulkSchema = bulkEditBodyOf({ change: productBulkChangeSchema }, 'true: answer the before → after rows and write nothing').meta({ id: 'AdminProductBulk' });
export type ProductBulk = z.input<typeof productBulkSchema>;
export type ProductBulkParsed = z.infer<typeof productBulkSchema>;

/** The fields a bulk edit can touch, as one product has them. */
export const productBulkValuesSchema = z
  .object({
    price: z.number().min(0).max(PRODUCT_PRICE_MAX).refine(twoDecimals, 'must have at most two decimals'),
    foreignprice: z.number().min(0).max(PRODUCT_PRICE_MAX).refine(twoDecimals, 'must have at most two decimals'),
    stock: z.number().int().min(0).max(INT4_MAX),
    moq: z.number().int().min(1).max(INT4_MAX),
    hot: z.boolean(),
    new: z.boolean(),
    published: z.boolean(),
    topicId: z.number().int().min(1).max(INT4_MAX),
  })
  .partial()
  .meta({ id: 'AdminProductBulkValues' });
export type ProductBulkValues = z.infer<typeof productBulkValuesSchema>;

/** One product of the answer: the touched fields before and after. */
export const productBulkRowSchema = z.object({
  id: z.number().int(),
  itemno: z.string(),
  name: z.string(),
  nameen: z.string(),
  before: productBulkValuesSchema,
  after: productBulkValuesSchema,
});
export type ProductBulkRow = z.infer<typeof productBulkRowSchema>;

/** What a bulk edit (or its preview, or its undo) answers. */
export const productBulkResultSchema = z
  .object({
    ids: z.array(z.number().int()),
    changed: z.number().int().meta({ description: 'Products written (0 for a preview)' }),
    preview: z.boolean(),
    products: z.array(productBulkRowSchema),
    skipped: z.array(z.number().int()).default([]).meta({ description: 'Undo: products changed since by someone else, left as they are' }),
  })
  .meta({ id: 'AdminProductBulkResult' });
export type ProductBulkResult = z.infer<typeof productBulkResultSchema>;

/** POST /api/admin/products/bulk/undo: each product's values before the bulk edit and after it. */
export const productBulkUndoSchema = bulkUndoBodyOf(productBulkValuesSchema).meta({ id: 'AdminProductBulkUndo' });
export type ProductBulkUndo = z.infer<typeof productBulkUndoSchema>;
