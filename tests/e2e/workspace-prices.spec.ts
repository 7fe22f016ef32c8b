import { expect, test, type Page } from '@playwright/test';
import type { ProductRow } from '@/lib/validation/admin/products';
import type { PriceList } from '@/lib/validation/admin/pricing';
import type { TopicRow } from '@/lib/validation/admin/topics';
import { signUpByApi } from './support/sign-up';
import { OWNER, signInToWorkspace } from './support/workspace';

// Quantity breaks and a customer's own prices in the workspace (ADR 0052), in both workspace
// languages: the owner sets a product's USD breaks in the product form (a break at the MOQ is
// named on its row first), makes a 10 % price list for a buyer, and the product's public page
// shows the break table. Each run makes its own product and buyer, so no other spec's data matters.

test.describe.configure({ timeout: 120_000 });

const WORDS = {
  zh: { atMoq: '起订量', valid: '今日有效', saved: '已保存' },
  en: { atMoq: 'MOQ', valid: 'Valid today', saved: 'Saved' },
} as const;

async function newProduct(page: Page, tag: string): Promise<ProductRow> {
  const topics = await page.request.get('/api/admin/topics');
  expect(topics.status()).toBe(200);
  const topic = ((await topics.json()) as { data: { list: TopicRow[] } }).data.list[0]!;
  const created = await page.request.post('/api/admin/products', {
    data: {
      itemno: `BRK-${tag}`,
      name: `阶梯价灯笼 ${tag}`,
      nameen: `Break lantern ${tag}`,
      topicId: topic.id,
      price: 8.6,
      foreignprice: 1.2,
      moq: 100,
      published: true,
    },
  });
  expect(created.status()).toBe(200);
  return ((await created.json()) as { data: { dto: ProductRow } }).data.dto;
}

async function fillBreak(page: Page, row: number, qty: string, price: string) {
  await page.getByTestId(`breaks-USD-qty-${row}`).fill(qty);
  await page.getByTestId(`breaks-USD-price-${row}`).fill(price);
}

for (const language of ['zh', 'en'] as const) {
  test(`(${language}) the owner sets a product's breaks and gives a buyer 10 % off; the product page shows the breaks`, async ({ page, baseURL, request }) => {
    const words = WORDS[language];
    const buyer = await signUpByApi(request, language === 'zh' ? '王伟' : 'Anna');
    await signInToWorkspace(page, baseURL!, OWNER.email, OWNER.password, language);
    const tag = `${language}-${Date.now().toString(36)}`;
    const product = await newProduct(page, tag);

    await page.goto(`/admin/products/${product.id}`);
    await page.getByTestId('breaks-USD-add').click();
    await fillBreak(page, 0, '100', '1.10');
    // A break at the MOQ is named on its own row, and cannot be saved.
    await expect(page.getByTestId('breaks-USD-row-0').getByRole('alert')).toContainText(words.atMoq);
    await expect(page.getByTestId('breaks-USD-save')).toBeDisabled();
    await fillBreak(page, 0, '500', '1.10');
    await page.getByTestId('breaks-USD-add').click();
    await fillBreak(page, 1, '2000', '0.98');
    await expect(page.getByTestId('breaks-USD-ranges')).toContainText('2,000');
    const saved = page.waitForResponse((r) => r.url().includes(`/api/admin/price-breaks/${product.id}`) && r.request().method() === 'PUT');
    await page.getByTestId('breaks-USD-save').click();
    expect((await saved).status()).toBe(200);

    await page.goto('/admin/price-lists/new');
    await page.getByTestId('list-name').fill(`${buyer.user.nick} 10 % ${tag}`);
    await page.getByTestId('list-percent').fill('10');
    await page.getByTestId('list-customers-search').fill(buyer.email);
    await page.getByTestId('list-customers-results').getByRole('button', { name: buyer.email }).click();
    await expect(page.getByTestId('list-customers-chips')).toContainText(buyer.email);
    await page.getByTestId('list-save').click();
    await expect(page).toHaveURL(/\/admin\/price-lists\/\d+$/);
    await expect(page.getByTestId('list-status')).toHaveText(words.valid);
    const listId = Number(/\/price-lists\/(\d+)$/.exec(page.url())![1]);
    const list = ((await (await page.request.get(`/api/admin/price-lists/${listId}`)).json()) as { data: { dto: PriceList } }).data.dto;
    expect(list).toMatchObject({ kind: 'percent', percentOff: 10, status: 'valid', customers: [{ email: buyer.email }] });

    // The breaks are public prices: the English page (USD) shows the three ranges to anyone.
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`/product-detail/${product.id}`);
    await expect(visitor.getByTestId('price-break-row')).toHaveCount(3);
    await expect(visitor.getByTestId('price-breaks')).toContainText('0.98');
    await visitor.close();
  });
}
