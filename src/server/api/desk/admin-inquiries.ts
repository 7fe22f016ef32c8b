import { OpenAPIHono } from '@hono/zod-openapi';
import {
  assignBodySchema,
  deskMembersSchema,
  inquiryDetailSchema,
  inquiryInboxSchema,
  inquiryListQuery,
  quoteBodySchema,
  quotePdfQuery,
  quotePricesQuery,
  quotePricesSchema,
  quoteVersionParams,
  quoteVersionSchema,
  reasonBodySchema,
  staffMessageBodySchema,
} from '@/lib/validation/admin/inquiries';
import { idParam } from '@/lib/validation/admin/workspace-list-query';
import {
  assignInquiry,
  closeInquiry,
  getInquiryDetail,
  listDeskMembers,
  listInbox,
  openInquiry,
  postStaffMessage,
  quotePrices,
  saveQuote,
  sendQuote,
  filledReplies,
  staffProformaPdf,
  staffQuotePdf,
  type DeskStaff,
} from '@/server/inquiries';
import { filledRepliesSchema } from '@/lib/validation/admin/reply-templates';
import { listFields, withFields } from '../kit/domain-answers';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { fileAnswer, pdfRoute, rendered } from '../kit/file-answer';
import { jsonBody } from '../kit/route';
import { staffRowActions } from '../kit/row-actions';
import { apiRoute } from '../kit/route-doc';
import { staffRoute, type StaffContext } from '../kit/staff-route';

// The inquiry desk's workspace calls (role sales, and the owner). A sales member sees
// their own and the unassigned inquiries (others answer 404); the owner sees all; a catalogue
// member gets 403. Every write checks the state machine (409 naming the state) and leaves an
// audit row in its transaction.

export const adminInquiriesApi = new OpenAPIHono();
const ONE = '/admin/inquiries/{id}';
const WRITE_ERRORS = ['bad_request', 'not_found', 'conflict', 'unavailable'] as const;
const VISIBILITY = 'A sales member reaches their own and unassigned inquiries (another’s answers 404 naming id); the owner every inquiry of the site.';

const desk = ({ staff, audit }: StaffContext): DeskStaff => ({ id: staff.id, siteId: staff.siteId, role: staff.role, audit });

staffRoute(
  adminInquiriesApi,
  apiRoute('get', '/admin/inquiries', { query: inquiryListQuery }, 'Workspace', {
    summary: 'The inquiry inbox',
    description: `One page of inquiries, newest first: filters state, assignee (a member id or \`none\`), from/to (received, UTC days), country, waitingHours (the buyer has waited for our answer at least that many hours), asked=true (an unanswered buyer question); q searches buyer name, email, company, inquiry number and item code. counts: inquiries per state under the same filters. ${VISIBILITY}`,
    ok: [dtoEnvelopeSchema(inquiryInboxSchema), 'data.dto: list, total, page, pageSize, counts'],
    errors: ['bad_request', 'unavailable'],
  }),
  async (c, context) => c.json(dtoEnvelope(await listInbox(context.db, desk(context), c.req.valid('query'))), 200),
);

staffRoute(
  adminInquiriesApi,
  apiRoute('get', '/admin/inquiries/members', {}, 'Workspace', {
    summary: 'The desk’s members',
    description:
      'Active sales members and owners of the site (id, name, email, role): the names on timelines and notes, and whom an inquiry or a rule may go to. Any desk member may read it.',
    ok: [dtoEnvelopeSchema(deskMembersSchema), 'data.dto.list'],
    errors: ['unavailable'],
  }),
  async (c, context) => c.json(dtoEnvelope({ list: await listDeskMembers(context.db, context.staff) }), 200),
);

staffRoute(
  adminInquiriesApi,
  apiRoute('get', ONE, { params: idParam }, 'Workspace', {
    summary: 'One inquiry',
    description: `Lines, buyer, address, timeline, every quote version (sent or not) and every message including internal notes. Reading it clears the staff unread marker. ${VISIBILITY}`,
    ok: [dtoEnvelopeSchema(inquiryDetailSchema), 'data.dto'],
    errors: ['bad_request', 'not_found', 'unavailable'],
  }),
  async (c, context) => c.json(dtoEnvelope(await getInquiryDetail(context.db, desk(context), c.req.valid('param').id)), 200),
);

