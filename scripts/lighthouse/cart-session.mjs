// A signed-in customer with a line in the cart, for Lighthouse's cart row: registered
// through the §7 API as a browser would (captcha via the server's CAPTCHA_ECHO_FILE test hook,
// cookie transport, Origin and §7 headers), then handed to Chromium before each run: the httpOnly
// session cookie, and the `user` and `deviceCode` entries of localStorage the shop's client keeps
// (src/stores/user-store.ts, src/lib/device-code.ts). Lighthouse's own storage reset would clear
// them, so cart runs skip it and clear the HTTP cache here instead: every run still starts cold.
import { randomBytes, randomUUID } from 'node:crypto';
import puppeteer from 'puppeteer-core';
import { CaptchaEcho } from '../load/captcha-echo.mjs';

function cookiesOf(response) {
  const out = [];
  for (const line of response.headers.getSetCookie?.() ?? []) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    if (at < 1) continue;
    const attr = (name) => attributes.find((a) => a.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
    out.push({
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      path: attr('path') ?? '/',
      httpOnly: attributes.some((a) => a.toLowerCase() === 'httponly'),
      sameSite: attr('samesite'),
    });
  }
  return out;
}

async function call(origin, path, { method = 'GET', json, cookies = [], deviceCode, pageName = '/' } = {}) {
  const headers = { accept: 'application/json', DeviceCode: deviceCode, pageName };
  if (json !== undefined) Object.assign(headers, { 'content-type': 'application/json', origin });
  if (cookies.length) headers.cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const response = await fetch(origin + path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json), signal: AbortSignal.timeout(60_000) });
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, cookies: cookiesOf(response), text };
}

/**
 * Registers a customer and puts `productId` into the cart: { cookies, user, deviceCode, email,
 * cartLines }. The server must run with CAPTCHA_ECHO_FILE = `echoFile`.
 */
export async function signedInCustomer({ origin, echoFile, productId }) {
  const deviceCode = randomBytes(24)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(32, 'x')
    .slice(0, 32);
  const echo = new CaptchaEcho(echoFile);
  const guid = randomUUID();
  const picture = await call(origin, `/verifycode/NumberVerifyCode?guid=${guid}`, { deviceCode });
  if (picture.status !== 200) throw new Error(`captcha: HTTP ${picture.status}`);
  const code = await echo.codeFor(guid);
  if (!code) throw new Error(`captcha: no code for ${guid} in ${echoFile} (is CAPTCHA_ECHO_FILE set on the server?)`);
  const email = `lighthouse-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await call(origin, '/api/Customer/RegisterByEmail', {
    method: 'POST',
    deviceCode,
    json: { email, nick: 'Lighthouse', companyName: 'Budget Check Ltd', pwd: 'lighthouse1', verifyCode: code, verifyGuid: guid, sessionTransport: 'cookie' },
  });
  const dto = registered.body?.data?.dto;
  if (registered.status !== 200 || !dto) throw new Error(`register: HTTP ${registered.status} ${registered.text.slice(0, 200)}`);
  const cookies = registered.cookies;
  if (!cookies.some((c) => c.name === 'lantern_session')) throw new Error('register: no lantern_session cookie in the answer');
  const added = await call(origin, '/api/ShoppingCart', { method: 'POST', deviceCode, cookies, pageName: '/cart', json: { list: [{ productId, addNum: 12 }] } });
  if (added.status !== 200) throw new Error(`add to cart: HTTP ${added.status} ${added.text.slice(0, 200)}`);
  const cart = await call(origin, '/api/ShoppingCart?isGetAll=true', { deviceCode, cookies, pageName: '/cart' });
  const cartLines = cart.body?.data?.list?.length ?? 0;
  if (cart.status !== 200 || cartLines < 1) throw new Error(`the cart answered HTTP ${cart.status} with ${cartLines} lines`);
  // What src/stores/user-store.ts keeps after a sign-in (toStoredUser), in zustand's persist format.
  const user = {
    id: dto.id,
    nick: dto.nick,
    email: dto.email ?? email,
    isLogin: true,
    collectionNum: dto.collectionNum ?? 0,
    shoppingCartNum: cartLines,
    orderNum: dto.orderNum ?? 0,
  };
  return { cookies, user, deviceCode, email, cartLines };
}

/**
 * Before a cart run: an empty HTTP cache (as Lighthouse's reset would leave it), and the customer's
 * cookie and localStorage in the browser on `chromePort`.
 */
export async function primeBrowser({ chromePort, origin, customer }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    for (const cookie of customer.cookies) {
      await cdp.send('Network.setCookie', {
        name: cookie.name,
        value: cookie.value,
        url: origin + cookie.path,
        path: cookie.path,
        httpOnly: cookie.httpOnly,
        sameSite: cookie.sameSite ? cookie.sameSite[0].toUpperCase() + cookie.sameSite.slice(1).toLowerCase() : undefined,
      });
    }
    // Any same-origin document gives access to the origin's localStorage; robots.txt is the cheapest.
    await page.goto(`${origin}/robots.txt`, { waitUntil: 'load' });
    await page.evaluate(
      (user, deviceCode) => {
        localStorage.setItem('user', JSON.stringify({ state: { user }, version: 0 }));
        localStorage.setItem('deviceCode', deviceCode);
      },
      customer.user,
      customer.deviceCode,
    );
    await page.close();
  } finally {
    await browser.disconnect();
  }
}
