import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { addressBodySchema, addressListQuery } from '@/lib/validation/address';
import { rowIdParam } from '@/lib/validation/catalog';
import { pagingOf } from '@/lib/validation/common';
import { deleteAddress, listAddresses, saveAddress } from '@/server/accounts/addresses';
import { getDb } from '@/server/db/client';
import { requireCustomer } from './auth';
import { dtoEnvelope, dtoEnvelopeSchema, listEnvelope, listEnvelopeSchema, okResponse } from './envelope';
import { errorResponses, failingWith } from './errors';

// §7 GET/POST /api/CustAddress, DELETE /api/CustAddress/{id} (R7.70-R7.72): the signed-in
// customer's address book. Ownership comes from the session only, never from the request.

const addressDtoSchema = z
  .object({
    id: z.number().int(),
    contactName: z.string(),
    company: z.string(),
    phone: z.string(),
    email: z.string(),
    country: z.string().openapi({ description: 'ISO 3166-1 alpha-2', example: 'CN' }),
    region: z.string().openapi({ description: 'CN: province (Chinese name); else state/county', example: '广东省' }),
    city: z.string().openapi({ example: '深圳市' }),
    addressLine: z.string(),
    postcode: z.string(),
    isDefault: z.boolean(),
    createtime: z.string().openapi({ description: 'ISO 8601', example: '2026-03-01T08:00:00.000Z' }),
  })
  .openapi('Address');

const AUTH = 'Needs `Authorization: customerId,onlineGuid` or the session cookie; otherwise 401.';

export const custAddressApi = new OpenAPIHono();

// Sign-in is checked before the input, so a visitor gets 401 whatever it sends.
custAddressApi.use('/CustAddress/*', async (c, next) => {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-argument -- Hono types a middleware's input as `any`
  await failingWith('Failed to check the session.', () => requireCustomer(c));
  await next();
});

const listRoute = createRoute({
  method: 'get',
  path: '/CustAddress',
  tags: ['Accounts'],
  summary: "The customer's delivery addresses",
  description: `Default first, then newest. isGetAll defaults to true (R7.71). ${AUTH}`,
  request: { query: addressListQuery },
  responses: {
    200: okResponse(listEnvelopeSchema(addressDtoSchema), 'data.list of addresses and the total'),
    ...errorResponses('bad_request', 'unauthorized', 'unavailable'),
  },
});

custAddressApi.openapi(listRoute, async (c) => {
  const paging = pagingOf(c.req.valid('query'));
  const { list, total } = await failingWith('get AddressList error', async () => {
    const me = await requireCustomer(c);
    return listAddresses(await getDb(), me.siteId, me.customerId, paging);
  });
  return c.json(listEnvelope(list, total, paging), 200);
});

const saveRoute = createRoute({
  method: 'post',
  path: '/CustAddress',
  tags: ['Accounts'],
  summary: 'Create or update an address',
  description:
    'Without `id` creates an address (at most 50; the first becomes the default), with `id` updates that address. ' +
    'isDefault clears the other defaults. For CN, region and city must come from the address options. ' +
    `Another customer's or an unknown id is a 404 naming id. ${AUTH}`,
  request: { body: { required: true, content: { 'application/json': { schema: addressBodySchema } } } },
  responses: {
    200: okResponse(dtoEnvelopeSchema(addressDtoSchema), 'data.dto: the saved address'),
    ...errorResponses('bad_request', 'unauthorized', 'not_found', 'conflict', 'unavailable'),
  },
});

custAddressApi.openapi(saveRoute, async (c) => {
  const body = c.req.valid('json');
  const dto = await failingWith('Failed to save the address.', async () => {
    const me = await requireCustomer(c);
    return saveAddress(await getDb(), me.siteId, me.customerId, body);
  });
  return c.json(dtoEnvelope(dto, 'Address saved'), 200);
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/CustAddress/{id}',
  tags: ['Accounts'],
  summary: 'Delete an address',
  description: `Removes one of the customer's addresses. A non-numeric id is a 400 naming id; another customer's or an unknown id a 404. ${AUTH}`,
  request: { params: z.object({ id: rowIdParam('Address id') }) },
  responses: {
    200: okResponse(z.object({ code: z.literal(0), message: z.string() }), 'Deleted'),
    ...errorResponses('bad_request', 'unauthorized', 'not_found', 'unavailable'),
  },
});

custAddressApi.openapi(deleteRoute, async (c) => {
  const { id } = c.req.valid('param');
  await failingWith('Failed to delete the address.', async () => {
    const me = await requireCustomer(c);
    await deleteAddress(await getDb(), me.siteId, me.customerId, id);
  });
  return c.json({ code: 0 as const, message: 'Address deleted' }, 200);
});