/** A desk write on one inquiry: POST `…/{id}/<action>`; `act` changes it, the answer is the inquiry as it then is. */
const deskAction = staffRowActions(adminInquiriesApi, ONE, {
  ok: [inquiryDetailSchema, 'data.dto: the inquiry after the change'],
  errors: WRITE_ERRORS,
  after: (context, id) => getInquiryDetail(context.db, desk(context), id),
});

deskAction(
  'assign',
  assignBodySchema,
  {
    summary: 'Assign an inquiry',
    description: `Body \`{ staffId }\` (null: unassign). The owner assigns to any active sales member or owner of the site; a sales member may only take it for themselves (403 naming staffId otherwise) or let go of their own. Timeline entry \`assign\`, audit inquiry.assign. ${VISIBILITY}`,
  },
  (context, id, { staffId }) => assignInquiry(context.db, desk(context), id, staffId),
);

deskAction(
  'open',
  undefined,
  {
    summary: 'Open an inquiry',
    description: `new → in_progress: a member has started on it; any other state → 409 naming the state. Audit inquiry.open. ${VISIBILITY}`,
  },
  (context, id) => openInquiry(context.db, desk(context), id),
);

deskAction(
  'close',
  reasonBodySchema,
  {
    summary: 'Close an inquiry',
    description: `accepted | declined | expired → closed, with an optional reason (≤ 500). Any other state → 409 naming the state. Audit inquiry.close. ${VISIBILITY}`,
  },
  (context, id, { reason }) => closeInquiry(context.db, desk(context), id, reason),
);

staffRoute(
  adminInquiriesApi,
  apiRoute('get', `${ONE}/quote-prices`, { params: idParam, query: quotePricesQuery }, 'Workspace', {
    summary: 'Default prices of a quote’s lines in a currency',
    description:
      'currency USD|CNY (absent: the buyer’s default — CNY for an inquiry in Chinese or shipping to China, else USD). Each line: the product’s list price in that currency (source list); without one, the other list price converted at the owner’s exchange rate, four decimals (source rate, and `rate` names the rate, its date and who set it); with neither, null (source none). basis names whose price it is at the line’s quantity, and basisDetail what the editor’s note says of it (the range and the unit it counts in, the customer’s or group’s list by name, the kept quote; null for the list price). ' +
      `The editor asks it for a first quote and on every currency switch, so editor, tests and API share one rule (ADR 0038). ${VISIBILITY}`,
    ok: [dtoEnvelopeSchema(quotePricesSchema), 'data.dto'],
    errors: ['bad_request', 'not_found', 'unavailable'],
  }),
  async (c, context) => c.json(dtoEnvelope(await quotePrices(context.db, desk(context), c.req.valid('param').id, c.req.valid('query').currency)), 200),
);

staffRoute(
  adminInquiriesApi,
  apiRoute('post', `${ONE}/quotes`, { params: idParam, body: jsonBody(quoteBodySchema) }, 'Workspace', {
    summary: 'Save a quote version',
    description:
      'Body: currency (USD|CNY), lines (1–200: orderLineId of this inquiry, unitPrice in that currency with at most 4 decimals, quantity, moq, leadTimeDays), incoterm, port, paymentTerms, validUntil (today or later), note. ' +
      `Makes the next version (v1, v2…); earlier versions never change, so a change of currency is a new version. The answer carries its warnings (quantity below MOQ, no lead time, validity passed), which never refuse a save or a send. Only while new, in_progress or quoted (else 409 naming the state). Audit inquiry.quote-save. ${VISIBILITY}`,
    ok: [dtoEnvelopeSchema(quoteVersionSchema), 'data.dto: the saved version (not sent yet)'],
    errors: WRITE_ERRORS,
  }),
  async (c, context) => c.json(dtoEnvelope(await withFields(listFields('lines'), () => saveQuote(context.db, desk(context), c.req.valid('param').id, c.req.valid('json')))), 200),
);

