import { expect, test } from '@playwright/test';
import rolesEn from '../../messages/admin/roles.en.json';
import rolesZh from '../../messages/admin/roles.zh.json';
import { OWNER, signInToWorkspace } from './support/workspace';

// ADR 0042: the owner reads the role table in the workspace (角色权限), the same table the
// server's guards and the menu follow; a member the owner makes sees the menu the table gives
// their role, and the API refuses what the table refuses.

for (const language of ['zh', 'en'] as const) {
  const words = language === 'zh' ? rolesZh : rolesEn;

  test(`(${language}) the owner opens the role table from the menu: one row per area, access control the owner's alone`, async ({ page, baseURL }) => {
    await signInToWorkspace(page, baseURL!, OWNER.email, OWNER.password, language);
    await page.getByTestId('nav-roles').click();
    await expect(page.getByRole('heading', { name: words.roleTable.title })).toBeVisible();
    const table = page.getByTestId('role-table');
    await expect(table.getByRole('row', { name: new RegExp(words.roleTable.areas.access.slice(0, 4)) })).toBeVisible();
    await expect(page.getByTestId('role-cell-access-catalogue')).toHaveAttribute('data-open', 'no');
    await expect(page.getByTestId('role-cell-access-owner')).toHaveAttribute('data-open', 'yes');
    await expect(page.getByTestId('role-cell-inquiries-sales')).toContainText(words.roleTable.partly);
    await expect(page.getByTestId('role-note-inquiriesSales')).toContainText(words.roleTable.sees.inquiriesSales);
    if (language === 'zh') {
      await page.screenshot({ path: 'docs/screenshots/role-table-zh-1440.png', fullPage: true });
      await page.setViewportSize({ width: 375, height: 812 });
      await expect(table).toBeVisible();
      await page.screenshot({ path: 'docs/screenshots/role-table-zh-375.png', fullPage: true });
    }
  });
}

test('a catalogue clerk has no 访问控制 in the menu, and the API refuses their access-code calls', async ({ page, browser, baseURL }) => {
  await signInToWorkspace(page, baseURL!, OWNER.email, OWNER.password, 'zh');
  const email = `clerk-${Date.now().toString(36)}@lantern.test`;
  const password = 'Clerk-password-2026';
  const made = await page.request.post('/api/admin/staff', { data: { email, name: '李娜', role: 'catalogue', password }, headers: { origin: baseURL! } });
  expect(made.status()).toBe(200);

  const clerk = await (await browser.newContext({ baseURL })).newPage();
  await signInToWorkspace(clerk, baseURL!, email, password, 'zh');
  await expect(clerk.getByTestId('nav-products')).toBeVisible();
  await expect(clerk.getByTestId('nav-access')).toHaveCount(0);
  await expect(clerk.getByTestId('nav-roles')).toHaveCount(0);
  const generate = await clerk.request.post('/api/admin/access-codes/generate', { data: { count: 1 }, headers: { origin: baseURL! } });
  expect(generate.status()).toBe(403);
  await clerk.goto('/admin/access');
  await expect(clerk.getByText('无权访问')).toBeVisible();
});
