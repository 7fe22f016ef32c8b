import { OpenAPIHono, z } from '@hono/zod-openapi';
import { lookupCardSchema, productCodesBodySchema, productIdsBodySchema, PRODUCT_CODE_MAX, QUICK_ORDER_LINE_LIMIT } from '@/lib/validation/product-lookup';
import { findCardsByCodes, findCardsByIds } from '@/server/catalog/lookup-cards';
import { FAILURE } from './failures';
import { jsonBody, siteRoute } from './route';
import { apiRoute } from './route-doc';

// Issue 17 (our design, beyond §7): POST /api/Product/ByCodes answers quick order's preview, POST
// /api/Product/ByIds the guest cart drawer's lines (§3: the local cart keeps only productId and
// addNum). POST because 500 codes do not fit a URL; public like every catalogue read (§6).

export const catalogLookupApi = new OpenAPIHono();

const envelopeOf = <T extends z.ZodType>(notFound: T) =>
  z.object({ code: z.literal(0), message: z.string(), data: z.object({ list: z.array(lookupCardSchema), notFound }) });

const byCodesRoute = apiRoute('post', '/Product/ByCodes', { body: jsonBody(productCodesBodySchema) }, 'Catalogue', {
  summary: 'Quick order: products by item code',
  description:
    `Up to ${QUICK_ORDER_LINE_LIMIT} codes of at most ${PRODUCT_CODE_MAX} characters, compared without regard to case and trimmed. ` +
    'data.list has one card per distinct code that names a product, in the order first asked; data.notFound the other distinct codes as sent. ' +
    'More codes, an empty list or a bad code is a 400 naming the field (`codes`, `codes.3`).',
  ok: [envelopeOf(z.array(z.string())), 'data.list of product cards and data.notFound codes'],
  errors: ['bad_request', 'not_found', 'payload_too_large', 'unavailable'],
});

siteRoute(catalogLookupApi, byCodesRoute, FAILURE.products, async (c, { site }) => {
  const body = c.req.valid('json');
  const { db, siteId } = await site(body.userId);
  const data = await findCardsByCodes(db, siteId, body.codes, body.languageFlag);
  return c.json({ code: 0 as const, message: 'ok', data }, 200);
});

const byIdsRoute = apiRoute('post', '/Product/ByIds', { body: jsonBody(productIdsBodySchema) }, 'Catalogue', {
  summary: "The guest cart drawer's products by id",
  description:
    `Up to ${QUICK_ORDER_LINE_LIMIT} product ids. data.list has one card per distinct id that is a product of the site, in the order asked; ` +
    "data.notFound the others (deleted products, another site's ids), so a guest cart can show its lines that are gone.",
  ok: [envelopeOf(z.array(z.number().int())), 'data.list of product cards and data.notFound ids'],
  errors: ['bad_request', 'not_found', 'payload_too_large', 'unavailable'],
});

siteRoute(catalogLookupApi, byIdsRoute, FAILURE.products, async (c, { site }) => {
  const body = c.req.valid('json');
  const { db, siteId } = await site(body.userId);
  const data = await findCardsByIds(db, siteId, body.ids, body.languageFlag);
  return c.json({ code: 0 as const, message: 'ok', data }, 200);
});