staffRoute(
  adminInquiriesApi,
  apiRoute('post', `${ONE}/quotes/{version}/send`, { params: quoteVersionParams }, 'Workspace', {
    summary: 'Send a quote version to the buyer',
    description:
      'Sends the newest version (an older or already sent one → 409 naming version; a passed validity date → 400 naming validUntil): stamps sentAt, moves the inquiry to quoted (from new, in_progress or quoted; else 409 naming the state) and mails the buyer in the inquiry’s language through the outbox. ' +
      `Audit inquiry.quote-send. ${VISIBILITY}`,
    ok: [dtoEnvelopeSchema(quoteVersionSchema), 'data.dto: the sent version'],
    errors: WRITE_ERRORS,
  }),
  async (c, context) => {
    const { id, version } = c.req.valid('param');
    return c.json(dtoEnvelope(await sendQuote(context.db, desk(context), id, version)), 200);
  },
);

staffRoute(
  adminInquiriesApi,
  pdfRoute(`${ONE}/quotes/{version}/pdf`, { params: quoteVersionParams, query: quotePdfQuery }, 'Workspace', {
    summary: 'Preview a quote version as the PDF the buyer receives',
    description:
      'The quotation PDF (`Q-<orderNo>-v<version>.pdf`, A4): supplier letterhead, buyer and ship-to, lines with item code, name, quantity, MOQ, lead time, unit price and amount, the total, terms and note. Any version, sent or not; `lang` en|zh, default the inquiry’s language. ' +
      `Unknown version → 404 naming version; no CJK font → 503 naming font; every render slot busy → 503 busy. ${VISIBILITY}`,
    ok: 'The quotation PDF (Content-Disposition: attachment)',
    errors: ['bad_request', 'not_found', 'unavailable', 'busy'],
  }),
  async (c, context) => {
    const { id, version } = c.req.valid('param');
    const file = await rendered(() => staffQuotePdf(context.db, desk(context), id, version, c.req.valid('query').lang, c.req.raw.signal));
    return fileAnswer(c, file);
  },
);

deskAction(
  'messages',
  staffMessageBodySchema,
  {
    summary: 'Write to the buyer, or add an internal note',
    description:
      'Body `{ body (1–4000), internal }`. A message (internal false) is mailed to the buyer and shown on their inquiry; refused once closed or cancelled (409 naming the state). ' +
      `An internal note is never mailed and never shown to the buyer. Audit inquiry.message or inquiry.note. ${VISIBILITY}`,
  },
  (context, id, { body, internal }) => postStaffMessage(context.db, desk(context), id, body, internal),
);

staffRoute(
  adminInquiriesApi,
  pdfRoute(`${ONE}/proforma`, { params: idParam, query: quotePdfQuery }, 'Workspace', {
    summary: 'Download the proforma invoice the buyer got',
    description:
      'The proforma invoice PDF (`PI-<orderNo>-v<version>.pdf`) of the version the buyer accepted, the same file the buyer downloads; it stays available after the inquiry is closed. `lang` en|zh, default the inquiry’s language. ' +
      `Nothing accepted yet → 409 naming state; no CJK font → 503 naming font; every render slot busy → 503 busy. ${VISIBILITY}`,
    ok: 'The proforma invoice PDF (Content-Disposition: attachment)',
    errors: ['bad_request', 'not_found', 'conflict', 'unavailable', 'busy'],
  }),
  async (c, context) => {
    const file = await rendered(() => staffProformaPdf(context.db, desk(context), c.req.valid('param').id, c.req.valid('query').lang, c.req.raw.signal));
    return fileAnswer(c, file);
  },
);

staffRoute(
  adminInquiriesApi,
  apiRoute('get', `${ONE}/replies`, { params: idParam }, 'Workspace', {
    summary: 'The reply templates, filled in for this inquiry',
    description: `Every reply template of the site in the buyer’s language (the inquiry’s), with {buyerName}, {companyName}, {orderNo}, {staffName} (the caller), {quoteVersion} and {validUntil} (the newest sent quote) filled in, for the reply box to start from. ${VISIBILITY}`,
    ok: [dtoEnvelopeSchema(filledRepliesSchema), 'data.dto.list'],
    errors: ['bad_request', 'not_found', 'unavailable'],
  }),
  async (c, context) => c.json(dtoEnvelope({ list: await filledReplies(context.db, desk(context), c.req.valid('param').id) }), 200),
);
