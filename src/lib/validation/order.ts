import { z } from 'zod';
import { rowIdParam } from './catalog';
import { idNumber, textFields, userIdParam } from './common';
import { addressSnapshotSchema, type AddressSnapshot } from './address';
import { inquiryStateSchema } from './admin/inquiries';
import { CART_LINE_LIMIT, cartListQuery, containerSpecSchema } from './cart';
import { appliedPricesSchema } from './line-pricing';

// Inputs of the inquiry calls (§7 Order, R7.86-R7.89). The order payload is "not shown" in the
// spec: this is our design (docs/ARCHITECTURE.md).

import { ORDER_MESSAGE_MAX } from './limits';

export { ORDER_MESSAGE_MAX };

const rowId = (description: string) => idNumber().meta({ description, example: 7 });

/** POST /api/Order/SubmitOrder: the selected cart lines, a message and an address of the address book. */
export const submitOrderBodySchema = z.object({
  userId: userIdParam.meta({ description: 'Site owner id (§1: 38); the session decides the site.', example: 38 }),
  cartIds: z
    .array(rowId('Cart line id'), { error: 'must be a list of cart line ids' })
    .min(1, 'select at least one cart line')
    .max(CART_LINE_LIMIT, `must hold at most ${CART_LINE_LIMIT} cart lines`)
    .meta({ description: 'The selected cart lines (data.list[].id of GET /api/ShoppingCart)', example: [7, 9] }),
  message: z
    .string({ error: 'must be text' })
    .trim()
    .max(ORDER_MESSAGE_MAX, `must be at most ${ORDER_MESSAGE_MAX} characters`)
    .default('')
    .meta({ description: `The buyer's note to the supplier, up to ${ORDER_MESSAGE_MAX} characters`, example: 'Please quote FOB Ningbo.' }),
  addressId: rowId('Delivery address: an id of GET /api/CustAddress'),
  idempotencyKey: z
    .uuid({ error: 'must be a UUID' })
    .meta({ description: 'One UUID per submit attempt (crypto.randomUUID()); a retry with the same key answers the same order', example: '0f8fad5b-d9cb-469f-a165-70867728950e' }),
  language: z
    .enum(['en', 'zh'], { error: "must be 'en' or 'zh'" })
    .optional()
    .meta({ description: "Language of the buyer's confirmation email; default: the account's language", example: 'en' }),
});
export type SubmitOrderBody = z.infer<typeof submitOrderBodySchema>;

/** GET /api/Order (R7.89): the query of every signed-in customer's list (cart, favorites, inquiries). */
export const orderListQuery = cartListQuery;
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** Path of GET /api/Order/{id}. */
export const orderIdPath = z.object({ id: rowIdParam('Order id (data.list[].id)') });

// Answers of the inquiry calls.

/** The fill of one container size for a set of lines (src/lib/container-fill.ts computes it). */
export const containerFillSchema = containerSpecSchema
  .extend({
    volumePct: z.number(),
    weightPct: z.number(),
    fillPct: z.number().meta({ description: 'The larger of volumePct and weightPct' }),
    limitedBy: z.enum(['volume', 'weight']),
    needed: z.number().int().meta({ description: 'Containers of this size the goods need' }),
  })
  .meta({ id: 'ContainerFill' });

export const orderLineProductSchema = z
  .object({
    id: z.number().int(),
    ...textFields('code', 'name', 'nameen'),
    pics: z.string().meta({ description: 'The first picture at submit time' }),
    price: z.number(),
    foreignprice: z.number(),
    languageFlag: z.union([z.literal(0), z.literal(1)]),
    displayName: z.string(),
    displayPrice: z.number(),
    currency: z.enum(['CNY', 'USD']),
    unitCode: z.string().meta({
      description:
        "The product's unit of sale at submit time, a code of the unit list (PC, SET, PAIR, DOZ, BOX, BAG, ...); empty for inquiries sent before units were kept: pieces",
      example: 'SET',
    }),
    unitName: z
      .string()
      .meta({ description: "The unit's name in the languageFlag's language (the code when the unit list lacks it; empty with an empty unitCode)", example: 'set' }),
    listUserFieldDataUseDTO: z.array(z.unknown()),
  })
  .meta({ id: 'OrderLineProduct', description: 'The product snapshot taken at submit time (R3.46)' });

