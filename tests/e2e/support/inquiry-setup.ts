import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

export interface ShippingAddress {
  contactName: string;
  company?: string;
  phone: string;
  country: string;
  region: string;
  city: string;
  addressLine: string;
}

/** A buyer's address in the United States, with a company. */
export const PORTLAND_ADDRESS: ShippingAddress = {
  contactName: 'Ruth Keller',
  company: 'Keller Homewares',
  phone: '+1 503 555 0142',
  country: 'US',
  region: 'OR',
  city: 'Portland',
  addressLine: '820 NW Glisan St',
};

export interface CartLine {
  id: number;
  productId: number;
}

export interface InquirySetup {
  /** What goes into the cart first, in one request: each product at its quantity. */
  cart: { productId: number; addNum: number }[];
  /** Saved as the buyer's address; the inquiry ships to the first address the buyer has. */
  address: ShippingAddress;
  /** The language the inquiry is written in (its mail and its page). */
  language: 'en' | 'zh';
  /** The lines of the whole cart the inquiry sends; the rest stay in the cart. Default: all. */
  send?: (lines: CartLine[]) => CartLine[];
  /** The buyer's note on the inquiry. */
  message?: string;
}

async function data<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

/**
 * A signed-in buyer's inquiry made through the API, as the cart page sends one: the products go
 * into the cart, the address is saved, and the chosen cart lines are submitted with it. Every
 * request must answer 200. Returns the inquiry's order number.
 */
export async function submitInquiryByApi(request: APIRequestContext, setup: InquirySetup): Promise<string> {
  await data(request.post('/api/ShoppingCart', { data: { list: setup.cart } }));
  await data(request.post('/api/CustAddress', { data: setup.address }));
  const lines = (await data<{ list: CartLine[] }>(request.get('/api/ShoppingCart?isGetAll=true'))).list;
  const [address] = (await data<{ list: { id: number }[] }>(request.get('/api/CustAddress'))).list;
  const inquiry = {
    cartIds: (setup.send ?? ((all) => all))(lines).map((line) => line.id),
    ...(setup.message === undefined ? {} : { message: setup.message }),
    addressId: address!.id,
    idempotencyKey: randomUUID(),
    language: setup.language,
  };
  return (await data<{ dto: { orderNo: string } }>(request.post('/api/Order/SubmitOrder', { data: inquiry }))).dto.orderNo;
}
