import type { Locale } from '@/i18n/routing';
import { apiGet, apiPost } from '@/lib/api-client';
import { languageFlagOf } from '@/lib/locale-fields';
import type { Envelope } from '@/lib/validation/envelope';
import type { BuyerInquiry } from '@/lib/validation/inquiry-desk';
import type { OrderDto } from '@/lib/validation/order';
import type { ExportFormat } from '@/components/cart/cart-api';

// §7 Order list (R7.88, R7.89), typed at this boundary.

export type Order = OrderDto;

export interface OrdersPage {
  list: Order[];
  total: number;
}

/** Newest first; display fields of each line's snapshot follow the page language. */
export async function fetchOrders(locale: Locale, page: number, pageSize: number): Promise<OrdersPage> {
  const { data } = await apiGet<Envelope<{ list: Order[]; searchListResourceParamaters: { total: number } }>>('/api/Order', {
    page,
    PageSize: pageSize,
    languageFlag: languageFlagOf(locale),
  });
  return { list: data.list, total: data.searchListResourceParamaters.total };
}

/** Downloads (beyond the spec): one inquiry as a PDF or Excel sheet in the page language. */
export function orderExportUrl(id: number, format: ExportFormat, locale: Locale): string {
  return `/api/Order/${id}/Export?${new URLSearchParams({ format, lang: locale })}`;
}

// The buyer's side of the inquiry desk. Every answer is the inquiry as the buyer now sees it.

export type { BuyerInquiry };
export type BuyerQuote = BuyerInquiry['quotes'][number];

const desk = (id: number, action = '') => `/api/Order/Inquiry/${id}${action && `/${action}`}`;
const dtoOf = async (reply: Promise<Envelope<{ dto: BuyerInquiry }>>) => (await reply).data.dto;

/** State, timeline, sent quote versions and messages; reading it clears the unread marker. */
export const fetchInquiry = (id: number) => dtoOf(apiGet(desk(id)));
/** `version`: the quote the buyer read (a newer one sent meanwhile is a 409 naming version). */
export const acceptQuote = (id: number, version: number) => dtoOf(apiPost(desk(id, 'Accept'), { version }));
export const declineQuote = (id: number, reason: string) => dtoOf(apiPost(desk(id, 'Decline'), { reason }));
export const askQuestion = (id: number, body: string) => dtoOf(apiPost(desk(id, 'Question'), { body }));
export const cancelInquiry = (id: number, reason: string) => dtoOf(apiPost(desk(id, 'Cancel'), { reason }));

/** The proforma invoice of an accepted quote (PDF). */
export const proformaUrl = (id: number) => desk(id, 'Proforma');
