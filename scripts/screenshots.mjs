#!/usr/bin/env node
// `npm run screenshots`: PNGs of the main pages in Chromium, desktop and 375 px, en and zh,
// into docs/screenshots/ — for looking at what we build. Needs a server on BASE_URL.
/* global document, window -- the scroll and picture waits run in the page */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:3000';
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
const pages = (process.env.PAGES ?? '/,/products?page=1,/product-detail/1,/about,/exhibition?page=1,/product-detail/987654321').split(',');
const widths = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
];

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
for (const prefix of ['', '/zh']) {
  for (const { name, width, height } of widths) {
    const page = await browser.newPage({ viewport: { width, height } });
    for (const route of pages) {
      const url = `${base}${prefix}${route === '/' && prefix ? '' : route}`;
      await page.goto(url, { waitUntil: 'networkidle' });
      if (process.env.FULL === '1') {
        // Lazy pictures load as they come into view: walk down the page once, then wait for them,
        // so a full-page shot shows what a visitor scrolling it sees (not empty frames).
        for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += height) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          await page.waitForLoadState('networkidle');
        }
        await page.evaluate(() =>
          Promise.all(
            [...document.images]
              .filter((img) => !img.complete)
              .map((img) => new Promise((done) => img.addEventListener('load', done, { once: true }) || img.addEventListener('error', done, { once: true }))),
          ),
        );
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      const file = `${(prefix || '/en').slice(1)}-${name}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;
      await page.screenshot({ path: path.join(out, file), fullPage: process.env.FULL === '1' });
      console.log(file);
    }
    await page.close();
  }
}
await browser.close();
