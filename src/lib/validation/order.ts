import { z } from 'zod';
import { languageFlagDefaultParam, rowIdParam } from './catalog';
import { idNumber, isGetAllParam, pageParam, pageSizeParam, userIdParam } from './common';
import { CART_LINE_LIMIT } from './cart';

// Inputs of the inquiry calls (§7 Order, R7.86-R7.89). The order payload is "not shown" in the
// spec: this is our design (docs/ARCHITECTURE.md, issue 5).

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

/** GET /api/Order (R7.89). */
export const orderListQuery = z.object({
  userId: userIdParam.meta({ description: 'Site owner id (§1: 38); accepted for §7 clients, the session decides the site.', example: 38 }),
  isGetAll: isGetAllParam,
  page: pageParam,
  PageSize: pageSizeParam,
  languageFlag: languageFlagDefaultParam,
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

/** Path of GET /api/Order/{id}. */
export const orderIdPath = z.object({ id: rowIdParam('Order id (data.list[].id)') });
