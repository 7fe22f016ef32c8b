import type { Locale } from '@/i18n/routing';
import { apiGet } from '@/lib/api-client';
import { languageFlagOf } from '@/lib/locale-fields';
import type { Envelope } from '@/lib/validation/envelope';
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

/** Issue 5 "go beyond, part 2": one inquiry as a PDF or Excel sheet in the page language. */
export function orderExportUrl(id: number, format: ExportFormat, locale: Locale): string {
  return `/api/Order/${id}/Export?${new URLSearchParams({ format, lang: locale })}`;
}
