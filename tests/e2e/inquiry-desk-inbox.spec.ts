import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { LOCALES, localized } from './locales';
import { signUpByApi } from './support/sign-up';
import { OWNER, signInToWorkspace } from './support/workspace';

// The desk telling staff what to do next, end to end in both languages: a buyer's inquiry is
// quoted (v1), the buyer asks on /order, the inbox marks the question, a templated reply goes out
// in the buyer's language, v2 is quoted and the buyer accepts it; staff download the proforma
// from the inquiry, the buyer's /order shows v2's total apart from the cart estimate and offers
// both quotations; the inbox and the inquiry read on a 375 px phone without sideways scrolling.
// Quotes are saved and sent through the API (the quote editor has its own spec): every desk step
// this spec is about is a click in a browser.

// Two browsers, two quotes, two PDFs and a phone pass: a long flow on a shared machine.
test.describe.configure({ timeout: 480_000 });
// Every desk page reads the database on load: give it room when the machine is busy.
const expect = baseExpect.configure({ timeout: 30_000 });

/** Unit prices of v1 and v2 in the quote's currency (CNY for the Chinese buyer, USD otherwise). */
const QUOTE = {
  en: { currency: 'USD', v1: [4.2, 0.35], v2: [3.85, 0.31] },
  zh: { currency: 'CNY', v1: [29.8, 2.5], v2: [27.5, 2.2] },
} as const;

