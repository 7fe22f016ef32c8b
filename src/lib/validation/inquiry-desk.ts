import { z } from 'zod';
import { rowIdParam } from './catalog';
import { documentLang, inquiryMessageSchema, inquiryStateSchema, quoteVersionSchema, QUOTE_VERSION_MAX, timelineEntrySchema } from './admin/inquiries';

// The buyer's side of the inquiry desk (storefront API, customer session): what the
// buyer sees of an inquiry — never the internal notes, never an unsent quote version — and the
// bodies of accept, decline, question and cancel.

export const buyerInquirySchema = z
  .object({
    id: z.number().int(),
    orderNo: z.string(),
    state: inquiryStateSchema,
    /** Something new from the supplier since the buyer last looked (cleared by this read). */
    unread: z.boolean(),
    timeline: z.array(timelineEntrySchema.omit({ actorId: true })),
    quotes: z.array(quoteVersionSchema.omit({ createdBy: true, warnings: true })),
    messages: z.array(inquiryMessageSchema.omit({ internal: true, authorId: true })),
  })
  .meta({ id: 'BuyerInquiry' });
export type BuyerInquiry = z.infer<typeof buyerInquirySchema>;

/** POST /api/Order/{id}/Accept: the version the buyer read, so a newer quote sent meanwhile is not accepted unseen. */
export const acceptBodySchema = z.object({ version: z.number().int().min(1).max(QUOTE_VERSION_MAX) }).meta({ id: 'AcceptQuoteBody' });

/** GET /api/Order/Inquiry/{id}/Proforma: the proforma invoice of the accepted quote. */
export const proformaQuery = z.object({ lang: documentLang });

/** GET /api/Order/Inquiry/{id}/Quote/{version}: a sent quotation's PDF. */
export const buyerQuoteParams = z.object({
  id: rowIdParam('Order id (data.list[].id)'),
  version: z.coerce.number().int().min(1).max(QUOTE_VERSION_MAX).meta({ description: 'Quote version', example: 1 }),
});
