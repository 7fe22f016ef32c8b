import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { pagingOf } from '@/lib/validation/common';
import { ORDER_MESSAGE_MAX, orderIdPath, orderListQuery, submitOrderBodySchema } from '@/lib/validation/order';
import { getOrder, listOrders, submitOrder } from '@/server/orders';
import { dtoEnvelope, dtoEnvelopeSchema, listEnvelope, listEnvelopeSchema, okResponse } from './envelope';
import { AppError } from '@/server/errors';
import { errorResponses } from './errors';
import { FAILURE } from './failures';
import { customerRoute, jsonBody } from './route';

// §7 Order (R7.86-R7.89): submit the selected cart lines as an inquiry, list the inquiries.

const containerFillSchema = z
  .object({
    code: z.enum(['20GP', '40GP', '40HQ']),
    volumeM3: z.number().openapi({ description: 'Usable volume of one container' }),
    payloadKg: z.number().openapi({ description: 'Usable payload of one container' }),
    volumePct: z.number(),
    weightPct: z.number(),
    fillPct: z.number().openapi({ description: 'The larger of volumePct and weightPct' }),
    limitedBy: z.enum(['volume', 'weight']),
    needed: z.number().int().openapi({ description: 'Containers of this size the goods need' }),
  })
  .openapi('ContainerFill');

const addressSnapshotSchema = z
  .object({
    id: z.number().int(),
    contactName: z.string(),
    company: z.string(),
    phone: z.string(),
    email: z.string(),
    country: z.string(),
    region: z.string(),
    city: z.string(),
    addressLine: z.string(),
    postcode: z.string(),
  })
  .openapi('OrderAddress', { description: 'The delivery address as it was at submit time' });

const orderLineSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    addNum: z.number().int(),
    price: z.number().openapi({ description: 'CNY unit price at submit time' }),
    foreignprice: z.number().openapi({ description: 'USD unit price at submit time' }),
    linePrice: z.number(),
    lineForeignPrice: z.number(),
    moq: z.number().int(),
    belowMoq: z.boolean(),
    cartons: z.number().int().openapi({ description: 'addNum ÷ pieces per carton, rounded up' }),
    volumeM3: z.number(),
    grossKg: z.number(),
    productDTO: z
      .object({
        id: z.number().int(),
        code: z.string(),
        name: z.string(),
        nameen: z.string(),
        pics: z.string().openapi({ description: 'The first picture at submit time' }),
        price: z.number(),
        foreignprice: z.number(),
        languageFlag: z.union([z.literal(0), z.literal(1)]),
        displayName: z.string(),
        displayPrice: z.number(),
        currency: z.enum(['CNY', 'USD']),
        listUserFieldDataUseDTO: z.array(z.unknown()),
      })
      .openapi('OrderLineProduct', { description: 'The product snapshot taken at submit time (R3.46)' }),
  })
  .openapi('OrderDetail');

const orderSchema = z
  .object({
    id: z.number().int(),
    orderNo: z.string().openapi({ example: 'LT-20261123-7KQ2MX' }),
    status: z.string().openapi({ example: 'submitted' }),
    message: z.string(),
    language: z.string().openapi({ description: "Language of the buyer's confirmation email" }),
    createtime: z.string().openapi({ description: 'ISO 8601' }),
    address: addressSnapshotSchema.nullable(),
    totalPrice: z.number().openapi({ description: 'CNY' }),
    totalForeignPrice: z.number().openapi({ description: 'USD' }),
    displayTotal: z.number().openapi({ description: 'The total in the currency of languageFlag' }),
    currency: z.enum(['CNY', 'USD']),
    totalCartons: z.number().int(),
    totalVolumeM3: z.number(),
    totalGrossKg: z.number(),
    containerFill: z.array(containerFillSchema),
    lineCount: z.number().int(),
    listOrderDetailDTO: z.array(orderLineSchema),
  })
  .openapi('Order');

export const orderApi = new OpenAPIHono();

const submitRoute = createRoute({
  method: 'post',
  path: '/Order/SubmitOrder',
  tags: ['Orders'],
  summary: 'Submit the selected cart lines as an inquiry',
  description:
    `Body (our design; §7 "order payload"): \`{ cartIds, message (≤ ${ORDER_MESSAGE_MAX}), addressId, idempotencyKey (UUID), language ('en'|'zh') }\`. ` +
    'In one transaction the lines become an inquiry with a snapshot of each product (name, code, first picture, prices, MOQ) and the logistics (cartons, m³, gross kg, 20GP/40GP/40HQ fill), the address is copied in, and the lines leave the cart. ' +
    'Then the buyer gets a confirmation email in `language` (default: the account language) and the supplier a notification (SUPPLIER_EMAIL, SUPPLIER_LANGUAGE); a mail failure does not fail the order (the outbox retries). ' +
    'data.dto follows the order language (zh: CNY display fields). A retry with the same idempotencyKey answers the same order (header Idempotent-Replayed: true) and sends no mail. ' +
    `No cartIds → 400 naming cartIds; a line that is not the customer's → 404 naming cartIds; an address that is not theirs → 404 naming addressId.`,
  request: { body: jsonBody(submitOrderBodySchema) },
  responses: {
    200: okResponse(dtoEnvelopeSchema(orderSchema), 'Sent (store.submitOrder); data.dto is the inquiry'),
    ...errorResponses('bad_request', 'not_found', 'unavailable'),
  },
});

customerRoute(orderApi, submitRoute, FAILURE.orderSubmit, async (c, { db, me }) => {
  const { order, replayed } = await submitOrder(db, me.siteId, me.customerId, c.req.valid('json'));
  if (replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(dtoEnvelope(order, 'Your inquiry has been sent'), 200);
});

const listRoute = createRoute({
  method: 'get',
  path: '/Order',
  tags: ['Orders'],
  summary: "The signed-in customer's inquiries",
  description: `Newest first, paged (R7.89: data.list and total); each with listOrderDetailDTO, each line with a productDTO from the submit-time snapshot (R3.46).`,
  request: { query: orderListQuery },
  responses: {
    200: okResponse(listEnvelopeSchema(orderSchema), 'data.list of inquiries and the total'),
    ...errorResponses('bad_request', 'unavailable'),
  },
});

customerRoute(orderApi, listRoute, FAILURE.orderList, async (c, { db, me }) => {
  const query = c.req.valid('query');
  const paging = pagingOf(query);
  const { list, total } = await listOrders(db, me.siteId, me.customerId, paging, query.languageFlag);
  return c.json(listEnvelope(list, total, paging), 200);
});

const getRoute = createRoute({
  method: 'get',
  path: '/Order/{id}',
  tags: ['Orders'],
  summary: 'One inquiry',
  description: `Not in §7: one of the customer's inquiries (for the PDF and Excel downloads). Another customer's or an unknown id → 404 naming id.`,
  request: { params: orderIdPath, query: orderListQuery.pick({ languageFlag: true }) },
  responses: {
    200: okResponse(dtoEnvelopeSchema(orderSchema), 'data.dto is the inquiry'),
    ...errorResponses('bad_request', 'not_found', 'unavailable'),
  },
});

customerRoute(orderApi, getRoute, FAILURE.orderList, async (c, { db, me }) => {
  const { id } = c.req.valid('param');
  const order = await getOrder(db, me.siteId, me.customerId, id, c.req.valid('query').languageFlag);
  if (!order) throw new AppError('not_found', `id: no order ${id}`, { field: 'id' });
  return c.json(dtoEnvelope(order, 'ok'), 200);
});
