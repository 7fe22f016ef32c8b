import { z } from 'zod';

// The price a cart line carries (ADR 0052): which range of the buyer's prices applies at its
// quantity and every range, so the page names the range and the next saving as the buyer types.
// Private to the signed-in buyer's cart answer; the guest cart builds the same from public breaks.

export const PRICE_SOURCES = ['customer-list', 'group-list', 'breaks', 'list-price'] as const;

const priceSource = z.enum(PRICE_SOURCES).meta({
  description: "Who set the price: the buyer's own list (or a kept quote), a group's list, a quantity break, or the list price",
});

export const quotedBySchema = z
  .object({
    orderNo: z.string().meta({ description: 'The inquiry whose accepted quote keeps this price' }),
    validTo: z.string().meta({ description: 'ISO 8601: the kept price holds until then (exclusive)' }),
  })
  .meta({ id: 'QuotedBy' });

export const lineRangeSchema = z
  .object({
    fromQty: z.number().int(),
    toQty: z.number().int().nullable().meta({ description: 'Inclusive; null for the last, open range' }),
    price: z.number().meta({ description: 'Unit price the buyer pays in this range' }),
    publicPrice: z.number().meta({ description: 'Unit price a guest pays at the same quantity' }),
    source: priceSource,
    quote: quotedBySchema.nullable(),
  })
  .meta({ id: 'LineRange' });

export const linePricingSchema = z
  .object({
    currency: z.enum(['CNY', 'USD']).meta({ description: 'The currency of languageFlag (0: CNY, 1: USD)' }),
    unitPrice: z.number().meta({ description: 'Unit price at addNum' }),
    publicPrice: z.number().meta({ description: 'What a guest pays per piece at addNum' }),
    lineAmount: z.number().meta({ description: 'unitPrice × addNum, to the cent' }),
    source: priceSource,
    quote: quotedBySchema.nullable(),
    ranges: z.array(lineRangeSchema).meta({ description: "The buyer's price at every quantity, lowest first" }),
  })
  .meta({ id: 'LinePricing' });

/** How an inquiry line's price was set in one currency (the range's price is the line's own `price`/`foreignprice`). */
export const appliedPriceSchema = lineRangeSchema.omit({ price: true }).meta({ id: 'AppliedPrice' });

export const appliedPricesSchema = z
  .object({ CNY: appliedPriceSchema, USD: appliedPriceSchema })
  .meta({ id: 'AppliedPrices', description: 'How the unit prices were set at submit, per currency; null on inquiries sent before quantity breaks' });

export const priceBreakSchema = z.object({ minQty: z.number().int(), price: z.number() }).meta({ id: 'PriceBreakRow' });

export type LinePricing = z.infer<typeof linePricingSchema>;
