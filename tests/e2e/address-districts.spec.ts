import { expect, test, type Page } from '@playwright/test';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';
import { LOCALES, localized } from './locales';
import { signUpByApi } from './support/sign-up';

// A buyer in China picks province → city → district; a municipality (上海) asks for the district
// straight after the province, under the district's label, never "City". The saved card writes the
// address in the page's order: largest first in Chinese, from the street up in English.

const MESSAGES = { en, zh } as const;

async function signIn(page: Page, prefix: string) {
  await page.goto(localized(prefix, '/'));
  const { email, user } = await signUpByApi(page.request, 'Li');
  await page.evaluate(
    (profile) => localStorage.setItem('user', JSON.stringify({ state: { user: { ...profile, isLogin: true, collectionNum: 0, shoppingCartNum: 0, orderNum: 0 } }, version: 0 })),
    { id: user.id, nick: user.nick, email },
  );
}

for (const { locale, prefix } of LOCALES) {
  const t = MESSAGES[locale].address;

  test(`a buyer adds a Chinese address with its district, and a Shanghai one without a city picker (${locale})`, async ({ page }) => {
    await signIn(page, prefix);
    await page.goto(localized(prefix, '/address'));
    await page.getByTestId('add-address').click();
    const form = page.getByTestId('address-dialog');
    await form.getByLabel(t.contactName, { exact: true }).fill('李女士');
    await form.getByLabel(t.phone, { exact: true }).fill('13900139000');
    await form.getByLabel(t.country, { exact: true }).selectOption('CN');
    await form.getByLabel(t.province, { exact: true }).selectOption('浙江省');
    await form.getByLabel(t.city, { exact: true }).selectOption('金华市');
    await form.getByLabel(t.addressLine, { exact: true }).fill('丹溪路88号');
    // The district is asked for wherever the city has districts.
    await form.getByTestId('save-address').click();
    await expect(form.getByRole('alert')).toHaveText(t.districtRequired);
    await form.getByLabel(t.district, { exact: true }).selectOption('婺城区');
    await form.getByTestId('save-address').click();
    const card = page.getByTestId('address-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(locale === 'zh' ? '中国浙江省金华市婺城区 丹溪路88号' : '丹溪路88号, Wucheng District, Jinhua, Zhejiang, China');

    // Shanghai: province, then its districts under the district label; no city picker.
    await page.getByTestId('add-address').click();
    await form.getByLabel(t.contactName, { exact: true }).fill('王先生');
    await form.getByLabel(t.phone, { exact: true }).fill('13800138000');
    await form.getByLabel(t.country, { exact: true }).selectOption('CN');
    await form.getByLabel(t.province, { exact: true }).selectOption('上海市');
    await expect(form.getByLabel(t.city, { exact: true })).toHaveCount(0);
    await form.getByLabel(t.district, { exact: true }).selectOption('黄浦区');
    await form.getByLabel(t.addressLine, { exact: true }).fill('中山东一路1号');
    await form.getByTestId('save-address').click();
    await expect(card).toHaveCount(2);
    await expect(card.filter({ hasText: '王先生' })).toContainText(locale === 'zh' ? '中国上海市黄浦区 中山东一路1号' : '中山东一路1号, Huangpu District, Shanghai, China');
  });
}
