import { z } from 'zod';
import { blankToUndefined, INT4_MAX, numberFromText, userIdParam } from './common';
import { lineProductSchema, productIdSchema } from './cart';
import { rowIdParam } from './catalog';

// Inputs of the favorites calls (§7 Collection, R7.79-R7.83). The list query is the cart's
// (`cartListQuery`): userId, isGetAll, page, PageSize, languageFlag.

/**
 * POST /api/Collection (R7.82): userId, productid, customerid, createtime. The session decides
 * whose favorite it is: customerid, when sent, must be the signed-in customer; createtime is the
 * server's clock.
 */
export const favoriteAddBodySchema = z.object({
  userId: userIdParam.meta({ description: 'Site owner id (§1: 38); the session decides the site.', example: 38 }),
  productid: productIdSchema,
  customerid: z
    .preprocess(
      (v) => (v === '' || v === null || v === 0 ? undefined : numberFromText(v)),
      z
        .number({ error: 'must be the signed-in customer id' })
        .int('must be the signed-in customer id')
        .positive('must be the signed-in customer id')
        .max(INT4_MAX, 'must be the signed-in customer id')
        .optional(),
    )
    .meta({ description: 'Optional; must equal the signed-in customer (else 400 naming customerid).', example: 5 }),
  createtime: z
    .preprocess(blankToUndefined, z.string().max(40, 'must be at most 40 characters').optional())
    .meta({ description: 'Accepted and ignored: the server stamps the time.' }),
});
export type FavoriteAddBody = z.infer<typeof favoriteAddBodySchema>;

/** Path of DELETE /api/Collection/{id}. */
export const favoriteIdPath = z.object({ id: rowIdParam('Favorite id (data.list[].id), or a product id with `by=product`') });

/** DELETE /api/Collection/{id}?by=product lets a product page's heart remove by product id. */
export const favoriteDeleteQuery = z.object({
  userId: userIdParam,
  by: z
    .preprocess(blankToUndefined, z.enum(['favorite', 'product'], { error: "must be 'favorite' or 'product'" }).default('favorite'))
    .meta({ description: "What {id} is: 'favorite' (default, data.list[].id) or 'product' (a product id)", example: 'favorite' }),
});

// Answers of the favorites calls.

const favoriteFields = {
  id: z.number().int().meta({ description: 'Favorite id (DELETE /api/Collection/{id})' }),
  productid: z.number().int(),
  customerid: z.number().int(),
  userId: z.number().int().meta({ description: 'Site owner id (§1: 38)' }),
  createtime: z.string().meta({ description: 'ISO 8601' }),
};
/** §3 favorite (R3.43): productid, customerid, userId (the site), createtime. */
export const favoriteSchema = z.object(favoriteFields).meta({ id: 'Favorite' });
/** List item (R3.45): the favorite with its productDTO. */
export const favoriteItemSchema = z.object({ ...favoriteFields, productDTO: lineProductSchema }).meta({ id: 'FavoriteItem' });
export type FavoriteDto = z.infer<typeof favoriteSchema>;
export type FavoriteItemDto = z.infer<typeof favoriteItemSchema>;
