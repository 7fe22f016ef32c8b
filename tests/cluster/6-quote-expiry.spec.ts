import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CLUSTER_OWNER } from '../../scripts/cluster/owner.mjs';
import { captchaCode, sql } from './support/cluster';

// A quote whose validity date has passed becomes `expired` without anyone acting, and
// both sides see it. The pass runs in every process (every 2 s here, QUOTE_EXPIRY_INTERVAL_SECONDS)
// but one process at a time (an advisory lock): the inquiry gets exactly one `expire` entry.
//
// The calendar cannot be moved for a running server, so the test moves the quote instead: its
// validity date goes back to yesterday by SQL, as if a day had passed (quote rows are immutable by
// trigger; the trigger is set aside for that one statement, in its transaction).

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const today = () => new Date().toISOString().slice(0, 10);

async function ok<T = unknown>(response: Promise<{ status(): number; json(): Promise<unknown>; text(): Promise<string> }>): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

/** A registered buyer with one inquiry of one line; answers the inquiry's id and number. */
async function buyerWithInquiry(api: APIRequestContext) {
  const guid = randomUUID();
  expect((await api.get(`/verifycode/NumberVerifyCode?guid=${guid}`)).status()).toBe(200);
  const email = `expiry-${guid.slice(0, 8)}@example.com`;
  const registered = await ok<{ data: { dto: { id: number; nick: string } } }>(
    api.post('/api/Customer/RegisterByEmail', {
      data: { email, nick: 'Edda', companyName: 'Expiry Imports', pwd: 'abc123', verifyGuid: guid, verifyCode: await captchaCode(guid) },
    }),
  );
  const products = (await ok<{ data: { list: { id: number; moq: number }[] } }>(api.get('/api/Product?PageSize=1'))).data.list;
  await ok(api.post('/api/ShoppingCart', { data: { list: [{ productId: products[0]!.id, addNum: products[0]!.moq }] } }));
  await ok(api.post('/api/CustAddress', { data: { contactName: 'Edda Berg', phone: '+47 22 00 00 00', country: 'NO', city: 'Oslo', addressLine: 'Karl Johans gate 1' } }));
  const [line] = (await ok<{ data: { list: { id: number }[] } }>(api.get('/api/ShoppingCart?isGetAll=true'))).data.list;
  const [address] = (await ok<{ data: { list: { id: number }[] } }>(api.get('/api/CustAddress'))).data.list;
  const submitted = await ok<{ data: { dto: { id: number; orderNo: string } } }>(
    api.post('/api/Order/SubmitOrder', { data: { cartIds: [line!.id], addressId: address!.id, idempotencyKey: randomUUID(), language: 'en', message: '' } }),
  );
  return { ...submitted.data.dto, buyer: { ...registered.data.dto, email } };
}

test('a sent quote past its validity date shows expired to buyer and staff after the pass, with one expire entry across both processes', async ({ page, playwright, baseURL }) => {
  const buyer = await playwright.request.newContext({ baseURL });
  const inquiry = await buyerWithInquiry(buyer);

  // The owner quotes (valid until today) and sends it, through the workspace API.
  await ok(page.request.post('/api/admin/session', { data: CLUSTER_OWNER }));
  const detail = await ok<{ data: { dto: { items: { id: number }[] } } }>(page.request.get(`/api/admin/inquiries/${inquiry.id}`));
  const lines = detail.data.dto.items.map((item) => ({ orderLineId: item.id, unitPrice: 2.5, quantity: 120, moq: 60, leadTimeDays: 30 }));
  await ok(
    page.request.post(`/api/admin/inquiries/${inquiry.id}/quotes`, {
      data: { currency: 'USD', lines, incoterm: 'FOB', port: 'Ningbo', paymentTerms: '30% deposit', validUntil: today(), note: '' },
    }),
  );
  await ok(page.request.post(`/api/admin/inquiries/${inquiry.id}/quotes/1/send`));
  const quoted = await ok<{ data: { dto: { state: string } } }>(buyer.get(`/api/Order/Inquiry/${inquiry.id}`));
  expect(quoted.data.dto.state).toBe('quoted');

  // A day passes for this quote.
  await sql(
    `DO $$ BEGIN
       ALTER TABLE inquiry_quotes DISABLE TRIGGER inquiry_quotes_immutable;
       UPDATE inquiry_quotes SET valid_until = '${yesterday()}' WHERE order_id = ${Number(inquiry.id)};
       ALTER TABLE inquiry_quotes ENABLE TRIGGER inquiry_quotes_immutable;
     END $$`,
  );

  // Nobody acts: the next pass (either process) expires it. The buyer's view, then the staff's.
  await expect
    .poll(async () => (await ok<{ data: { dto: { state: string } } }>(buyer.get(`/api/Order/Inquiry/${inquiry.id}`))).data.dto.state, { timeout: 20_000 })
    .toBe('expired');
  await page.goto(`/admin/inquiries/${inquiry.id}`);
  await expect(page.getByTestId('inquiry-state')).toHaveText(/expired|已过期/i);
  const buyerPage = await (
    await page
      .context()
      .browser()!
      .newContext({ baseURL, storageState: await buyer.storageState() })
  ).newPage();
  // The shop's pages read the signed-in profile from localStorage, as after a sign-in in the UI.
  await buyerPage.goto('/about');
  await buyerPage.evaluate(
    (user) => localStorage.setItem('user', JSON.stringify({ state: { user: { ...user, isLogin: true, collectionNum: 0, shoppingCartNum: 0, orderNum: 1 } }, version: 0 })),
    inquiry.buyer,
  );
  await buyerPage.goto('/order');
  await expect(buyerPage.locator(`[data-testid="order-card"][data-order-id="${inquiry.id}"]`).getByTestId('inquiry-state')).toHaveAttribute('data-state', 'expired');

  // Several more passes have run on both processes by now: still one expire entry, by the system.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const events = await sql<{ event: string; actor_kind: string }>(`SELECT event, actor_kind FROM inquiry_events WHERE order_id = $1 AND event = 'expire'`, [inquiry.id]);
  expect(events).toEqual([{ event: 'expire', actor_kind: 'system' }]);
  await buyer.dispose();
});
