import { OpenAPIHono, z, type RouteConfig } from '@hono/zod-openapi';
import { lookupCardSchema, productCodesBodySchema, type LookupCard, productIdsBodySchema, PRODUCT_CODE_MAX, QUICK_ORDER_LINE_LIMIT } from '@/lib/validation/product-lookup';
import { findCardsByCodes, findCardsByIds } from '@/server/catalog/lookup-cards';
import type { Db } from '@/server/db/client';
import type { ErrorCode } from '@/server/errors';
import { FAILURE } from '../kit/failures';
import type { ValidInput } from '../kit/operation';
import { jsonBody, siteRoute } from '../kit/route';
import { apiRoute } from '../kit/route-doc';

// Our design, beyond §7: POST /api/Product/ByCodes answers quick order's preview, POST
// /api/Product/ByIds the guest cart drawer's lines (§3: the local cart keeps only productId and
// addNum). POST because 500 codes do not fit a URL; public like every catalogue read (§6).

export const catalogLookupApi = new OpenAPIHono();

/** The failures both lookups document: bad keys, unknown site, too many keys, database down. */
const LOOKUP_ERRORS = ['bad_request', 'not_found', 'payload_too_large', 'unavailable'] as const satisfies readonly ErrorCode[];

interface CardLookup<B extends z.ZodObject, K extends z.ZodType> {
  body: B;
  summary: string;
  description: string;
  /** The schema of one key not found (an item code, a product id) and the 200's description. */
  notFound: readonly [key: K, okDescription: string];
  find: (db: Db, siteId: number, body: z.infer<B>) => Promise<{ list: LookupCard[]; notFound: z.infer<K>[] }>;
}

/** POST `path`: the product cards of the body's keys on the site it names (`userId`), and the keys that name none. */
function cardLookupRoute<B extends z.ZodObject<{ userId: z.ZodType<number | undefined> }>, K extends z.ZodType>(path: string, spec: CardLookup<B, K>): void {
  const {
    body,
    notFound: [key, okDescription],
    find,
    ...words
  } = spec;
  const envelope = z.object({ code: z.literal(0), message: z.string(), data: z.object({ list: z.array(lookupCardSchema), notFound: z.array(key) }) });
  const route: RouteConfig = apiRoute('post', path, { body: jsonBody(body) }, 'Catalogue', { ...words, ok: [envelope, okDescription], errors: LOOKUP_ERRORS });
  // As in ../kit/site-post-route: the body schema is a type parameter, so the input is named (ValidInput); `find` keeps the precise type.
  siteRoute<RouteConfig, ValidInput<{ json: B }>>(catalogLookupApi, route, FAILURE.products, async (c, { site }) => {
    const parsed = c.req.valid('json');
    const { db, siteId } = await site(parsed.userId);
    const data: { list: LookupCard[]; notFound: unknown[] } = await find(db, siteId, parsed);
    return c.json({ code: 0 as const, message: 'ok', data }, 200);
  });
}

cardLookupRoute('/Product/ByCodes', {
  body: productCodesBodySchema,
  summary: 'Quick order: products by item code',
  description:
    `Up to ${QUICK_ORDER_LINE_LIMIT} codes of at most ${PRODUCT_CODE_MAX} characters, compared without regard to case and trimmed. ` +
    'data.list has one card per distinct code that names a product, in the order first asked; data.notFound the other distinct codes as sent. ' +
    'More codes, an empty list or a bad code is a 400 naming the field (`codes`, `codes.3`).',
  notFound: [z.string(), 'data.list of product cards and data.notFound codes'],
  find: (db, siteId, body) => findCardsByCodes(db, siteId, body.codes, body.languageFlag),
});

cardLookupRoute('/Product/ByIds', {
  body: productIdsBodySchema,
  summary: "The guest cart drawer's products by id",
  description:
    `Up to ${QUICK_ORDER_LINE_LIMIT} product ids. data.list has one card per distinct id that is a product of the site, in the order asked; ` +
    "data.notFound the others (deleted products, another site's ids), so a guest cart can show its lines that are gone.",
  notFound: [z.number().int(), 'data.list of product cards and data.notFound ids'],
  find: (db, siteId, body) => findCardsByIds(db, siteId, body.ids, body.languageFlag),
});
