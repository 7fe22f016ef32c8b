import type { Locale } from '@/i18n/routing';
import { apiDelete, apiGet, apiPost } from '@/lib/api-client';
import type { ContainerSpec } from '@/lib/container-fill';
import { languageFlagOf } from '@/lib/locale-fields';
import type { AddressDto } from '@/lib/validation/address';
import type { CartItemDto } from '@/lib/validation/cart';
import type { Envelope } from '@/lib/validation/envelope';
import type { OrderDto } from '@/lib/validation/order';

// The §7 ShoppingCart and SubmitOrder calls the browser makes, typed at this boundary
// (docs/ARCHITECTURE.md "Cart, favorites and inquiries").

export type CartLine = CartItemDto;
export type CartItem = { productId: number; addNum: number };

const CART = '/api/ShoppingCart';

export interface CartContents {
  lines: CartLine[];
  containers: ContainerSpec[];
}

/** R7.73/R7.74: the whole server cart, display fields in the page language, with container capacities. */
export async function fetchCart(locale: Locale): Promise<CartContents> {
  const { data } = await apiGet<Envelope<{ list: CartLine[]; containers: ContainerSpec[] }>>(CART, { isGetAll: 'true', languageFlag: languageFlagOf(locale) });
  return { lines: data.list, containers: data.containers };
}

/** R4.55/R7.76: adds to the server cart; answers the new line count (the header badge). */
export async function addToServerCart(list: CartItem[]): Promise<number> {
  return (await apiPost<Envelope<{ shoppingCartNum: number }>>(CART, { list })).data.shoppingCartNum;
}

export async function setLineQuantity(id: number, addNum: number, locale: Locale): Promise<CartLine> {
  return (await apiPost<Envelope<{ dto: CartLine }>>(`${CART}/SetQuantity?languageFlag=${languageFlagOf(locale)}`, { id, addNum })).data.dto;
}

/** R7.77/R7.78: removes lines by id (comma-joined); answers the new line count. */
export async function removeLines(ids: readonly number[]): Promise<number> {
  return (await apiDelete<Envelope<{ shoppingCartNum: number }>>(`/api/shoppingCart/${ids.join(',')}`)).data.shoppingCartNum;
}

export async function fetchAddresses(): Promise<AddressDto[]> {
  return (await apiGet<Envelope<{ list: AddressDto[] }>>('/api/CustAddress')).data.list;
}

export interface InquiryInput {
  cartIds: number[];
  message: string;
  addressId: number;
  idempotencyKey: string;
  language: Locale;
}

/** R7.86/R7.87: one inquiry from the selected lines; a retry with the same key answers the same order. */
export async function submitInquiry(input: InquiryInput): Promise<OrderDto> {
  return (await apiPost<Envelope<{ dto: OrderDto }>>('/api/Order/SubmitOrder', input)).data.dto;
}

export type ExportFormat = 'pdf' | 'xlsx';

/** Downloads (beyond the spec): the selected lines as a PDF or Excel sheet in the page language. */
export function cartExportUrl(format: ExportFormat, locale: Locale, ids: readonly number[]): string {
  return `${CART}/Export?${new URLSearchParams({ format, lang: locale, ids: ids.join(',') })}`;
}
