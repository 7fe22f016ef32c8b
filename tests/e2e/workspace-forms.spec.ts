import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { ProductRow } from '@/lib/validation/admin/products';
import type { TopicRow } from '@/lib/validation/admin/topics';
import { base32Decode, hotp, TOTP_STEP_SECONDS } from '../../src/server/staff/totp';
import { OWNER, signInToWorkspace } from './support/workspace';

// The forms staff trip on, in the Chinese workspace: the second factor's card tells the truth and
// switches off with a code; a bulk edit of 20 products' MOQ is previewed, applied and undone; a
// video with Chinese and English WebVTT captions, uploaded on the video form, plays with its
// caption tracks on the storefront's /video.

// Each test is a whole staff flow (two sign-ins, 20 products made through the API, uploads, the
// storefront): measured up to about 2 minutes on the shared 2-core runner.
test.describe.configure({ timeout: 240_000 });

/** The authenticator app's code for the step `ahead` steps from now (the server accepts one step either side). */
const codeOf = (secret: string, ahead = 0) => hotp(base32Decode(secret), Math.floor(Date.now() / 1000 / TOTP_STEP_SECONDS) + ahead);

async function json<T>(answer: Promise<{ status: () => number; json: () => Promise<unknown> }>): Promise<T> {
  const response = await answer;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test('(zh) 2FA: switched on, the card says 已开启; switched off with a current code', async ({ page, browser, baseURL }) => {
  // A member of its own, so the owner other specs sign in as keeps signing in with a password only.
  await signInToWorkspace(page, baseURL!, OWNER.email, OWNER.password, 'zh');
  const email = `totp-${Date.now().toString(36)}@staff.test`;
  const password = 'Lantern-e2e-Totp-2026';
  await json(page.request.post('/api/admin/staff', { data: { email, name: '李静', role: 'sales', password } }));

  const context = await browser.newContext();
  const me = await context.newPage();
  await signInToWorkspace(me, baseURL!, email, password, 'zh');
  await me.goto('/admin/account');
  await expect(me.getByTestId('totp-state')).toHaveText('未开启');
  await me.getByTestId('totp-start').click();
  const secret = (await me.getByTestId('totp-secret').textContent())!.trim();
  await me.locator('#totp-code').fill(codeOf(secret));
  await me.getByTestId('totp-confirm').click();
  await expect(me.getByTestId('totp-state')).toHaveText('已开启');
  const recovery = me.getByTestId('recovery-codes');
  if (await recovery.isVisible()) await recovery.getByRole('button').click();
  // A fresh load reads the state again from the server: still on, and 开启 is not offered.
  await me.reload();
  await expect(me.getByTestId('totp-state')).toHaveText('已开启');
  await expect(me.getByTestId('totp-start')).toHaveCount(0);

  // Off: the password and the app's current code (the next step's: the one used to switch on is spent).
  await me.locator('#totp-off-password').fill(password);
  await me.locator('#totp-off-code').fill(codeOf(secret, 1));
  await me.getByTestId('totp-off-submit').click();
  await expect(me.getByTestId('totp-state')).toHaveText('未开启');
  await expect(me.getByTestId('totp-start')).toBeVisible();
  const staff = await json<{ list: { email: string; totpOn: boolean }[] }>(page.request.get(`/api/admin/staff?q=${encodeURIComponent(email)}`));
  expect(staff.list).toEqual([expect.objectContaining({ email, totpOn: false })]);
  await context.close();
});

async function twentyProducts(page: Page, tag: string): Promise<ProductRow[]> {
  const topic = (await json<{ list: TopicRow[] }>(page.request.get('/api/admin/topics'))).list[0]!;
  const made: ProductRow[] = [];
  for (let i = 1; i <= 20; i++) {
    const body = {
      itemno: `${tag}-${String(i).padStart(2, '0')}`,
      name: `批量宫灯${i}号`,
      nameen: `Bulk palace lantern ${i}`,
      topicId: topic.id,
      price: 20 + i,
      foreignprice: 3,
      stock: 50,
      moq: 12 * (1 + (i % 3)),
    };
    made.push((await json<{ dto: ProductRow }>(page.request.post('/api/admin/products', { data: body }))).dto);
  }
  return made;
}

test('(zh) bulk edit: 20 products’ MOQ previewed before → after, applied, checked, then undone', async ({ page, baseURL }) => {
  await signInToWorkspace(page, baseURL!, OWNER.email, OWNER.password, 'zh');
  const tag = `BULK${Date.now().toString(36).toUpperCase()}`;
  const made = await twentyProducts(page, tag);
  expect((await json<{ list: unknown[] }>(page.request.get(`/api/admin/products?q=${tag}&pageSize=50`))).list).toHaveLength(20);

  await page.goto('/admin/products');
  await page.getByTestId('list-search').fill(tag);
  const rows = page.getByTestId('products-table').locator('tbody tr');
  await expect(rows).toHaveCount(20);
  await page.getByTestId('products-table').getByRole('checkbox', { name: '全部' }).check();
  await page.getByTestId('bulk-edit').click();

  // Bad input is refused beside the field, before anything is sent.
  await page.getByTestId('bulk-moq').fill('十二');
  await page.getByTestId('bulk-preview-button').click();
  await expect(page.getByRole('alert').filter({ hasText: '请输入数字' })).toBeVisible();
  await page.getByTestId('bulk-moq').fill('144');
  await page.getByTestId('bulk-preview-button').click();

  const preview = page.getByTestId('bulk-preview-row');
  await expect(preview).toHaveCount(20);
  for (const product of made) await expect(preview.filter({ hasText: product.itemno })).toContainText(`起订量: ${product.moq} → 144`);
  await page.getByTestId('bulk-apply').click();
  await expect(page.getByTestId('bulk-undo-bar')).toContainText('20');

  for (const product of made) {
    const now = (await json<{ dto: ProductRow }>(page.request.get(`/api/admin/products/${product.id}`))).dto;
    expect(now.moq, product.itemno).toBe(144);
  }

  await page.getByTestId('bulk-undo').click();
  await expect(page.getByTestId('bulk-undo-bar')).toHaveCount(0);
  for (const product of made) {
    const now = (await json<{ dto: ProductRow }>(page.request.get(`/api/admin/products/${product.id}`))).dto;
    expect(now.moq, product.itemno).toBe(product.moq);
  }
});

const CAPTIONS = {
  zh: 'WEBVTT\n\n00:00.000 --> 00:10.000\n义乌灯笼厂：检测每一盏灯\n',
  en: 'WEBVTT\n\n00:00.000 --> 00:10.000\nYiwu lantern works: every light is tested\n',
};

test('(zh) a video with zh and en WebVTT captions uploaded on the video form plays with captions on /video', async ({ page, baseURL }) => {
  await signInToWorkspace(page, baseURL!, OWNER.email, OWNER.password, 'zh');
  const tag = `vtt-${Date.now().toString(36)}`;
  const dir = path.join(process.cwd(), 'src/server/seed/content/video');
  const clip = { name: `${tag}.mp4`, mimeType: 'video/mp4', buffer: await readFile(path.join(dir, 'led-testing.mp4')) };
  await page.goto('/admin/videos/create');
  await expect(page.getByTestId('save')).toHaveText('保存');
  await page.locator('#videos-title').fill(`字幕视频 ${tag}`);
  await page.locator('#videos-titleen').fill(`Captioned clip ${tag}`);
  await page.locator('#videos-sortnum').fill('900001');
  // The caption pickers offer WebVTT files.
  await expect(page.getByTestId('videos-captions-file')).toHaveAttribute('accept', /text\/vtt/);

  const files = [
    ['url', clip],
    ['captions', { name: `${tag}.zh.vtt`, mimeType: 'text/vtt', buffer: Buffer.from(CAPTIONS.zh) }],
    ['captionsen', { name: `${tag}.en.vtt`, mimeType: 'text/vtt', buffer: Buffer.from(CAPTIONS.en) }],
  ] as const;
  for (const [field, file] of files) {
    const upload = page.waitForResponse((r) => r.url().includes('/api/admin/uploads') && r.request().method() === 'POST');
    await page.getByTestId(`videos-${field}-file`).setInputFiles(file);
    expect((await upload).status(), field).toBe(200);
    await expect(page.locator(`#videos-${field}`)).toHaveValue(/^\/Upload\//);
  }
  await expect(page.locator('#videos-captions')).toHaveValue(/\.vtt(\?|$)/);
  const stored = (await page.locator('#videos-url').inputValue()).replace(/\?.*$/, '');
  const created = page.waitForResponse((r) => r.url().endsWith('/api/admin/videos') && r.request().method() === 'POST');
  await page.getByTestId('save').click();
  expect((await created).status()).toBe(200);

  const shop = await page.context().newPage();
  await expect.poll(async () => (await shop.request.get('/zh/video')).text(), { timeout: 10_000 }).toContain(`字幕视频 ${tag}`);
  await shop.goto('/zh/video');
  const player = shop.getByTestId('video-player').filter({ has: shop.locator(`source[src*="${stored}"]`) });
  await expect(player).toHaveCount(1);
  for (const [language, text] of [
    ['zh', '义乌灯笼厂'],
    ['en', 'Yiwu lantern works'],
  ] as const) {
    const track = player.locator(`track[kind="captions"][srclang="${language}"]`);
    await expect(track).toHaveCount(1);
    const answer = await shop.request.get(await track.evaluate((t: HTMLTrackElement) => t.src));
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/vtt/);
    expect(await answer.text()).toContain(text);
  }
  await expect(player.locator('track[srclang="zh"]')).toHaveAttribute('default', '');
  await player.scrollIntoViewIfNeeded();
  const state = await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
    return { error: video.error?.code ?? null, readyState: video.readyState, showing: [...video.textTracks].find((t) => t.mode === 'showing')?.language ?? null };
  });
  expect(state).toMatchObject({ error: null, showing: 'zh' });
  expect(state.readyState).toBeGreaterThanOrEqual(2);
  // The showing track's cues loaded: the browser read the uploaded file as WebVTT.
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => [...video.textTracks].find((t) => t.language === 'zh')?.cues?.length ?? 0)).toBeGreaterThan(0);

  const found = await json<{ list: { id: number }[] }>(page.request.get(`/api/admin/videos?q=${encodeURIComponent(tag)}`));
  expect(found.list).toHaveLength(1);
  expect((await page.request.delete(`/api/admin/videos/${found.list[0]!.id}`)).status()).toBe(200);
});
