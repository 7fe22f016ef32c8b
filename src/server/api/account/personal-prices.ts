import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { personalPricesQuery, personalPricesSchema } from '@/lib/validation/personal-prices';
import { personalPriceInputs, personalPricesTag, shownPersonalPrices } from '@/server/pricing/shown-personal-prices';
import { dataEnvelope, dataEnvelopeSchema, okResponse } from '../kit/envelope';
import { errorResponses } from '../kit/errors';
import { customerRoute } from '../kit/route';

// GET /api/Customer/PersonalPrices (our design, ADR 0053): the signed-in buyer's own prices for
// the products a catalogue page shows, asked once after load. The page and the shared catalogue
// answers stay the same for everyone; this answer is the buyer's alone: `private` (no shared
// cache keeps it), revalidated by an ETag of buyer, catalogue revision and the buyer's lists.

export const personalPricesApi = new OpenAPIHono();

const route = createRoute({
  method: 'get',
  path: '/Customer/PersonalPrices',
  tags: ['Customer'],
  summary: "The buyer's own prices for the products a page shows",
  description:
    'Prices at the MOQ in the languageFlag’s currency (1 USD, 0 CNY), only for the products whose price comes from one of the buyer’s ' +
    'price lists (ADR 0052); other and unknown ids are left out. `held: false` when the buyer holds no valid list (the page stops asking). ' +
    'With `ranges=1` (quick order) a product is named when its price is the buyer’s own at any quantity, and each carries its `ranges` ' +
    'with the source of the price (the buyer’s list, a group’s list, a kept quote with its number and last day), as the cart prices it. ' +
    '`Cache-Control: private, no-cache` and a weak ETag: a repeat with If-None-Match answers 304.',
  request: { query: personalPricesQuery },
  responses: {
    200: okResponse(dataEnvelopeSchema(personalPricesSchema), 'data: held, currency and the list of own prices'),
    304: { description: 'Not modified: the ETag sent in If-None-Match still holds' },
    ...errorResponses('bad_request', 'unavailable'),
  },
});

customerRoute(personalPricesApi, route, null, async (c, { db, me }) => {
  const query = c.req.valid('query');
  const currency = query.languageFlag === 0 ? 'CNY' : 'USD';
  const ask = { ids: query.ids, detail: query.detail, ranges: query.ranges };
  const now = new Date();
  const { lists, catalogToken } = await personalPriceInputs(db, me.siteId, me.customerId, now);
  const etag = personalPricesTag(me.customerId, catalogToken, lists, currency, ask);
  // The browser may keep it for this buyer only, and asks again each time (no-cache) with the tag.
  c.header('Cache-Control', 'private, no-cache');
  c.header('Vary', 'Cookie, Authorization');
  c.header('ETag', etag);
  if (
    c.req
      .header('If-None-Match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return c.body(null, 304);
  return c.json(dataEnvelope(await shownPersonalPrices(db, me.siteId, me.customerId, lists, ask, currency, now)), 200);
});
