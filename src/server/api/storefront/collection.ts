import { OpenAPIHono, z } from '@hono/zod-openapi';
import { FAVORITE_LIMIT, cartListQuery } from '@/lib/validation/cart';
import { favoriteAddBodySchema, favoriteDeleteQuery, favoriteIdPath, favoriteItemSchema, favoriteSchema } from '@/lib/validation/favorite';
import { addFavorite, listFavorites, removeFavorite } from '@/server/cart';
import { AppError } from '@/server/errors';
import { byCode, withFields } from '../kit/domain-answers';
import { FAILURE } from '../kit/failures';
import { customerPageRoute } from '../kit/page-routes';
import { customerRoute, jsonBody } from '../kit/route';
import { apiRoute, READ_ERRORS } from '../kit/route-doc';

// §7 Collection (R7.79-R7.83): the signed-in customer's favorites.

export const collectionApi = new OpenAPIHono();

customerPageRoute(collectionApi, '/Collection', 'Favorites', FAILURE.favoritesList, {
  query: cartListQuery,
  summary: "The signed-in customer's favorites",
  description: `Newest first, each with its productDTO (R3.45). PageSize 0 answers only the total.`,
  list: [favoriteItemSchema, 'data.list of favorites and the total'],
  read: ({ db, me }, query, paging) => listFavorites(db, me.siteId, me.customerId, paging, query.languageFlag),
});

const addRoute = apiRoute('post', '/Collection', { body: jsonBody(favoriteAddBodySchema) }, 'Favorites', {
  summary: 'Add a favorite',
  description:
    'Body (R7.82): userId, productid, customerid, createtime. The session decides whose favorite it is: a customerid other than the signed-in customer is a 400 naming customerid; createtime is stamped by the server. ' +
    `Favoriting a product again answers the existing favorite (created: false). Unknown product → 404 naming productid; at most ${FAVORITE_LIMIT} favorites (409). ` +
    `data.collectionNum is the new count.`,
  ok: [
    z.object({ code: z.literal(0), message: z.string(), data: z.object({ dto: favoriteSchema, created: z.boolean(), collectionNum: z.number().int() }) }),
    'Added (store.collectionSuccess); data.dto is the favorite',
  ],
  errors: ['bad_request', 'not_found', 'conflict', 'unavailable'],
});

customerRoute(collectionApi, addRoute, FAILURE.favoritesAdd, async (c, { db, me }) => {
  const body = c.req.valid('json');
  if (body.customerid !== undefined && body.customerid !== me.customerId) {
    throw new AppError('bad_request', 'customerid: must be the signed-in customer', { field: 'customerid' });
  }
  const data = await withFields(byCode({ favorites_full: 'productid' }), () => addFavorite(db, me.siteId, me.customerId, body.productid));
  return c.json({ code: 0 as const, message: 'Added to favorites', data }, 200);
});

const removeRoute = apiRoute('delete', '/Collection/{id}', { params: favoriteIdPath, query: favoriteDeleteQuery }, 'Favorites', {
  summary: 'Remove a favorite',
  description: `R7.83: {id} is the favorite id (data.list[].id); with \`?by=product\` it is a product id (the product page's heart). Another customer's or an unknown id → 404 naming id.`,
  ok: [
    z.object({ code: z.literal(0), message: z.string(), data: z.object({ id: z.number().int(), collectionNum: z.number().int() }) }),
    'Removed (store.removeSuccess); data.collectionNum is the new count',
  ],
  errors: READ_ERRORS,
});

customerRoute(collectionApi, removeRoute, FAILURE.favoritesRemove, async (c, { db, me }) => {
  const data = await removeFavorite(db, me.siteId, me.customerId, c.req.valid('param').id, c.req.valid('query').by);
  return c.json({ code: 0 as const, message: 'Removed', data }, 200);
});
