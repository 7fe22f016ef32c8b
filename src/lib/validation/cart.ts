import { z } from 'zod';
import { orderUnreadNumSchema } from './account';
import { languageFlagDefaultParam, productDtoSchema } from './catalog';
import { INT4_MAX, isGetAllParam, pageParam, pageSizeParam, userIdParam } from './common';
import { linePricingSchema } from './line-pricing';

// Inputs of the cart calls (§7 ShoppingCart, R7.73-R7.78) and of the sign-in merge (§4), shared
// by the guest cart store, the cart page and the API. Cart safety: a quantity is 1..100,000,
// a product id a positive whole number; a bad value is a 400 naming its field.

import { CART_LINE_LIMIT, MAX_ADD_NUM } from './limits';

export { CART_LINE_LIMIT, MAX_ADD_NUM };

const whole = (message: string) => z.number({ error: (issue) => (issue.input === undefined ? 'is required' : message) }).int(message);

export const addNumSchema = whole(`must be a whole number from 1 to ${MAX_ADD_NUM}`)
  .min(1, `must be a whole number from 1 to ${MAX_ADD_NUM}`)
  .max(MAX_ADD_NUM, `must be a whole number from 1 to ${MAX_ADD_NUM}`)
  .meta({ description: `Pieces, 1 to ${MAX_ADD_NUM}`, example: 240 });

/** A product or cart line id: 1 to INT4_MAX (the id columns are int4). */
const rowId = () => whole('must be a positive whole number').min(1, 'must be a positive whole number').max(INT4_MAX, `must be a whole number from 1 to ${INT4_MAX}`);

export const productIdSchema = rowId().meta({ description: 'Product id', example: 12 });

/** §3 local cart item: productId and addNum. */
export const cartItemInputSchema = z.object({ productId: productIdSchema, addNum: addNumSchema });
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

const cartItems = (max: number) => z.array(cartItemInputSchema).max(max, `must hold at most ${max} products`);

/**
 * POST /api/ShoppingCart (§7 "product list", R7.76): `{ list: [{ productId, addNum }] }`, or the
 * bare array. Each addNum is added to the product's line (created when absent).
 */
export const cartAddBodySchema = z.preprocess(
  (value) => (Array.isArray(value) ? { list: value } : value),
  z.object({ list: cartItems(CART_LINE_LIMIT).min(1, 'must hold at least one product') }),
);
export type CartAddBody = z.infer<typeof cartAddBodySchema>;

/**
 * POST /api/ShoppingCart/SetQuantity: the cart page's quantity box sets a line's quantity.
 * (A `PUT /ShoppingCart/{id}` would share its path template with §7's `DELETE /ShoppingCart/{ids}`,
 * which OpenAPI forbids; the verb-style path matches §7's own SubmitOrder, ChangePwd.)
 */
export const cartQuantityBodySchema = z.object({
  id: rowId().meta({ description: 'Cart line id (data.list[].id)', example: 7 }),
  addNum: addNumSchema,
});

/** `12,15,16` → [12, 15, 16]: 1 to 200 positive whole numbers, de-duplicated (R7.78). */
export const cartIdsPath = z.object({
  ids: z
    .string()
    .transform((text, ctx) => {
      const parts = text.split(',').map((s) => s.trim());
      if (parts.length > CART_LINE_LIMIT || parts.some((s) => !/^[1-9]\d{0,9}$/.test(s) || Number(s) > INT4_MAX)) {
        ctx.addIssue({ code: 'custom', message: `must be 1 to ${CART_LINE_LIMIT} comma-joined cart line ids` });
        return z.NEVER;
      }
      return [...new Set(parts.map(Number))];
    })
    .meta({ description: `Cart line ids (data.list[].id), comma-joined, 1 to ${CART_LINE_LIMIT}`, example: '7,9' }),
});

/** GET /api/ShoppingCart, /api/Collection and /api/Order (R7.74, R7.80, R7.89): the session decides whose list. */
export const cartListQuery = z.object({
  userId: userIdParam.meta({ description: 'Site owner id (§1: 38); accepted for §7 clients, the session decides the site.', example: 38 }),
  isGetAll: isGetAllParam,
  page: pageParam,
  PageSize: pageSizeParam,
  languageFlag: languageFlagDefaultParam,
});
export type CartListQuery = z.infer<typeof cartListQuery>;