async function ok<T = unknown>(response: Promise<{ status(): number; json(): Promise<unknown>; text(): Promise<string> }>): Promise<T> {
  const answer = await response;
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

async function newPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

interface Line {
  id: number;
  addNum: number;
}

/** A signed-in buyer (API) sends two catalogue products as an inquiry in `locale`. */
async function buyerSendsInquiry(buyer: Page, locale: 'en' | 'zh', prefix: string) {
  await buyer.goto(localized(prefix, '/about'));
  const { email, user } = await signUpByApi(buyer.request, locale === 'zh' ? '林采购' : 'Lena Borg');
  const products = (await ok<{ data: { list: { id: number; moq: number }[] } }>(buyer.request.get('/api/Product?PageSize=2'))).data.list;
  await ok(buyer.request.post('/api/ShoppingCart', { data: { list: products.map((p) => ({ productId: p.id, addNum: p.moq })) } }));
  await ok(
    buyer.request.post('/api/CustAddress', {
      data: {
        contactName: 'Lena Borg',
        company: 'Borg Trading',
        phone: '+356 2100 0000',
        ...(locale === 'zh'
          ? { country: 'CN', region: '浙江省', city: '杭州市', addressLine: '西湖区文三路 90 号' }
          : { country: 'MT', city: 'Valletta', addressLine: '5 Merchants Street' }),
      },
    }),
  );
  const lines = (await ok<{ data: { list: { id: number }[] } }>(buyer.request.get('/api/ShoppingCart?isGetAll=true'))).data.list;
  const [address] = (await ok<{ data: { list: { id: number }[] } }>(buyer.request.get('/api/CustAddress'))).data.list;
  const submitted = await ok<{ data: { dto: { id: number; orderNo: string; listOrderDetailDTO: Line[] } } }>(
    buyer.request.post('/api/Order/SubmitOrder', {
      data: { cartIds: lines.map((l) => l.id), message: '圣诞订货，请报价。', addressId: address!.id, idempotencyKey: randomUUID(), language: locale },
    }),
  );
  await buyer.evaluate(
    (profile) => localStorage.setItem('user', JSON.stringify({ state: { user: { ...profile, isLogin: true, collectionNum: 0, shoppingCartNum: 0, orderNum: 1 } }, version: 0 })),
    { id: user.id, nick: user.nick, email },
  );
  return { nick: user.nick, inquiry: submitted.data.dto };
}

/** The owner saves and sends the next quote version with these unit prices (API). */
async function quote(owner: Page, id: number, lines: Line[], currency: string, prices: readonly number[]) {
  const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const saved = await ok<{ data: { dto: { version: number } } }>(
    owner.request.post(`/api/admin/inquiries/${id}/quotes`, {
      data: {
        currency,
        lines: lines.map((line, i) => ({ orderLineId: line.id, unitPrice: prices[i]!, quantity: line.addNum, moq: line.addNum, leadTimeDays: 35 })),
        incoterm: 'FOB',
        port: 'Ningbo',
        paymentTerms: '30% T/T',
        validUntil,
      },
    }),
  );
  await ok(owner.request.post(`/api/admin/inquiries/${id}/quotes/${saved.data.dto.version}/send`));
  return saved.data.dto.version;
}

/** The page's width fits the viewport: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scroll, client } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(scroll, `scrollWidth ${scroll} > clientWidth ${client} at ${page.url()}`).toBeLessThanOrEqual(client);
}

for (const { locale, prefix } of LOCALES) {
  test(`(${locale}) question marked in the inbox → templated reply → v2 accepted → staff download the proforma → /order shows v2 and both quotations; 375 px without sideways scroll`, async ({
    browser,
    baseURL,
  }) => {
    const { currency } = QUOTE[locale];
    const owner = await newPage(browser, baseURL!);
    await signInToWorkspace(owner, baseURL!, OWNER.email, OWNER.password, locale);
    const template = await ok<{ data: { dto: { id: number; name: string } } }>(
      owner.request.post('/api/admin/reply-templates', {
        data: {
          name: `${locale === 'zh' ? '包装答复' : 'Packing answer'} ${randomUUID().slice(0, 4)}`,
          bodyEn: 'Dear {buyerName}, thank you for your question on {orderNo}: red gift boxes are possible. Best regards, {staffName}',
          bodyZh: '{buyerName}您好，关于询盘 {orderNo} 的问题：可以做红色礼盒。{staffName}',
        },
      }),
    );
    const buyer = await newPage(browser, baseURL!);
    const { nick, inquiry } = await buyerSendsInquiry(buyer, locale, prefix);
    const lines = inquiry.listOrderDetailDTO;
    await quote(owner, inquiry.id, lines, currency, QUOTE[locale].v1);

    // The buyer asks on /order.
    await buyer.goto(localized(prefix, '/order'));
    const card = buyer.locator(`[data-testid="order-card"][data-order-id="${inquiry.id}"]`);
    await card.getByTestId('inquiry-open').click();
    const question = locale === 'zh' ? '可以做红色礼盒吗？' : 'Can you pack them in red gift boxes?';
    await card.getByTestId('inquiry-ask').click();
    await card.getByTestId('question-body').fill(question);
    await card.getByTestId('question-send').click();
    await expect(card.getByTestId('inquiry-message').filter({ hasText: question })).toBeVisible();

    // The inbox marks it: the buyer asked, unread, waiting; the "buyer asked" filter finds it.
    await owner.goto('/admin/inquiries');
    const row = owner.getByTestId(`inquiry-row-${inquiry.id}`);
    await expect(row.getByTestId(`inquiry-asked-${inquiry.id}`)).toBeVisible();
    await expect(row.getByTestId(`inquiry-unread-${inquiry.id}`)).toBeVisible();
    await expect(row.getByTestId(`inquiry-waiting-${inquiry.id}`)).toBeVisible();
    await owner.getByTestId('filter-asked').click();
    await expect(owner).toHaveURL(/asked=true/);
    await expect(row).toBeVisible();
    await owner.getByTestId('filter-asked').click();

    // A templated reply: picked, filled in the buyer's language with their name and the inquiry number, sent.
    await row.click();
    await expect(owner.getByTestId('inquiry-message').filter({ hasText: question })).toBeVisible();
    await owner.getByTestId('composer-template').selectOption({ label: template.data.dto.name });
    const body = owner.getByTestId('composer-body');
    await expect(body).toHaveValue(
      locale === 'zh' ? new RegExp(`^${nick}您好，关于询盘 ${inquiry.orderNo} 的问题`) : new RegExp(`^Dear ${nick}, thank you for your question on ${inquiry.orderNo}`),
    );
    await body.fill(`${await body.inputValue()} ✓`);
    await owner.getByTestId('composer-send').click();
    await expect(owner.getByTestId('inquiry-message').filter({ hasText: inquiry.orderNo })).toBeVisible();
    await owner.goto('/admin/inquiries');
    await expect(owner.getByTestId(`inquiry-row-${inquiry.id}`)).toBeVisible();
    await expect(owner.getByTestId(`inquiry-asked-${inquiry.id}`)).toHaveCount(0);

    // v2, accepted by the buyer on /order.
    await quote(owner, inquiry.id, lines, currency, QUOTE[locale].v2);
    await buyer.reload();
    await card.getByTestId('inquiry-open').click();
    await card.getByTestId('inquiry-accept').click();
    await card.getByTestId('accept-confirm').click();
    await expect(card.getByTestId('inquiry-state')).toHaveAttribute('data-state', 'accepted');

    // Staff see v2 marked accepted and download the proforma the buyer got.
    await owner.goto(`/admin/inquiries/${inquiry.id}`);
    await expect(owner.getByTestId('quote-accepted-2')).toBeVisible();
    await expect(owner.getByTestId('quote-accepted-1')).toHaveCount(0);
    const proformaLink = owner.getByTestId('doc-proforma');
    const [download] = await Promise.all([owner.waitForEvent('download'), proformaLink.click()]);
    expect(download.suggestedFilename()).toBe(`PI-${inquiry.orderNo}-v2.pdf`);
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5_000);
    const fetched = await owner.request.get((await proformaLink.getAttribute('href'))!);
    expect(fetched.status()).toBe(200);
    expect(fetched.headers()['content-type']).toBe('application/pdf');
    expect(await fetched.body()).toHaveLength(pdf.length);
    await expect(owner.getByTestId('doc-quote-1')).toBeVisible();
    await expect(owner.getByTestId('doc-quote-2')).toBeVisible();

    // The buyer's /order: v2's total, the cart's estimate labelled apart, both quotations to download.
    const cents = lines.reduce((sum, line, i) => sum + Math.round(QUOTE[locale].v2[i]! * 100) * line.addNum, 0);
    const digits = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);
    await buyer.reload();
    await expect(card.getByTestId('order-accepted-total')).toContainText(digits);
    await expect(card.getByTestId('accepted-quote')).toHaveAttribute('data-version', '2');
    await expect(card.getByTestId('accepted-quote')).toHaveAttribute('data-currency', currency);
    await expect(card.getByTestId('accepted-total')).toContainText(digits);
    for (const version of [1, 2]) {
      const link = card.getByTestId(`quote-download-${version}`);
      await expect(link).toBeVisible();
      const file = await buyer.request.get((await link.getAttribute('href'))!);
      expect([version, file.status(), file.headers()['content-type']]).toEqual([version, 200, 'application/pdf']);
    }

    // A phone: the inbox and the inquiry fit 375 px.
    const phone = owner;
    await phone.setViewportSize({ width: 375, height: 800 });
    await phone.goto('/admin/inquiries');
    await expect(phone.getByTestId(`inquiry-row-${inquiry.id}`)).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await phone.goto(`/admin/inquiries/${inquiry.id}`);
    await expect(phone.getByTestId('quote-accepted-2')).toBeVisible();
    await expect(phone.getByTestId('inquiry-lines')).toBeVisible();
    await expectNoSidewaysScroll(phone);
    await owner.request.delete(`/api/admin/reply-templates/${template.data.dto.id}`);
  });
}
