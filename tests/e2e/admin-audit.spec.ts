import { expect, request as newRequest, test } from '@playwright/test';
import type { ProductRow } from '@/lib/validation/admin/products';
import type { TopicRow } from '@/lib/validation/admin/topics';
import { OWNER, signInToWorkspace } from './support/workspace';

// The owner reads the audit log in Chinese: filtered to one colleague and one product, the row of
// a price change says who (by name), what (in words) and the price before and after. And the
// Chinese sign-in page words a wrong password in Chinese, from the error's message key.

// A whole staff flow (two sessions, API writes, the screen, the CSV) on a busy 2-core runner.
test.describe.configure({ timeout: 240_000 });

const CLERK = { email: `clerk-${Date.now().toString(36)}@lantern.test`, name: '王芳', password: 'Clerk-e2e-Password-2026' };

test('(zh) a wrong password on sign-in reads in Chinese', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lantern_admin_lang', value: 'zh', url: baseURL! }]);
  await page.goto('/admin/login');
  await page.locator('#email').fill(OWNER.email);
  await page.locator('#password').fill('not-the-password-at-all');
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/session') && r.request().method() === 'POST');
  await page.getByTestId('sign-in-submit').click();
  expect((await answer).status()).toBe(401);
  await expect(page.getByTestId('sign-in')).toContainText('邮箱或密码错误');
  await expect(page.getByTestId('sign-in')).not.toContainText('Wrong email or password');
});

test('(zh) the audit log filtered to one person and one product shows the price before and after', async ({ page, baseURL }) => {
  await signInToWorkspace(page, baseURL!, OWNER.email, OWNER.password, 'zh');

  // The owner adds a catalogue clerk and a product; the clerk changes its price in a session of
  // their own; the owner changes its stock, so the person filter has something to leave out.
  const made = await page.request.post('/api/admin/staff', { data: { email: CLERK.email, name: CLERK.name, role: 'catalogue', password: CLERK.password } });
  expect(made.status(), await made.text()).toBe(200);
  const clerkId = ((await made.json()) as { data: { dto: { id: number } } }).data.dto.id;
  const topic = ((await (await page.request.get('/api/admin/topics')).json()) as { data: { list: TopicRow[] } }).data.list[0]!;
  const base = {
    itemno: `AUD-${Date.now().toString(36)}`,
    name: '审计测试灯笼',
    nameen: 'Audit lantern',
    topicId: topic.id,
    price: 12.5,
    foreignprice: 1.8,
    stock: 100,
    published: true,
  };
  const created = await page.request.post('/api/admin/products', { data: base });
  expect(created.status(), await created.text()).toBe(200);
  const product = ((await created.json()) as { data: { dto: ProductRow } }).data.dto;

  const clerk = await newRequest.newContext({ baseURL });
  try {
    const signedIn = await clerk.post('/api/admin/session', { data: { email: CLERK.email, password: CLERK.password } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const priced = await clerk.put(`/api/admin/products/${product.id}`, { data: { ...base, price: 15.8 } });
    expect(priced.status(), await priced.text()).toBe(200);
  } finally {
    await clerk.dispose();
  }
  const stocked = await page.request.put(`/api/admin/products/${product.id}`, { data: { ...base, price: 15.8, stock: 80 } });
  expect(stocked.status()).toBe(200);

  await page.goto('/admin/audit');
  // The first page of a log every other spec wrote to as well, on a busy runner.
  await expect(page.getByTestId('audit-rows')).toBeVisible({ timeout: 30_000 });
  const person = page.getByTestId('audit-filter-person');
  await expect(person.locator(`option[value="${clerkId}"]`)).toHaveText(CLERK.name);
  // One filter at a time, each once the URL holds the one before: a change made before the screen
  // has read the previous one from the URL would start from the older filters.
  await person.selectOption(String(clerkId));
  await expect(page).toHaveURL(new RegExp(`staffId=${clerkId}`));
  await page.getByTestId('audit-filter-entity').selectOption('product');
  await expect(page).toHaveURL(/entity=product/);
  await page.getByTestId('audit-filter-entity-id').fill(String(product.id));
  await page.getByTestId('audit-filter-entity-id').press('Enter');
  await expect(page).toHaveURL(new RegExp(`entityId=${product.id}`));

  const rows = page.locator('[data-testid^="audit-row-"]');
  // The clerk's one change of this product: the owner's create and stock change are filtered out.
  await expect(rows).toHaveCount(1, { timeout: 30_000 });
  const row = rows.first();
  await expect(row.getByTestId('audit-who')).toHaveText(CLERK.name);
  await expect(row.getByTestId('audit-action')).toHaveText('修改商品');
  const price = row.getByTestId('audit-change-price');
  await expect(price.getByTestId('audit-before')).toHaveText(/^12\.50?$/);
  await expect(price.getByTestId('audit-after')).toHaveText(/^15\.80?$/);
  await expect(row.getByTestId('audit-change-stock')).toHaveCount(0);
  await expect(row.getByTestId('audit-record-link')).toHaveAttribute('href', `/admin/products/${product.id}`);

  // The same filters as CSV for Excel: a BOM, Chinese headers, the one row.
  const csv = await page.request.get((await page.getByTestId('audit-export-csv').getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  const bytes = await csv.body();
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.startsWith('时间,操作人')).toBe(true);
  expect(text).toContain(`${CLERK.name},${CLERK.email},修改商品`);
});
