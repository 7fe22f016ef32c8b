import { z } from 'zod';
import { PRICE_SOURCES } from '../line-pricing';
import { addressSnapshotSchema } from '../address';
import { ACTOR_KINDS, INQUIRY_STATES, QUOTE_CURRENCIES, TIMELINE_EVENTS } from '@/lib/inquiry-states';
import { UNIT_PRICE_DECIMALS, hasAtMostDecimals } from '@/lib/quote-money';
import { blankToUndefined, idNumber, INT4_MAX } from '../common';
import { exchangeRateSchema } from './exchange-rate';
import { countryCode, dayRangeFields, isoDay } from './workspace-fields';
import { workspaceListQuery } from './workspace-list-query';

// Contracts of the inquiry desk — the workspace's inbox, one inquiry, assignment, quote
// versions, messages and internal notes, close, and the assignment rules; the buyer's view of the
// same inquiry is src/lib/validation/inquiry-desk.ts and reuses the parts below.

export const MESSAGE_BODY_MAX = 4000;
export const REASON_MAX = 500;
export const QUOTE_LINE_LIMIT = 200;
export const QUOTE_NOTE_MAX = 2000;
/** A version number: far past any negotiation a desk has. */
export const QUOTE_VERSION_MAX = 1000;
/** Incoterms 2020. */
export const INCOTERMS = ['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF'] as const;

export { isoDay };

export const inquiryStateSchema = z.enum(INQUIRY_STATES).meta({ id: 'InquiryState' });

/** An inquiry's size and totals as its summaries show them (the inbox, a customer's recent inquiries). */
export const inquiryTotalsFields = { lines: z.number().int(), totalPrice: z.number(), totalForeignPrice: z.number() };

export const inquiryListQuery = workspaceListQuery(['createdAt'], 'desc')
  .extend({
    state: inquiryStateSchema.optional(),
    /** A member's id, or `none` for the unassigned ones. */
    assignee: z.union([z.literal('none'), z.coerce.number().int().min(1).max(INT4_MAX)]).optional(),
    /** Received from `from` to `to`, both days included (UTC). */
    ...dayRangeFields,
    country: countryCode.optional(),
    /** Only inquiries whose buyer has waited for our answer at least this many hours (1 h to a year). */
    waitingHours: z.coerce.number().int().min(1).max(8760).optional(),
    /** Only inquiries with a buyer's question nobody has answered yet. */
    asked: z
      .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
      .transform((v) => v === 'true')
      .optional(),
  })
  .meta({ id: 'AdminInquiryListQuery' });
export type InquiryListQuery = z.infer<typeof inquiryListQuery>;

export const inquiryBuyerSchema = z
  .object({ id: z.number().int(), email: z.string(), nick: z.string(), companyName: z.string(), language: z.string() })
  .meta({ id: 'AdminInquiryBuyer' });

