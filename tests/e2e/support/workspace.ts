import { expect, type Page } from '@playwright/test';

export type WorkspaceLanguage = 'en' | 'zh';

/** The owner made at start from ADMIN_EMAIL / ADMIN_PASSWORD (playwright.config.ts). */
export const OWNER = { email: 'owner@lantern.test', password: 'Lantern-e2e-Owner-2026' };

/** Signs in through the workspace's form and switches the workspace to `language` (saved on the member's profile). */
export async function signInToWorkspace(page: Page, baseURL: string, email: string, password: string, language: WorkspaceLanguage) {
  await page.context().addCookies([{ name: 'lantern_admin_lang', value: language, url: baseURL }]);
  await page.goto('/admin/login');
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(password);
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('side-nav')).toBeVisible();
  // The member's saved language wins after sign-in: choose this run's (saved on the profile).
  await page.getByTestId(`lang-${language}`).click();
  await expect(page.getByTestId(`lang-${language}`)).toHaveAttribute('aria-pressed', 'true');
}