export const orderLineSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    addNum: z.number().int(),
    price: z.number().meta({ description: "CNY unit price at submit time, at the line's quantity for this buyer (breaks, own or group prices)" }),
    foreignprice: z.number().meta({ description: "USD unit price at submit time, at the line's quantity for this buyer" }),
    linePrice: z.number(),
    lineForeignPrice: z.number(),
    moq: z.number().int(),
    belowMoq: z.boolean(),
    cartons: z.number().int().meta({ description: 'addNum ÷ pieces per carton, rounded up' }),
    volumeM3: z.number(),
    grossKg: z.number(),
    productDTO: orderLineProductSchema,
    appliedPrices: appliedPricesSchema.nullable(),
  })
  .meta({ id: 'OrderDetail' });

/** The quote the buyer accepted, as agreed: its prices and totals, apart from the cart's estimate. */
export const acceptedQuoteSchema = z
  .object({
    version: z.number().int(),
    currency: z.enum(['CNY', 'USD']),
    /** Sum of the lines' amounts, each rounded to the cent, as a decimal string (never a float sum). */
    total: z.string().meta({ example: '7680.00' }),
    lines: z.array(
      z.object({ orderLineId: z.number().int(), code: z.string(), unitPrice: z.number(), quantity: z.number().int(), amount: z.string().meta({ example: '1080.00' }) }),
    ),
    incoterm: z.string(),
    port: z.string(),
    paymentTerms: z.string(),
    validUntil: z.string(),
  })
  .meta({ id: 'AcceptedQuote' });
export type AcceptedQuoteDto = z.infer<typeof acceptedQuoteSchema>;

/** §3 Order (R3.46): an inquiry as the API answers it. */
export const orderSchema = z
  .object({
    id: z.number().int(),
    orderNo: z.string().meta({ example: 'LT-20261123-7KQ2MX' }),
    status: z.string().meta({ example: 'submitted' }),
    /** Where the inquiry stands on the desk (GET /api/Order/Inquiry/{id} has its timeline). */
    state: inquiryStateSchema,
    unread: z.boolean().meta({ description: 'A supplier reply (quote or message) the buyer has not opened yet' }),
    message: z.string(),
    language: z.string().meta({ description: "Language of the buyer's confirmation email" }),
    createtime: z.string().meta({ description: 'ISO 8601' }),
    address: addressSnapshotSchema.nullable(),
    totalPrice: z.number().meta({ description: 'CNY' }),
    totalForeignPrice: z.number().meta({ description: 'USD' }),
    displayTotal: z.number().meta({ description: 'The total in the currency of languageFlag' }),
    currency: z.enum(['CNY', 'USD']),
    totalCartons: z.number().int(),
    totalVolumeM3: z.number(),
    totalGrossKg: z.number(),
    containerFill: z.array(containerFillSchema),
    lineCount: z.number().int(),
    listOrderDetailDTO: z.array(orderLineSchema),
    /** The accepted quote (null until the buyer accepts one); totalPrice/displayTotal stay the cart's estimate. */
    acceptedQuote: acceptedQuoteSchema.nullable(),
    /** The quote versions the supplier sent, each downloadable at GET /api/Order/Inquiry/{id}/Quote/{version}. */
    sentQuoteVersions: z.array(z.number().int()),
  })
  .meta({ id: 'Order' });

export type ContainerFillDto = z.infer<typeof containerFillSchema>;
export { addressSnapshotSchema, type AddressSnapshot };
export type OrderLineProductDto = z.infer<typeof orderLineProductSchema>;
export type OrderLineDto = z.infer<typeof orderLineSchema>;
export type OrderDto = z.infer<typeof orderSchema>;
