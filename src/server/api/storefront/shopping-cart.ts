import { OpenAPIHono, z } from '@hono/zod-openapi';
import { languageFlagDefaultParam } from '@/lib/validation/catalog';
import {
  CART_LINE_LIMIT,
  MAX_ADD_NUM,
  cartAddBodySchema,
  cartItemSchema,
  cartLineRefSchema,
  cartIdsPath,
  cartListQuery,
  cartMergeBodySchema,
  cartQuantityBodySchema,
  containerSpecSchema,
  mergeResultSchema,
} from '@/lib/validation/cart';
import { pagingOf } from '@/lib/validation/common';
import { addToCart, listCart, mergeGuestData, removeCartLines, setCartQuantity } from '@/server/cart';
import { containerSpecs } from '@/server/orders/containers';
import { byCode, listFields, withFields } from '../kit/domain-answers';
import { dtoEnvelope, dtoEnvelopeSchema, listEnvelope, pageInfoSchema } from '../kit/envelope';
import { FAILURE } from '../kit/failures';
import { customerRoute, jsonBody } from '../kit/route';
import { apiRoute, READ_ERRORS } from '../kit/route-doc';

// §7 ShoppingCart (R7.73-R7.78) plus two calls of our design: POST /ShoppingCart/SetQuantity (the
// cart page's quantity box) and POST /ShoppingCart/Merge (§4: the guest cart and favorites join the
// account at sign-in). Paths are declared in one spelling; the app matches static segments
// case-insensitively, so §7's `DELETE /api/shoppingCart/{ids}` reaches DELETE /ShoppingCart/{ids}.

export const shoppingCartApi = new OpenAPIHono();

const listRoute = apiRoute('get', '/ShoppingCart', { query: cartListQuery }, 'Cart', {
  summary: "The signed-in customer's cart",
  description: `Newest line first, each with its productDTO (R3.40, R3.41). PageSize 0 answers only the total (§4 badge refresh). data.containers carries the usable container capacities for the cart page's calculator (src/lib/container-fill.ts).`,
  ok: [
    z.object({
      code: z.literal(0),
      message: z.string(),
      data: z.object({ list: z.array(cartItemSchema), searchListResourceParamaters: pageInfoSchema, containers: z.array(containerSpecSchema) }),
    }),
    'data.list of cart items, the total and the container capacities',
  ],
  errors: ['bad_request', 'unavailable'],
});

customerRoute(shoppingCartApi, listRoute, FAILURE.cartList, async (c, { db, me }) => {
  const query = c.req.valid('query');
  const paging = pagingOf(query);
  const { list, total } = await listCart(db, me.siteId, me.customerId, paging, query.languageFlag);
  const envelope = listEnvelope(list, total, paging);
  return c.json({ ...envelope, data: { ...envelope.data, containers: containerSpecs() } }, 200);
});

const addRoute = apiRoute('post', '/ShoppingCart', { body: jsonBody(cartAddBodySchema) }, 'Cart', {
  summary: 'Add products to the cart',
  description:
    `§7 "product list": \`{ "list": [{ "productId", "addNum" }] }\` or the bare array (1 to ${CART_LINE_LIMIT} items). Each addNum (1 to ${MAX_ADD_NUM}) is added to the product's line, which is created when absent; ` +
    `a line holds at most ${MAX_ADD_NUM} pieces (400 naming list.N.addNum). An unknown product, or one of another site, is a 404 naming list.N.productId. ` +
    `All lines are written in one transaction; concurrent adds of one product add up on one line. A cart holds at most ${CART_LINE_LIMIT} products (409). ` +
    `Answers the touched lines (data.listdto) and the new line count.`,
  ok: [
    z.object({ code: z.literal(0), message: z.string(), data: z.object({ listdto: z.array(cartLineRefSchema), shoppingCartNum: z.number().int() }) }),
    'Added (cart.addToCartSuccess)',
  ],
  errors: ['bad_request', 'not_found', 'conflict', 'unavailable'],
});

customerRoute(shoppingCartApi, addRoute, FAILURE.cartAdd, async (c, { db, me }) => {
  const result = await withFields(listFields('list', ['cart_full']), () => addToCart(db, me.siteId, me.customerId, c.req.valid('json').list));
  return c.json({ code: 0 as const, message: 'Added to cart', data: { listdto: result.lines, shoppingCartNum: result.shoppingCartNum } }, 200);
});

const setRoute = apiRoute('post', '/ShoppingCart/SetQuantity', { query: z.object({ languageFlag: languageFlagDefaultParam }), body: jsonBody(cartQuantityBodySchema) }, 'Cart', {
  summary: "Set a cart line's quantity",
  description: `Not in §7: the cart page's quantity box. Body \`{ "id", "addNum" }\` (1 to ${MAX_ADD_NUM}) replaces the quantity of line \`id\`; another customer's or an unknown id → 404 naming id. Answers the line (data.dto).`,
  ok: [dtoEnvelopeSchema(cartItemSchema), 'The updated line'],
  errors: READ_ERRORS,
});

customerRoute(shoppingCartApi, setRoute, FAILURE.cartAdd, async (c, { db, me }) => {
  const { languageFlag } = c.req.valid('query');
  const { id, addNum } = c.req.valid('json');
  const dto = await setCartQuantity(db, me.siteId, me.customerId, id, addNum, languageFlag);
  return c.json(dtoEnvelope(dto, 'Quantity updated'), 200);
});

const removeRoute = apiRoute('delete', '/ShoppingCart/{ids}', { params: cartIdsPath }, 'Cart', {
  summary: 'Remove cart lines',
  description: `§7 \`DELETE /api/shoppingCart/{ids}\` (R7.77, R7.78): cart line ids, comma-joined (1 to ${CART_LINE_LIMIT}; malformed → 400 naming ids). When any id is not one of the customer's lines the answer is 404 and nothing is removed.`,
  ok: [
    z.object({ code: z.literal(0), message: z.string(), data: z.object({ ids: z.array(z.number().int()), shoppingCartNum: z.number().int() }) }),
    'Removed (store.removeSuccess)',
  ],
  errors: READ_ERRORS,
});

customerRoute(shoppingCartApi, removeRoute, FAILURE.cartRemove, async (c, { db, me }) => {
  const data = await removeCartLines(db, me.siteId, me.customerId, c.req.valid('param').ids);
  return c.json({ code: 0 as const, message: 'Removed', data }, 200);
});

const mergeRoute = apiRoute('post', '/ShoppingCart/Merge', { body: jsonBody(cartMergeBodySchema) }, 'Cart', {
  summary: 'Merge the guest cart and favorites into the account',
  description:
    `Not in §7 (§4: on sign-in or registration). Body \`{ "cart": [{ "productId", "addNum" }], "favorites": [productId] }\`. ` +
    `Quantities add to existing lines (no duplicate lines; a line is capped at ${MAX_ADD_NUM}), favorites are added once; products that do not exist are skipped and reported. ` +
    `One transaction. Answers the new account counts (as GetAccountNums). The browser then clears its local cart and favorites.`,
  ok: [dtoEnvelopeSchema(mergeResultSchema), 'Merged; data.dto holds the counts and what was skipped'],
  errors: ['bad_request', 'conflict', 'unavailable'],
});

customerRoute(shoppingCartApi, mergeRoute, FAILURE.cartAdd, async (c, { db, me }) => {
  const dto = await withFields(byCode({ cart_full: 'cart', favorites_full: 'favorites' }), () => mergeGuestData(db, me.siteId, me.customerId, c.req.valid('json')));
  return c.json(dtoEnvelope(dto, 'Merged'), 200);
});
