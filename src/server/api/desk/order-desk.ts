import { OpenAPIHono } from '@hono/zod-openapi';
import { buyerMessageBodySchema, reasonBodySchema, requiredReasonBodySchema } from '@/lib/validation/admin/inquiries';
import { acceptBodySchema, buyerInquirySchema, buyerQuoteParams, proformaQuery } from '@/lib/validation/inquiry-desk';
import { orderIdPath } from '@/lib/validation/order';
import { acceptQuote, askQuestion, buyerProformaPdf, buyerQuotePdf, cancelInquiry, declineQuote, getBuyerInquiry } from '@/server/inquiries';
import { consume } from '@/server/security/rate-limit';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { FAILURE } from '../kit/failures';
import { fileAnswer, pdfRoute, rendered } from '../kit/file-answer';
import { customerRoute } from '../kit/route';
import { customerRowActions } from '../kit/row-actions';
import { apiRoute, READ_ERRORS } from '../kit/route-doc';

// The buyer's side of the inquiry desk, beside §7 Order: the inquiry's state, timeline,
// sent quotes and messages (never internal notes), and the buyer's answers. Every call goes
// through the signed-in customer's own inquiry: another buyer's answers 404 like an unknown id.

export const orderDeskApi = new OpenAPIHono();
// Three segments deep, like the workspace's: a path parameter of `..\..\x` then still resolves
// inside /api, where the hostile-input middleware answers it (odd methods and undecodable paths).
const ONE = '/Order/Inquiry/{id}';
const ACTION_ERRORS = [...READ_ERRORS, 'conflict'] as const;

customerRoute(
  orderDeskApi,
  apiRoute('get', ONE, { params: orderIdPath }, 'Orders', {
    summary: 'An inquiry’s state, timeline, quotes and messages',
    description:
      'Not in §7 (the inquiry desk). Quote versions the supplier sent (never a draft); messages between buyer and supplier (never the supplier’s internal notes). Reading it clears `unread`. Another customer’s or an unknown id → 404 naming id.',
    ok: [dtoEnvelopeSchema(buyerInquirySchema), 'data.dto'],
    errors: READ_ERRORS,
  }),
  FAILURE.orderList,
  async (c, { db, me }) => c.json(dtoEnvelope(await getBuyerInquiry(db, me, c.req.valid('param').id)), 200),
);

/**
 * One of the buyer's answers: POST `…/{id}/<action>` with a JSON body; `act` moves the inquiry
 * and the answer is the inquiry as the buyer then sees it.
 */
const buyerAction = customerRowActions(orderDeskApi, ONE, orderIdPath, 'Orders', {
  ok: [buyerInquirySchema, 'data.dto: the inquiry as the buyer sees it, after the action'],
  errors: ACTION_ERRORS,
  after: ({ db, me }, id) => getBuyerInquiry(db, me, id),
});

buyerAction(
  'Accept',
  acceptBodySchema,
  {
    summary: 'Accept the quote',
    description:
      'Body `{ version }`: the sent version the buyer read. quoted → accepted. A newer version sent meanwhile → 409 naming version; a passed validity date → the inquiry expires and 409 naming state; any state but quoted → 409 naming the state. The assignee (or the sales staff) gets a mail.',
  },
  (db, me, id, { version }) => acceptQuote(db, me, id, version),
);

buyerAction(
  'Decline',
  requiredReasonBodySchema,
  {
    summary: 'Decline the quote',
    description: 'Body `{ reason }` (1–500, required). quoted → declined; any other state → 409 naming the state. The assignee (or the sales staff) gets a mail with the reason.',
  },
  (db, me, id, { reason }) => declineQuote(db, me, id, reason),
);

buyerAction(
  'Question',
  buyerMessageBodySchema,
  {
    summary: 'Ask the supplier a question',
    description:
      'Body `{ body }` (1–4000). Refused once the inquiry is closed or cancelled (409 naming the state). The assignee, or every sales member of the site when nobody is assigned, gets a mail.',
  },
  (db, me, id, { body }) => askQuestion(db, me, id, body),
);

buyerAction(
  'Cancel',
  reasonBodySchema,
  {
    summary: 'Cancel the inquiry',
    description: 'Body `{ reason }` (optional, ≤ 500). new | in_progress | quoted → cancelled; after acceptance (or once declined, expired or closed) → 409 naming the state.',
  },
  (db, me, id, { reason }) => cancelInquiry(db, me, id, reason),
);

customerRoute(
  orderDeskApi,
  pdfRoute(`${ONE}/Proforma`, { params: orderIdPath, query: proformaQuery }, 'Orders', {
    summary: 'Download the proforma invoice of the accepted quote',
    description:
      'Not in §7 (the inquiry desk). The proforma invoice PDF (`PI-<orderNo>-v<version>.pdf`, A4) of the accepted quote version: its lines, prices and total, the buyer, the terms and the supplier’s bank account. ' +
      '`lang` en|zh, default the inquiry’s language. Only while the inquiry is accepted (else 409 naming state). Another customer’s or an unknown id → 404 naming id. ' +
      'Counts against the 30 exports per customer per 10 minutes (429); no CJK font → 503 naming font; every render slot busy → 503 busy.',
    ok: 'The proforma invoice PDF (Content-Disposition: attachment)',
    errors: ['bad_request', 'not_found', 'conflict', 'rate_limited', 'unavailable', 'busy'],
  }),
  FAILURE.orderList,
  async (c, { db, me }) => {
    // The same budget as the other downloads: each is a PDF render.
    await consume('exportCustomer', `${me.siteId}:${me.customerId}`);
    const file = await rendered(() => buyerProformaPdf(db, me, c.req.valid('param').id, c.req.valid('query').lang, c.req.raw.signal));
    return fileAnswer(c, file);
  },
);

customerRoute(
  orderDeskApi,
  pdfRoute(`${ONE}/Quote/{version}`, { params: buyerQuoteParams, query: proformaQuery }, 'Orders', {
    summary: 'Download a quotation the supplier sent',
    description:
      'Not in §7. The quotation PDF (`Q-<orderNo>-v<version>.pdf`) of a version the supplier sent, the same file the quote mail carried. `lang` en|zh, default the inquiry’s language. ' +
      'A version never sent, another customer’s or an unknown id → 404 naming version or id. Counts against the 30 exports per customer per 10 minutes (429); no CJK font → 503 naming font; every render slot busy → 503 busy.',
    ok: 'The quotation PDF (Content-Disposition: attachment)',
    errors: ['bad_request', 'not_found', 'rate_limited', 'unavailable', 'busy'],
  }),
  FAILURE.orderList,
  async (c, { db, me }) => {
    await consume('exportCustomer', `${me.siteId}:${me.customerId}`);
    const { id, version } = c.req.valid('param');
    const file = await rendered(() => buyerQuotePdf(db, me, id, version, c.req.valid('query').lang, c.req.raw.signal));
    return fileAnswer(c, file);
  },
);