export const inquiryRowSchema = z
  .object({
    id: z.number().int(),
    orderNo: z.string(),
    state: inquiryStateSchema,
    assigneeId: z.number().int().nullable(),
    assigneeName: z.string(),
    buyer: inquiryBuyerSchema,
    country: z.string(),
    ...inquiryTotalsFields,
    staffUnread: z.boolean(),
    /** Since when the buyer has waited for our answer (their submit or an unanswered question); null: nothing owed. */
    waitingSince: z.string().nullable(),
    /** The buyer asked something no staff message or sent quote has answered yet. */
    buyerAsked: z.boolean(),
    /** The quote version the buyer accepted, once they have. */
    acceptedVersion: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminInquiryRow' });
export type InquiryRow = z.infer<typeof inquiryRowSchema>;

export const inquiryInboxSchema = z
  .object({
    list: z.array(inquiryRowSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Inquiries per state under the same filters (the state filter aside), for the inbox tabs. */
    counts: z.record(inquiryStateSchema, z.number().int()),
    /** Inquiries under the same filters with something the staff have not looked at (new, or a buyer's answer). */
    unread: z.number().int(),
  })
  .meta({ id: 'AdminInquiryInbox' });
export type InquiryInbox = z.infer<typeof inquiryInboxSchema>;

export const timelineEntrySchema = z
  .object({
    event: z.enum(TIMELINE_EVENTS),
    from: inquiryStateSchema.nullable(),
    to: inquiryStateSchema,
    actorKind: z.enum(ACTOR_KINDS),
    actorId: z.number().int().nullable(),
    reason: z.string(),
    at: z.string(),
  })
  .meta({ id: 'InquiryTimelineEntry' });

export const quoteLineSchema = z
  .object({
    orderLineId: idNumber(),
    code: z.string().max(100).optional().meta({ widget: 'readonly' }),
    // Four decimals at most (ADR 0038): what the PDF prints is what the amounts are computed from.
    unitPrice: z
      .number()
      .min(0)
      .max(1_000_000_000)
      .refine((price) => hasAtMostDecimals(price, UNIT_PRICE_DECIMALS), `must have at most ${UNIT_PRICE_DECIMALS} decimals`),
    quantity: z.number().int().min(1).max(100_000_000),
    moq: z.number().int().min(1).max(100_000_000),
    leadTimeDays: z.number().int().min(0).max(3650),
  })
  .meta({ id: 'QuoteLine' });

export const quoteWarningSchema = z
  .discriminatedUnion('code', [
    z.object({ code: z.literal('belowMoq'), line: z.number().int(), quantity: z.number().int(), moq: z.number().int() }),
    z.object({ code: z.literal('noLeadTime'), line: z.number().int() }),
    z.object({ code: z.literal('validityPassed'), validUntil: z.string() }),
  ])
  .meta({ id: 'QuoteWarning' });

/** GET …/{id}/quote-prices: the lines' default prices in a currency (absent → the buyer's default). */
export const quotePricesQuery = z.object({
  currency: z
    .preprocess(blankToUndefined, z.enum(QUOTE_CURRENCIES, { error: "must be 'USD' or 'CNY'" }).optional())
    .meta({ description: 'USD or CNY; absent: the buyer’s default', example: 'CNY' }),
});

/** What the editor's note beside a default price names, past its basis (null for the list price). */
export const quotePriceBasisSchema = z
  .object({
    fromQty: z.number().int().meta({ description: 'First quantity of the range the line’s quantity falls in' }),
    toQty: z.number().int().nullable().meta({ description: 'Last quantity of that range (inclusive); null: open' }),
    list: z
      .string()
      .nullable()
      .meta({ description: 'The name of the customer’s or group’s price list that set the price (null for a break, a kept quote, or a line whose product is gone)' }),
    quote: z.string().nullable().meta({ description: 'The inquiry number of the kept quote that set the price' }),
    unitCode: z.string().meta({
      description:
        'The unit the range counts in: the line’s unit of sale kept at submit, a code of the unit list (PC, SET, PAIR, DOZ, BOX, BAG, ...); empty for inquiries sent before units were kept: pieces',
      example: 'SET',
    }),
    unitName: z.string().meta({ description: 'The unit’s Chinese name in the unit list (the code when the list lacks it)', example: '套' }),
    unitNameen: z.string().meta({ description: 'The unit’s English name in the unit list (the code when the list lacks it)', example: 'set' }),
  })
  .meta({ id: 'QuotePriceBasis' });
export type QuotePriceBasis = z.infer<typeof quotePriceBasisSchema>;

export const quotePricesSchema = z
  .object({
    currency: z.enum(QUOTE_CURRENCIES),
    /** CNY for a buyer writing in Chinese or shipping to China, else USD. */
    defaultCurrency: z.enum(QUOTE_CURRENCIES),
    lines: z.array(
      z.object({
        orderLineId: z.number().int(),
        /** Null when the product has no list price in either currency, or no rate is set: staff type it. */
        unitPrice: z.number().nullable(),
        source: z.enum(['list', 'rate', 'none']),
        /** ADR 0052: whose price it is at the line's quantity — the buyer's own list, a group's, a quantity break or the list price. */
        basis: z.enum(PRICE_SOURCES),
        basisDetail: quotePriceBasisSchema.nullable(),
      }),
    ),
    /** The owner's rate, when a line was converted with it (else null). */
    rate: exchangeRateSchema.nullable(),
  })
  .meta({ id: 'QuotePrices' });
export type QuotePrices = z.infer<typeof quotePricesSchema>;

/** POST /api/admin/inquiries/{id}/quotes: a new version (lines name the inquiry's own lines). */
export const quoteBodySchema = z
  .object({
    currency: z.enum(QUOTE_CURRENCIES),
    lines: z.array(quoteLineSchema).min(1).max(QUOTE_LINE_LIMIT),
    incoterm: z.enum(INCOTERMS),
    port: z.string().trim().max(100).default(''),
    paymentTerms: z.string().trim().max(200).default(''),
    validUntil: isoDay,
    note: z.string().trim().max(QUOTE_NOTE_MAX).default(''),
  })
  .meta({ id: 'QuoteBody' });
export type QuoteBody = z.infer<typeof quoteBodySchema>;

export const quoteVersionSchema = z
  .object({
    version: z.number().int(),
    currency: z.enum(QUOTE_CURRENCIES),
    lines: z.array(quoteLineSchema.extend({ code: z.string() })),
    incoterm: z.string(),
    port: z.string(),
    paymentTerms: z.string(),
    validUntil: z.string(),
    note: z.string(),
    createdBy: z.number().int().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    /** Below-MOQ quantities, missing lead times, a passed validity (as of today, UTC): src/lib/quote-warnings.ts. */
    warnings: z.array(quoteWarningSchema),
  })
  .meta({ id: 'InquiryQuoteVersion' });
export type QuoteVersion = z.infer<typeof quoteVersionSchema>;

export const inquiryMessageSchema = z
  .object({ id: z.number().int(), authorKind: z.enum(['staff', 'buyer']), authorId: z.number().int().nullable(), body: z.string(), internal: z.boolean(), at: z.string() })
  .meta({ id: 'InquiryMessage' });

export const inquiryLineSchema = z
  .object({
    id: z.number().int(),
    productId: z.number().int(),
    code: z.string(),
    name: z.string(),
    nameen: z.string(),
    addNum: z.number().int(),
    moq: z.number().int(),
    price: z.number(),
    foreignprice: z.number(),
  })
  .meta({ id: 'InquiryLine' });

export const inquiryDetailSchema = inquiryRowSchema
  .extend({
    language: z.string(),
    message: z.string(),
    /** The delivery address as it was at submit time (null for inquiries sent without one). */
    address: addressSnapshotSchema.nullable(),
    buyerUnread: z.boolean(),
    items: z.array(inquiryLineSchema),
    timeline: z.array(timelineEntrySchema),
    quotes: z.array(quoteVersionSchema),
    messages: z.array(inquiryMessageSchema),
  })
  .meta({ id: 'AdminInquiryDetail' });
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/** GET /api/admin/inquiries/members: who can hold an inquiry (active sales members and owners). */
export const deskMemberSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.enum(['sales', 'owner']) }).meta({ id: 'InquiryDeskMember' });
export type DeskMember = z.infer<typeof deskMemberSchema>;
export const deskMembersSchema = z.object({ list: z.array(deskMemberSchema) }).meta({ id: 'InquiryDeskMembers' });

/** POST …/assign: a member of the site (sales or owner), or null to unassign (owner only). */
export const assignBodySchema = z.object({ staffId: idNumber().nullable() }).meta({ id: 'AssignInquiryBody' });

export const quoteVersionParams = z.object({
  id: z.coerce.number().int().min(1).max(INT4_MAX).meta({ description: 'Inquiry id', example: 1 }),
  version: z.coerce.number().int().min(1).max(QUOTE_VERSION_MAX).meta({ description: 'Quote version', example: 1 }),
});

/** The language of a quotation or proforma PDF; absent → the inquiry's language. */
export const documentLang = z
  .preprocess(blankToUndefined, z.enum(['en', 'zh'], { error: "must be 'en' or 'zh'" }).optional())
  .meta({ description: "Language of the document's labels: 'en' or 'zh'. Default: the inquiry's language.", example: 'en' });

/** GET …/quotes/{version}/pdf: the staff preview of the quotation the buyer receives. */
export const quotePdfQuery = z.object({ lang: documentLang });

const messageText = z.string().trim().min(1, 'must not be empty').max(MESSAGE_BODY_MAX);

/** POST …/messages: to the buyer (mailed), or `internal: true` for a note only staff read. */
export const staffMessageBodySchema = z.object({ body: messageText, internal: z.boolean().default(false) }).meta({ id: 'StaffInquiryMessageBody' });
export const buyerMessageBodySchema = z.object({ body: messageText }).meta({ id: 'BuyerInquiryMessageBody' });

export const reasonBodySchema = z.object({ reason: z.string().trim().max(REASON_MAX).default('') }).meta({ id: 'InquiryReasonBody' });
export const requiredReasonBodySchema = z.object({ reason: z.string().trim().min(1, 'must not be empty').max(REASON_MAX) }).meta({ id: 'InquiryRequiredReasonBody' });

export const assignmentRuleBodySchema = z
  .object({
    country: z.union([countryCode, z.literal('')]).default(''),
    classcode: z
      .string()
      .trim()
      .regex(/^(\d{3}){0,10}$/, 'must be a topic classcode (groups of three digits)')
      .default(''),
    staffId: idNumber(),
  })
  .refine((rule) => (rule.country === '') !== (rule.classcode === ''), { message: 'give exactly one of country and classcode', path: ['country'] })
  .meta({ id: 'AssignmentRuleBody' });
export type AssignmentRuleBody = z.infer<typeof assignmentRuleBodySchema>;

export const assignmentRuleSchema = z
  .object({ id: z.number().int(), country: z.string(), classcode: z.string(), staffId: z.number().int(), staffEmail: z.string(), createdAt: z.string() })
  .meta({ id: 'AssignmentRule' });
export type AssignmentRule = z.infer<typeof assignmentRuleSchema>;
