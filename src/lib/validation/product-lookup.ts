import { z } from 'zod';
import { PRODUCT_CODE_MAX, QUICK_ORDER_LINE_LIMIT } from './limits';
import { productIdSchema } from './cart';
import { languageFlagDefaultParam } from './catalog';
import { nameFields, userIdParam } from './common';
import { priceBreakSchema } from './line-pricing';

// Bodies of the two product lookups (our design, beyond §7): quick order asks by item code, the
// guest cart drawer by product id (§3: the local cart holds only productId and addNum). The bounds
// live in ./limits, which the browser's quick-order panel reads without zod.

export { PRODUCT_CODE_MAX, QUICK_ORDER_LINE_LIMIT };

const productCode = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be an item code (text)') })
  .trim()
  .min(1, 'must not be empty')
  .max(PRODUCT_CODE_MAX, `must be at most ${PRODUCT_CODE_MAX} characters`)
  // Control characters (tabs, line breaks) mean a paste was not split into lines and cells.
  .regex(/^[^\p{Cc}]+$/u, 'must not contain control characters')
  .meta({ description: 'Item code, compared without regard to case', example: 'LT26-00417' });

const context = {
  userId: userIdParam,
  languageFlag: languageFlagDefaultParam,
};

/** 1 to QUICK_ORDER_LINE_LIMIT `what`s (duplicates allowed): both lookups take their keys under one rule. */
const lookupKeys = <T extends z.ZodType>(key: T, what: string, example: unknown[]) =>
  z
    .array(key, { error: (issue) => (issue.input === undefined ? 'is required' : `must be an array of ${what}s`) })
    .min(1, `must hold at least one ${what}`)
    .max(QUICK_ORDER_LINE_LIMIT, `must hold at most ${QUICK_ORDER_LINE_LIMIT} ${what}s`)
    .meta({ description: `1 to ${QUICK_ORDER_LINE_LIMIT} ${what}s`, example });

/** POST /api/Product/ByCodes: up to 500 item codes (duplicates and any case allowed). */
export const productCodesBodySchema = z.object({ ...context, codes: lookupKeys(productCode, 'item code', ['LT26-00417', 'lt25-00012']) });
export type ProductCodesBody = z.infer<typeof productCodesBodySchema>;

/** POST /api/Product/ByIds: up to 500 product ids (the guest cart drawer's lines). */
export const productIdsBodySchema = z.object({ ...context, ids: lookupKeys(productIdSchema, 'product id', [12, 40]) });
export type ProductIdsBody = z.infer<typeof productIdsBodySchema>;

/** A product as a cart preview line shows it, display fields chosen by languageFlag. */
export const lookupCardSchema = z
  .object({
    id: z.number().int(),
    code: z.string().meta({ description: 'Item code as stored', example: 'LT26-00417' }),
    ...nameFields(() => z.string()),
    price: z.number().meta({ description: 'CNY' }),
    foreignprice: z.number().meta({ description: 'USD' }),
    displayName: z.string().meta({ description: 'name (languageFlag 0) or nameen (1)' }),
    displayPrice: z.number().meta({ description: 'price (languageFlag 0) or foreignprice (1)' }),
    currency: z.enum(['CNY', 'USD']),
    cover: z.string().meta({ description: "The first picture's signed link; '' when none" }),
    moq: z.number().int().meta({ description: 'Minimum order quantity' }),
    unitCode: z.string().meta({ description: 'Code in /api/Unit' }),
    unitName: z.string().meta({ description: "The unit's name in the language of languageFlag (the code when the unit list lacks it)", example: 'set' }),
    stock: z.number().int(),
    priceBreaks: z
      .array(priceBreakSchema)
      .meta({ description: 'Public quantity breaks in the currency of displayPrice, lowest quantity first (the list price is the range from the MOQ)' }),
  })
  .meta({ id: 'ProductLookupCard' });
export type LookupCard = z.infer<typeof lookupCardSchema>;
