import type { Identifier } from 'ra-core';
import type { DeskMember, InquiryDetail, InquiryInbox, InquiryListQuery, QuoteBody, QuotePrices, QuoteVersion } from '@/lib/validation/admin/inquiries';
import type { QuoteCurrency } from '@/lib/inquiry-states';
import type { KeepPricesBody, KeptListLocale, KeptPrices } from '@/lib/validation/admin/pricing';
import type { FilledReply } from '@/lib/validation/admin/reply-templates';
import { getDto, jsonBody } from './http';

// The inquiry desk's calls that are not plain records (GET/POST /api/admin/inquiries…): the
// inbox with its tab counts, the moves on one inquiry, quote versions and prices, the filled-in
// replies. They sit on the workspace dataProvider so ra-core's useDataProvider runs them and a
// 401 (the session ended) signs the member out as on every other screen. Each answers `{ data }`.

export type InboxFilters = Partial<Pick<InquiryListQuery, 'state' | 'assignee' | 'from' | 'to' | 'country' | 'q' | 'waitingHours'>> & {
  asked?: 'true';
  page: number;
  pageSize: number;
};

/** A move on one inquiry that answers the inquiry after it (POST /inquiries/:id/<move>). */
export type InquiryMove = 'open' | 'assign' | 'close' | 'messages';

export function inboxSearch(filters: InboxFilters): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

const inquiry = (id: Identifier) => `/inquiries/${encodeURIComponent(String(id))}`;
const post = (body?: unknown): RequestInit => ({ method: 'POST', ...(body === undefined ? {} : { body: jsonBody(body) }) });

export const deskMethods = {
  getInbox: async (filters: InboxFilters) => ({ data: await getDto<InquiryInbox>(`/inquiries?${inboxSearch(filters)}`) }),
  /** Active sales members and owners of the site (every desk member may read the list). */
  getDeskMembers: async () => ({ data: (await getDto<{ list: DeskMember[] }>('/inquiries/members')).list }),
  moveInquiry: async (id: Identifier, move: InquiryMove, body?: unknown) => ({ data: await getDto<InquiryDetail>(`${inquiry(id)}/${move}`, post(body)) }),
  addQuoteVersion: async (id: Identifier, body: QuoteBody) => ({ data: await getDto<QuoteVersion>(`${inquiry(id)}/quotes`, post(body)) }),
  sendQuote: async (id: Identifier, version: number) => ({ data: await getDto<unknown>(`${inquiry(id)}/quotes/${version}/send`, post()) }),
  /** The list prices for a quote, in the buyer's currency or the one asked for. */
  getQuotePrices: async (id: Identifier, currency?: QuoteCurrency) => ({
    data: await getDto<QuotePrices>(`${inquiry(id)}/quote-prices${currency ? `?currency=${currency}` : ''}`),
  }),
  /** The reply templates filled in for this inquiry, in the buyer's language. */
  getFilledReplies: async (id: Identifier) => ({ data: (await getDto<{ list: FilledReply[] }>(`${inquiry(id)}/replies`)).list }),
  /** The price list kept from the inquiry's accepted quote (`list: null` when none). */
  getKeptPrices: async (id: Identifier) => ({ data: await getDto<KeptPrices>(`${inquiry(id)}/kept-prices`) }),
  /** Keeps the accepted quote as the buyer's prices for `days` (replacing what was kept from it before), the list named in `locale`. */
  keepQuotePrices: async (id: Identifier, days: number, locale: KeptListLocale) => ({
    data: await getDto<KeptPrices>(`${inquiry(id)}/kept-prices`, post({ days, locale } satisfies KeepPricesBody)),
  }),
};

export type DeskMethods = typeof deskMethods;
