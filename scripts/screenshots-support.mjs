// What the screenshot scripts share: solving a captcha from the file the server echoes codes to
// (CAPTCHA_ECHO_FILE, as scripts/e2e-server.mjs starts it) and reading an answer that must be a 2xx.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

/** The code of the captcha `guid`, once the server has written it to `file` (10 s at most). */
export async function captchaCode(file, guid) {
  for (let i = 0; i < 50; i++) {
    const line = fs.existsSync(file)
      ? fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .find((l) => l.startsWith(`${guid} `))
      : undefined;
    if (line) return line.split(' ')[1];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no captcha ${guid} in ${file}`);
}

/** The JSON of a 2xx answer; any other status throws with the answer's text. */
export async function okJson(response) {
  if (!response.ok()) throw new Error(`${response.url()}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/* global document, innerHeight, innerWidth -- read inside page.evaluate, in the browser */
/** `<out>/<name>.png` of the page once quiet, with the pictures in view loaded. */
export async function shot(page, out, name) {
  await page.waitForLoadState('networkidle');
  // Pictures in view only: lazy ones below the fold never load and would be waited for forever.
  await page.evaluate(() => {
    const inView = (img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
    };
    const pending = [...document.images].filter((img) => !img.complete && inView(img));
    return Promise.all(
      pending.map((img) => new Promise((resolve) => (img.addEventListener('load', resolve, { once: true }), img.addEventListener('error', resolve, { once: true })))),
    );
  });
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  console.log(`${name}.png`);
}

/** The machine's Chromium (CHROMIUM_PATH, else /usr/bin/chromium), for `out`, created if missing. */
export function launchChromium(out) {
  fs.mkdirSync(out, { recursive: true });
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-background-networking'] });
}
