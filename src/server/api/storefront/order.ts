import { OpenAPIHono } from '@hono/zod-openapi';
import { ORDER_MESSAGE_MAX, orderIdPath, orderListQuery, orderSchema, submitOrderBodySchema } from '@/lib/validation/order';
import { deskOnSubmit } from '@/server/inquiries';
import { getOrder, listOrders, submitOrder } from '@/server/orders';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { AppError } from '@/server/errors';
import { FAILURE } from '../kit/failures';
import { customerPageRoute } from '../kit/page-routes';
import { customerRoute, jsonBody } from '../kit/route';
import { apiRoute, READ_ERRORS } from '../kit/route-doc';

// §7 Order (R7.86-R7.89): submit the selected cart lines as an inquiry, list the inquiries.

export const orderApi = new OpenAPIHono();

const submitRoute = apiRoute('post', '/Order/SubmitOrder', { body: jsonBody(submitOrderBodySchema) }, 'Orders', {
  summary: 'Submit the selected cart lines as an inquiry',
  description:
    `Body (our design; §7 "order payload"): \`{ cartIds, message (≤ ${ORDER_MESSAGE_MAX}), addressId, idempotencyKey (UUID), language ('en'|'zh') }\`. ` +
    'In one transaction the lines become an inquiry with a snapshot of each product (name, code, first picture, prices, MOQ) and the logistics (cartons, m³, gross kg, 20GP/40GP/40HQ fill), the address is copied in, and the lines leave the cart. ' +
    'Then the buyer gets a confirmation email in `language` (default: the account language) and the supplier a notification (SUPPLIER_EMAIL, SUPPLIER_LANGUAGE); a mail failure does not fail the order (the outbox retries). ' +
    'data.dto follows the order language (zh: CNY display fields). A retry with the same idempotencyKey answers the same order (header Idempotent-Replayed: true) and sends no mail. ' +
    `No cartIds → 400 naming cartIds; a line that is not the customer's → 404 naming cartIds; an address that is not theirs → 404 naming addressId.`,
  ok: [dtoEnvelopeSchema(orderSchema), 'Sent (store.submitOrder); data.dto is the inquiry'],
  errors: READ_ERRORS,
});

customerRoute(orderApi, submitRoute, FAILURE.orderSubmit, async (c, { db, me }) => {
  const { order, replayed } = await submitOrder(db, me.siteId, me.customerId, c.req.valid('json'), deskOnSubmit);
  if (replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(dtoEnvelope(order, 'Your inquiry has been sent'), 200);
});

customerPageRoute(orderApi, '/Order', 'Orders', FAILURE.orderList, {
  query: orderListQuery,
  summary: "The signed-in customer's inquiries",
  description: `Newest first, paged (R7.89: data.list and total); each with listOrderDetailDTO, each line with a productDTO from the submit-time snapshot (R3.46).`,
  list: [orderSchema, 'data.list of inquiries and the total'],
  read: ({ db, me }, query, paging) => listOrders(db, me.siteId, me.customerId, paging, query.languageFlag),
});

const getRoute = apiRoute('get', '/Order/{id}', { params: orderIdPath, query: orderListQuery.pick({ languageFlag: true }) }, 'Orders', {
  summary: 'One inquiry',
  description: `Not in §7: one of the customer's inquiries (for the PDF and Excel downloads). Another customer's or an unknown id → 404 naming id.`,
  ok: [dtoEnvelopeSchema(orderSchema), 'data.dto is the inquiry'],
  errors: READ_ERRORS,
});

customerRoute(orderApi, getRoute, FAILURE.orderList, async (c, { db, me }) => {
  const { id } = c.req.valid('param');
  const order = await getOrder(db, me.siteId, me.customerId, id, c.req.valid('query').languageFlag);
  if (!order) throw new AppError('not_found', `id: no order ${id}`, { field: 'id' });
  return c.json(dtoEnvelope(order, 'ok'), 200);
});