/** Most favorites one account keeps (and one merge takes). */
export const FAVORITE_LIMIT = 1000;

/**
 * POST /api/ShoppingCart/Merge (§4: on sign-in or registration the guest cart and favorites join
 * the account). Quantities add to existing lines; unknown products are skipped and reported.
 */
export const cartMergeBodySchema = z.object({
  cart: z
    .array(
      z.object({
        productId: productIdSchema,
        // A guest cart has no upper bound (it only adds), so the merge caps instead of refusing;
        // past int4 no count is a real one.
        addNum: whole('must be a positive whole number')
          .min(1, 'must be a positive whole number')
          .max(INT4_MAX, `must be a whole number from 1 to ${INT4_MAX}`)
          .meta({ description: `Pieces; the merged line is capped at ${MAX_ADD_NUM}` }),
      }),
    )
    .max(CART_LINE_LIMIT, `must hold at most ${CART_LINE_LIMIT} products`)
    .default([])
    .meta({ description: 'The guest cart (localStorage `cart`)' }),
  favorites: z
    .array(productIdSchema)
    .max(FAVORITE_LIMIT, `must hold at most ${FAVORITE_LIMIT} products`)
    .default([])
    .meta({ description: 'The guest favorites: product ids (localStorage `favorites`)', example: [12, 40] }),
});
export type CartMergeBody = z.infer<typeof cartMergeBodySchema>;

// Answers of the cart calls.

/** Usable capacity of one container size (env CONTAINER_*), sent with the cart for its calculator. */
export const containerSpecSchema = z
  .object({
    code: z.enum(['20GP', '40GP', '40HQ']),
    volumeM3: z.number().meta({ description: 'Usable volume of one container' }),
    payloadKg: z.number().meta({ description: 'Usable payload of one container' }),
  })
  .meta({ id: 'ContainerSpec', description: 'Usable capacity of one container (env CONTAINER_*)' });

/** §3 productDTO of a cart item or favorite: the catalogue product plus the (empty) user field list. */
export const lineProductSchema = productDtoSchema
  .extend({ listUserFieldDataUseDTO: z.array(z.unknown()).meta({ description: '§3 R3.41: custom fields of the product; always [] here' }) })
  .meta({ id: 'LineProduct' });

/** §3 cart item (R3.40): productId, addNum, id, productDTO. */
export const cartItemSchema = z
  .object({
    id: z.number().int().meta({ description: 'Cart line id (used by SetQuantity, DELETE and SubmitOrder)' }),
    productId: z.number().int(),
    addNum: z
      .number()
      .int()
      .meta({ description: `Pieces, 1 to ${MAX_ADD_NUM}` }),
    createtime: z.string().meta({ description: 'ISO 8601: when the product entered the cart' }),
    productDTO: lineProductSchema,
    pricing: linePricingSchema.meta({ description: "The line's price at addNum for this buyer (breaks, own or group lists), in the currency of languageFlag" }),
  })
  .meta({ id: 'CartItem' });

export const cartLineRefSchema = z.object({ id: z.number().int(), productId: z.number().int(), addNum: z.number().int() }).meta({ id: 'CartLineRef' });

/** The answer of the sign-in merge: the new account counts and what was left out. */
export const mergeResultSchema = z
  .object({
    collectionNum: z.number().int(),
    shoppingCartNum: z.number().int(),
    orderNum: z.number().int(),
    orderUnreadNum: orderUnreadNumSchema,
    skippedCart: z.array(z.number().int()).meta({ description: 'Guest cart products that no longer exist (left out)' }),
    skippedFavorites: z.array(z.number().int()).meta({ description: 'Guest favorites that no longer exist (left out)' }),
    cappedCart: z.array(z.number().int()).meta({ description: `Products whose line reached ${MAX_ADD_NUM} pieces` }),
  })
  .meta({ id: 'GuestMerge' });
export type LineProductDto = z.infer<typeof lineProductSchema>;
export type CartItemDto = z.infer<typeof cartItemSchema>;
export type MergeResult = z.infer<typeof mergeResultSchema>;
