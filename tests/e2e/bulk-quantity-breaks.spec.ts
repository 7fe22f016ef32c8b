import { expect, test } from '@playwright/test';
import type { ProductRow } from '@/lib/validation/admin/products';
import type { TopicRow } from '@/lib/validation/admin/topics';
import { OWNER, signInToWorkspace, type WorkspaceLanguage } from './support/workspace';

// "Set quantity breaks" on a selection from the product list (ADR 0055): 500+ −5 %, 1000+ −10 %
// off each product's USD price; the preview shows each product's prices and the product whose
// MOQ is above 500 as skipped with why; applied, the breaks are stored; undone, they are gone.
// Also the dialog's screenshots (1440, zh and en).

test.describe.configure({ timeout: 120_000 });

const WORDS = {
  zh: { all: '全部', skipped: '起订量（800）', done: '刚刚为 2 个商品设置了阶梯价' },
  en: { all: 'All', skipped: 'MOQ (800)', done: 'Quantity breaks were just set on 2 products' },
} as const;

async function data<T>(answer: Promise<{ status: () => number; json: () => Promise<unknown> }>): Promise<T> {
  const response = await answer;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

for (const language of ['zh', 'en'] as WorkspaceLanguage[]) {
  test(`(${language}) set quantity breaks on three products: previewed with one skipped, applied, undone`, async ({ page, baseURL }) => {
    const words = WORDS[language];
    await signInToWorkspace(page, baseURL!, OWNER.email, OWNER.password, language);
    const topic = (await data<{ list: TopicRow[] }>(page.request.get('/api/admin/topics'))).list[0]!;
    const tag = `QBB${language.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
    const made: ProductRow[] = [];
    for (const [i, [usd, moq]] of [
      [1.99, 100],
      [1.1, 200],
      [2.5, 800],
    ].entries()) {
      const body = { itemno: `${tag}-${i + 1}`, name: `陶瓷杯${i + 1}号`, nameen: `Ceramic cup ${i + 1}`, topicId: topic.id, price: 14, foreignprice: usd, stock: 50, moq };
      made.push((await data<{ dto: ProductRow }>(page.request.post('/api/admin/products', { data: body }))).dto);
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/admin/products');
    await page.getByTestId('list-search').fill(tag);
    await expect(page.getByTestId('products-table').locator('tbody tr')).toHaveCount(3);
    await page.getByTestId('products-table').getByRole('checkbox', { name: words.all }).check();
    await page.getByTestId('bulk-breaks').click();
    await page.getByTestId('bulk-breaks-USD-qty-0').fill('500');
    await page.getByTestId('bulk-breaks-USD-percent-0').fill('-5%');
    await page.getByTestId('bulk-breaks-USD-add').click();
    await page.getByTestId('bulk-breaks-USD-qty-1').fill('1000');
    await page.getByTestId('bulk-breaks-USD-percent-1').fill('10');
    await page.locator('.a-dialog').screenshot({ path: `docs/screenshots/admin-bulk-breaks-form-${language}-1440.png` });
    await page.getByTestId('bulk-breaks-preview-button').click();

    const rows = page.getByTestId('bulk-breaks-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: made[0]!.itemno })).toContainText('500+ $1.89 · 1,000+ $1.79');
    await expect(rows.filter({ hasText: made[1]!.itemno })).toContainText('500+ $1.05 · 1,000+ $0.99');
    await expect(page.getByTestId('bulk-breaks-skipped')).toContainText(made[2]!.itemno);
    await expect(page.getByTestId('bulk-breaks-skipped')).toContainText(words.skipped);
    await page.locator('.a-dialog').screenshot({ path: `docs/screenshots/admin-bulk-breaks-preview-${language}-1440.png` });
    await page.getByTestId('bulk-breaks-apply').click();
    await expect(page.getByTestId('bulk-breaks-undo-bar')).toContainText(words.done);

    // The storefront's product page (English: USD) shows the stored breaks, and none once undone.
    const table = async (id: number) => (await (await page.request.get(`/product-detail/${id}`)).text()).match(/data-testid="price-break-row"/g)?.length ?? 0;
    await expect.poll(() => table(made[0]!.id)).toBe(3);
    expect(await table(made[2]!.id)).toBe(0);
    await page.getByTestId('bulk-breaks-undo').click();
    await expect(page.getByTestId('bulk-breaks-undo-bar')).toHaveCount(0);
    await expect.poll(() => table(made[0]!.id)).toBe(0);
  });
}
