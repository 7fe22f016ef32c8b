import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { FAVORITE_LIMIT, cartListQuery } from '@/lib/validation/cart';
import { pagingOf } from '@/lib/validation/common';
import { favoriteAddBodySchema, favoriteDeleteQuery, favoriteIdPath } from '@/lib/validation/favorite';
import { addFavorite, listFavorites, removeFavorite } from '@/server/cart';
import { getDb } from '@/server/db/client';
import { requireCustomer } from './auth';
import { listEnvelope, listEnvelopeSchema, okResponse } from './envelope';
import { AppError } from '@/server/errors';
import { errorResponses, failingWith } from './errors';
import { AUTH_NOTE, lineProductSchema, signedIn } from './shopping-cart';

// §7 Collection (R7.79-R7.83): the signed-in customer's favorites.

const favoriteFields = {
  id: z.number().int().openapi({ description: 'Favorite id (DELETE /api/Collection/{id})' }),
  productid: z.number().int(),
  customerid: z.number().int(),
  userId: z.number().int().openapi({ description: 'Site owner id (§1: 38)' }),
  createtime: z.string().openapi({ description: 'ISO 8601' }),
};
const favoriteSchema = z.object(favoriteFields).openapi('Favorite');
const favoriteItemSchema = z.object({ ...favoriteFields, productDTO: lineProductSchema }).openapi('FavoriteItem');

export const collectionApi = new OpenAPIHono();

const listRoute = createRoute({
  method: 'get',
  path: '/Collection',
  tags: ['Favorites'],
  summary: "The signed-in customer's favorites",
  description: `Newest first, each with its productDTO (R3.45). PageSize 0 answers only the total. ${AUTH_NOTE}`,
  middleware: signedIn('Failed to request favorites data'),
  request: { query: cartListQuery },
  responses: {
    200: okResponse(listEnvelopeSchema(favoriteItemSchema), 'data.list of favorites and the total'),
    ...errorResponses('bad_request', 'unauthorized', 'forbidden', 'unavailable'),
  },
});

collectionApi.openapi(listRoute, async (c) => {
  const query = c.req.valid('query');
  const paging = pagingOf(query);
  const { list, total } = await failingWith('Failed to request favorites data', async () => {
    const me = await requireCustomer(c);
    return listFavorites(await getDb(), me.siteId, me.customerId, paging, query.languageFlag);
  });
  return c.json(listEnvelope(list, total, paging), 200);
});

const addRoute = createRoute({
  method: 'post',
  path: '/Collection',
  tags: ['Favorites'],
  summary: 'Add a favorite',
  description:
    'Body (R7.82): userId, productid, customerid, createtime. The session decides whose favorite it is: a customerid other than the signed-in customer is a 400 naming customerid; createtime is stamped by the server. ' +
    `Favoriting a product again answers the existing favorite (created: false). Unknown product → 404 naming productid; at most ${FAVORITE_LIMIT} favorites (409). ` +
    `data.collectionNum is the new count. ${AUTH_NOTE}`,
  middleware: signedIn('Failed to add to favorites'),
  request: { body: { required: true, content: { 'application/json': { schema: favoriteAddBodySchema } } } },
  responses: {
    200: okResponse(
      z.object({ code: z.literal(0), message: z.string(), data: z.object({ dto: favoriteSchema, created: z.boolean(), collectionNum: z.number().int() }) }),
      'Added (store.collectionSuccess); data.dto is the favorite',
    ),
    ...errorResponses('bad_request', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'unavailable'),
  },
});

collectionApi.openapi(addRoute, async (c) => {
  const body = c.req.valid('json');
  const data = await failingWith('Failed to add to favorites', async () => {
    const me = await requireCustomer(c);
    if (body.customerid !== undefined && body.customerid !== me.customerId) {
      throw new AppError('bad_request', 'customerid: must be the signed-in customer', { field: 'customerid' });
    }
    return addFavorite(await getDb(), me.siteId, me.customerId, body.productid);
  });
  return c.json({ code: 0 as const, message: 'Added to favorites', data }, 200);
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/Collection/{id}',
  tags: ['Favorites'],
  summary: 'Remove a favorite',
  description: `R7.83: {id} is the favorite id (data.list[].id); with \`?by=product\` it is a product id (the product page's heart). Another customer's or an unknown id → 404 naming id. ${AUTH_NOTE}`,
  middleware: signedIn('Failed to remove favorites data'),
  request: { params: favoriteIdPath, query: favoriteDeleteQuery },
  responses: {
    200: okResponse(
      z.object({ code: z.literal(0), message: z.string(), data: z.object({ id: z.number().int(), collectionNum: z.number().int() }) }),
      'Removed (store.removeSuccess); data.collectionNum is the new count',
    ),
    ...errorResponses('bad_request', 'unauthorized', 'forbidden', 'not_found', 'unavailable'),
  },
});

collectionApi.openapi(removeRoute, async (c) => {
  const { id } = c.req.valid('param');
  const { by } = c.req.valid('query');
  const data = await failingWith('Failed to remove favorites data', async () => {
    const me = await requireCustomer(c);
    return removeFavorite(await getDb(), me.siteId, me.customerId, id, by);
  });
  return c.json({ code: 0 as const, message: 'Removed', data }, 200);
});
