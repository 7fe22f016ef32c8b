import { z } from 'zod';
import { PERSONAL_PRICE_IDS_MAX } from '@/lib/pricing/personal-price-ask';
import { INT4_MAX, userIdParam } from './common';
import { languageFlagDefaultParam, rowIdParam, switchParam } from './catalog';
import { lineRangeSchema } from './line-pricing';

// GET /api/Customer/PersonalPrices (ADR 0053): the signed-in buyer's prices for the products one
// catalogue page shows, asked once after load. The page sends the ids it drew; the answer names
// only the products whose price is the buyer's own, so a page without any stays as it is.
// Quick order asks with `ranges=1`: every product named carries the buyer's price per quantity
// range and who set it, the same ranges the cart prices its lines with.

export { PERSONAL_PRICE_IDS_MAX };

const productIds = z
  .string()
  .max(PERSONAL_PRICE_IDS_MAX * 11, `must be 1 to ${PERSONAL_PRICE_IDS_MAX} comma-joined product ids`)
  .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'must be comma-joined product ids, e.g. 12,15' })
  .transform((text, ctx) => {
    const ids = [...new Set(text.split(',').map(Number))];
    if (ids.length > PERSONAL_PRICE_IDS_MAX || ids.some((id) => id < 1 || id > INT4_MAX)) {
      ctx.addIssue({ code: 'custom', message: `must be 1 to ${PERSONAL_PRICE_IDS_MAX} product ids from 1 to ${INT4_MAX}` });
      return z.NEVER;
    }
    return ids;
  })
  .meta({ description: `Product ids the page shows, comma-joined, 1 to ${PERSONAL_PRICE_IDS_MAX}`, example: '12,15,16' });

export const personalPricesQuery = z.object({
  userId: userIdParam.meta({ description: 'Site owner id (§1: 38); accepted for §7 clients, the session decides the site.', example: 38 }),
  ids: productIds,
  languageFlag: languageFlagDefaultParam,
  detail: rowIdParam('The product whose page is shown: its answer also holds the buyer’s price per quantity range').optional(),
  ranges: switchParam(
    'Quick order’s preview: 1 names every product whose price is the buyer’s own at any quantity, each with `ranges` (the buyer’s price per quantity range and its source). Default 0.',
  ),
});
export type PersonalPricesQuery = z.infer<typeof personalPricesQuery>;

const amount = (description: string) => z.number().meta({ description });

/** The cart's range (ADR 0052): who set the price in it (`source`) and the kept quote it comes from. */
export const personalRangeSchema = lineRangeSchema;

export const personalPriceSchema = z
  .object({
    productId: z.number().int(),
    price: amount("The buyer's unit price at the MOQ"),
    publicPrice: amount('The public price at the MOQ (shown struck through)'),
    ranges: z.array(personalRangeSchema).optional().meta({
      description: "The buyer's price per quantity range, lowest quantity first: every product with `ranges=1`; else only `detail`, when its price changes with the quantity",
    }),
  })
  .meta({ id: 'PersonalPrice' });
export type PersonalPriceDto = z.infer<typeof personalPriceSchema>;

export const personalPricesSchema = z.object({
  held: z.boolean().meta({ description: 'Whether the buyer holds any valid price list; false: the page stops asking' }),
  currency: z.enum(['USD', 'CNY']),
  list: z.array(personalPriceSchema).meta({
    description: 'Only the products whose price is the buyer’s own (below the public price) at the MOQ; with `ranges=1`, at any quantity',
  }),
});
export type PersonalPricesDto = z.infer<typeof personalPricesSchema>;
