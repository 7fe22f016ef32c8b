import { OpenAPIHono, z } from '@hono/zod-openapi';
import { addressBodySchema, addressDtoSchema, addressListQuery } from '@/lib/validation/address';
import { rowIdParam } from '@/lib/validation/catalog';
import { deleteAddress, listAddresses, saveAddress } from '@/server/accounts/addresses';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { FAILURE } from '../kit/failures';
import { customerPageRoute } from '../kit/page-routes';
import { customerRoute, jsonBody } from '../kit/route';
import { apiRoute, READ_ERRORS } from '../kit/route-doc';
import { messageEnvelopeSchema } from '@/lib/validation/envelope';

// §7 GET/POST /api/CustAddress, DELETE /api/CustAddress/{id} (R7.70-R7.72): the signed-in
// customer's address book. Ownership comes from the session only, never from the request.

export const custAddressApi = new OpenAPIHono();

customerPageRoute(custAddressApi, '/CustAddress', 'Accounts', FAILURE.addressList, {
  query: addressListQuery,
  summary: "The customer's delivery addresses",
  description: 'Default first, then newest. isGetAll defaults to true (R7.71).',
  list: [addressDtoSchema, 'data.list of addresses and the total'],
  read: ({ db, me }, _query, paging) => listAddresses(db, me.siteId, me.customerId, paging),
});

const saveRoute = apiRoute('post', '/CustAddress', { body: jsonBody(addressBodySchema) }, 'Accounts', {
  summary: 'Create or update an address',
  description:
    'Without `id` creates an address (at most 50; the first becomes the default), with `id` updates that address. ' +
    'isDefault clears the other defaults. For CN, region and city must come from the address options. ' +
    "Another customer's or an unknown id is a 404 naming id.",
  ok: [dtoEnvelopeSchema(addressDtoSchema), 'data.dto: the saved address'],
  errors: ['bad_request', 'not_found', 'conflict', 'unavailable'],
});

customerRoute(custAddressApi, saveRoute, FAILURE.addressSave, async (c, { db, me }) => {
  const dto = await saveAddress(db, me.siteId, me.customerId, c.req.valid('json'));
  return c.json(dtoEnvelope(dto, 'Address saved'), 200);
});

const deleteRoute = apiRoute('delete', '/CustAddress/{id}', { params: z.object({ id: rowIdParam('Address id') }) }, 'Accounts', {
  summary: 'Delete an address',
  description: "Removes one of the customer's addresses. A non-numeric id is a 400 naming id; another customer's or an unknown id a 404.",
  ok: [messageEnvelopeSchema, 'Deleted'],
  errors: READ_ERRORS,
});

customerRoute(custAddressApi, deleteRoute, FAILURE.addressDelete, async (c, { db, me }) => {
  await deleteAddress(db, me.siteId, me.customerId, c.req.valid('param').id);
  return c.json({ code: 0 as const, message: 'Address deleted' }, 200);
});
