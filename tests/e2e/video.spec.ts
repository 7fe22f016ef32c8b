import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LOCALES, localized } from './locales';

// A visitor can watch the seeded videos, on /video and in the home video tile: a
// real <video> with a poster, native (keyboard-operable) controls and captions in the page's
// language, whose file the media store serves through a signed link.

/** The player's file answers 200 with a video type, and so does its caption track (WebVTT). */
async function expectServedMedia(request: APIRequestContext, player: Locator, locale: 'en' | 'zh') {
  const source = await player.evaluate((video: HTMLVideoElement) => video.querySelector('source')?.src ?? video.src);
  expect(source).toMatch(/\/Upload\/video\/[^?]+\.mp4\?/);
  const file = await request.get(source);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^video\//);
  expect((await file.body()).length).toBeGreaterThan(10_000);

  const track = player.locator(`track[kind="captions"][srclang="${locale}"]`);
  await expect(track).toHaveCount(1);
  await expect(track).toHaveAttribute('default', '');
  const captions = await request.get(await track.evaluate((t: HTMLTrackElement) => t.src));
  expect(captions.status()).toBe(200);
  expect(captions.headers()['content-type']).toMatch(/^text\/vtt/);
  expect(await captions.text()).toMatch(/^WEBVTT/);
}

/** The browser can play it (muted, as autoplay rules allow), and it shows the captions of the locale. */
async function expectPlays(page: Page, player: Locator, locale: 'en' | 'zh') {
  const state = await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    await video.play();
    const track = [...video.textTracks].find((t) => t.mode === 'showing');
    return { readyState: video.readyState, paused: video.paused, error: video.error?.code ?? null, showing: track?.language ?? null };
  });
  expect(state).toMatchObject({ paused: false, error: null, showing: locale });
  expect(state.readyState).toBeGreaterThanOrEqual(2);
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0);
  // Native controls: the player takes keyboard focus and Space pauses it.
  await player.focus();
  await expect(player).toBeFocused();
  await page.keyboard.press('Space');
  await expect.poll(() => player.evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
}

for (const { locale, prefix } of LOCALES) {
  test.describe(`videos (${locale})`, () => {
    test(`R1.14 /video plays every seeded clip in a <video> with poster, controls and ${locale} captions`, async ({ page, request }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(localized(prefix, '/video'));
      // The seeded clips (the workspace spec adds, plays and removes one of its own meanwhile).
      const players = page.getByTestId('video-player').filter({ has: page.locator('source[src*="/Upload/video/"]') });
      expect(await players.count()).toBeGreaterThan(0);
      for (const player of await players.all()) {
        await expect(player).toHaveAttribute('controls', '');
        await expect(player).toHaveAttribute('poster', /\/Upload\/video\/[^?]+\.webp\?/);
        await expectServedMedia(request, player, locale);
      }
      await expectPlays(page, players.first(), locale);
      expect(violations).toEqual([]);
    });

    test(`R2.77 R2.15 the home video tile plays a clip and links to /video (${locale})`, async ({ page, request }) => {
      await page.goto(localized(prefix, '/'));
      const tile = page.getByTestId('video-showcase');
      const player = tile.getByTestId('video-player');
      await expect(player).toHaveCount(1);
      await expect(player).toHaveAttribute('controls', '');
      await expect(player).toHaveAttribute('poster', /\/Upload\//);
      await expectServedMedia(request, player, locale);
      await player.scrollIntoViewIfNeeded();
      await expectPlays(page, player, locale);
      await expect(page.getByTestId('video-tile')).toHaveAttribute('href', localized(prefix, '/video'));
    });
  });
}
