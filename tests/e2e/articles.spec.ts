import { expect, test, type APIRequestContext } from '@playwright/test';
import { LOCALES, localized } from './locales';

// An article has its own page, /article/{id} (and /zh/article/{id}), with its own
// title, description, canonical and hreflang; the top bar and the article list link there, and
// the old /article?id= links are redirected to it.

interface Article {
  id: number;
  title: string;
  flag: number;
}

async function articlesOf(request: APIRequestContext, locale: 'en' | 'zh'): Promise<Article[]> {
  const response = await request.get(`/api/Article?isGetAll=true&languageflag=${locale === 'zh' ? 0 : 1}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data.list;
}

for (const { locale, prefix, notFound } of LOCALES) {
  test.describe(`article pages (${locale})`, () => {
    test(`R1.11 the top bar's articles open their own page with title, description, canonical and hreflang (${locale})`, async ({ page, request, baseURL }) => {
      const articles = await articlesOf(request, locale);
      await page.goto(localized(prefix, '/'));
      const links = page.getByTestId('top-bar').locator('a[href*="/article"]');
      expect(await links.count()).toBeGreaterThan(0);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^${prefix}/article/\\d+$`));

      const id = Number(hrefs[0]!.split('/').pop());
      const article = articles.find((a) => a.id === id)!;
      expect(article, `article ${id} of the ${locale} list`).toBeTruthy();
      await page.goto(hrefs[0]!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
      await expect(page).toHaveTitle(new RegExp(`^${article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      const url = `${baseURL}${prefix}/article/${id}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
      await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute('href', url);
      await expect(page.getByTestId('article-body')).not.toBeEmpty();
    });

    test(`the article list links each article to its page (${locale})`, async ({ page, request }) => {
      const articles = await articlesOf(request, locale);
      await page.goto(localized(prefix, '/article'));
      for (const article of articles) {
        await expect(page.getByRole('main').getByRole('link', { name: article.title, exact: true })).toHaveAttribute('href', `${prefix}/article/${article.id}`);
      }
    });

    test(`/article?id= redirects to /article/{id}; an unknown id is a 404 (${locale})`, async ({ request }) => {
      const [article] = await articlesOf(request, locale);
      const response = await request.get(localized(prefix, `/article?id=${article!.id}`), { maxRedirects: 0 });
      expect([301, 308]).toContain(response.status());
      expect(new URL(response.headers().location!, 'http://x').pathname).toBe(`${prefix}/article/${article!.id}`);

      const missing = await request.get(localized(prefix, '/article/987654321'));
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain(notFound);
    });
  });
}
