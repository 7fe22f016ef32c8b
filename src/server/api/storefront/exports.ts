import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { orderIdPath } from '@/lib/validation/order';
import {
  CJK_FONT_NAME,
  EXPORT_CONTENT_TYPES,
  EXPORT_LINE_LIMIT,
  cartExportQuery,
  cartExportSheet,
  orderExportQuery,
  orderExportSheet,
  renderExport,
  type ExportFormat,
  type ExportSheet,
} from '@/server/exports';
import { consume } from '@/server/security/rate-limit';
import type { SignedInCustomer } from '@/server/accounts/sessions';
import { AppError } from '@/server/errors';
import { errorResponses } from '../kit/errors';
import { FAILURE } from '../kit/failures';
import { fileAnswer, fileResponseDoc, rendered } from '../kit/file-answer';
import { customerRoute } from '../kit/route';

// Beyond the spec: the cart or an inquiry as a PDF or Excel file, in either language.
// GET, so a plain `<a href download>` works with the session cookie. Mounted before the cart and
// order routers (app.ts).

const fileResponse = fileResponseDoc(Object.values(EXPORT_CONTENT_TYPES));

const FILE_NOTE =
  'Columns: picture, item no., name, quantity, MOQ, unit price and amount in the language’s currency (zh: CNY ¥ `price`; en: USD $ `foreignprice`), cartons, m³; then the totals, gross weight and container fill; ' +
  'header with the title, date and buyer, footer with the supplier’s contact. A picture that cannot be read leaves its cell empty. ' +
  `A Chinese PDF needs the ${CJK_FONT_NAME} font: without it the answer is 503 naming the font. ` +
  `At most ${EXPORT_LINE_LIMIT} lines per file (400 otherwise); 30 exports per customer per 10 minutes (429); ` +
  'a server rendering too many files at once answers 503 `busy` with Retry-After.';

/**
 * 30 files per customer per 10 minutes. Both routes need a session (401 before
 * this), so the signed-in customer is always the key; no DeviceCode or IP fallback is needed.
 */
const countExport = (me: SignedInCustomer) => consume('exportCustomer', `${me.siteId}:${me.customerId}`);

async function sendFile(c: Context, sheet: ExportSheet, format: ExportFormat) {
  return fileAnswer(c, await rendered(() => renderExport(sheet, format, c.req.raw.signal)));
}

export const exportsApi = new OpenAPIHono();

const orderRoute = createRoute({
  method: 'get',
  path: '/Order/{id}/Export',
  tags: ['Orders'],
  summary: 'Download an inquiry as PDF or Excel',
  description: `One of the customer's inquiries from its submit-time snapshot, with the delivery address and message; file name \`<orderNo>.pdf|xlsx\`. ${FILE_NOTE} Another customer's or an unknown id → 404 naming id.`,
  request: { params: orderIdPath, query: orderExportQuery },
  responses: {
    200: fileResponse,
    ...errorResponses('bad_request', 'not_found', 'rate_limited', 'unavailable', 'busy'),
  },
});

customerRoute(exportsApi, orderRoute, FAILURE.orderList, async (c, { db, me }) => {
  const { id } = c.req.valid('param');
  const { format, lang } = c.req.valid('query');
  await countExport(me);
  const sheet = await orderExportSheet(db, me, id, lang);
  if (!sheet) throw new AppError('not_found', `id: no order ${id}`, { field: 'id' });
  return sendFile(c, sheet, format);
});

const cartRoute = createRoute({
  method: 'get',
  path: '/ShoppingCart/Export',
  tags: ['Cart'],
  summary: 'Download the cart as PDF or Excel',
  description: `The cart as it is now (\`ids\`: only those lines, all of which must be the customer's, else 404 naming ids), with the logistics of the cart page (cartons, m³, gross kg, 20GP/40GP/40HQ fill); file name \`cart-YYYYMMDD.pdf|xlsx\`. ${FILE_NOTE}`,
  request: { query: cartExportQuery },
  responses: {
    200: fileResponse,
    ...errorResponses('bad_request', 'not_found', 'rate_limited', 'unavailable', 'busy'),
  },
});

customerRoute(exportsApi, cartRoute, FAILURE.cartList, async (c, { db, me }) => {
  const { format, lang, ids } = c.req.valid('query');
  await countExport(me);
  const sheet = await cartExportSheet(db, me, ids, lang);
  return sendFile(c, sheet, format);
});
