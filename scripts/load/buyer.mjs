// A simulated buyer's visit: browse the catalogue (API and a page), open a product,
// search, register (solving the captcha through the echo file), add two products to the cart,
// save a delivery address and submit the cart as an inquiry. Every visit is a new visitor with a
// cookie jar of its own. The submit is retried with the same idempotency key after a network
// error or timeout, as the shop's own client does, so the outcome of every submit is known.
import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpClient } from './http-client.mjs';

export const KEYWORDS = ['ornament', 'lantern', '圣诞', 'gift', 'candle', 'star'];
export const LINES_PER_INQUIRY = 2;
/** A submit is asked up to this many times (1, 2, 4, 8, 8 s apart) until a definite answer. */
const SUBMIT_ATTEMPTS = 6;

/** Product ids to put into carts: the first pages of the list API. */
export async function productIds(origin, pages = 2) {
  const ids = [];
  for (let page = 1; page <= pages; page++) {
    const response = await fetch(`${origin}/api/Product?PageSize=50&page=${page}`, { signal: AbortSignal.timeout(60_000) });
    const body = await response.json();
    for (const product of body?.data?.list ?? []) if (Number.isInteger(product.id)) ids.push(product.id);
  }
  if (ids.length < LINES_PER_INQUIRY) throw new Error(`the catalogue answered ${ids.length} products: is it seeded?`);
  return ids;
}

const pick = (list) => list[randomInt(list.length)];

export class Ledger {
  /** What the buyers were told: acknowledged inquiries (order id → lines) and submits that failed. */
  constructor() {
    this.acknowledged = new Map();
    /** Every submit attempted, by idempotency key → the number of lines it sent. */
    this.attempted = new Map();
    this.registered = 0;
    this.submitsFailed = 0;
  }
}

export class Buyer {
  /**
   * `think()` answers the pause between two steps in ms; `shouldStop()` ends the visit early
   * (never in the middle of a submit and its retries).
   */
  constructor({ origin, stats, echo, ids, ledger, tag, think = () => 0, shouldStop = () => false, timeoutMs = 30_000 }) {
    Object.assign(this, { origin, stats, echo, ids, ledger, tag, think, shouldStop, timeoutMs });
    this.visits = 0;
  }

  async pause() {
    const ms = this.think();
    if (ms > 0) await sleep(ms);
  }

  /** The HTTP client of one visit (a new visitor, a cookie jar of its own). */
  client() {
    return new HttpClient({ origin: this.origin, stats: this.stats, timeoutMs: this.timeoutMs });
  }

  /** One visit; answers early (false) when told to stop or when a step that the next needs failed. */
  async visit() {
    const n = ++this.visits;
    const http = this.client();
    const steps = [
      () => http.request('browse (API list)', `/api/Product?PageSize=20&page=${1 + randomInt(3)}`),
      () => (n % 3 === 1 ? http.request('browse (page)', `/products?page=${1 + randomInt(2)}`) : http.request('detail (API)', `/api/Product/${pick(this.ids)}`)),
      () => http.request('search (API)', `/api/Product?PageSize=20&page=1&keyword=${encodeURIComponent(pick(KEYWORDS))}`),
    ];
    for (const step of steps) {
      if (this.shouldStop()) return false;
      await step();
      await this.pause();
    }
    if (this.shouldStop()) return false;
    if (!(await this.register(http, n))) return false;
    await this.pause();
    const chosen = new Set();
    while (chosen.size < LINES_PER_INQUIRY) chosen.add(pick(this.ids));
    for (const productId of chosen) {
      if (this.shouldStop()) return false;
      await http.request('add to cart', '/api/ShoppingCart', { method: 'POST', json: { list: [{ productId, addNum: 10 + randomInt(90) }] } });
      await this.pause();
    }
    const address = await http.request('save address', '/api/CustAddress', {
      method: 'POST',
      json: { contactName: `Buyer ${n}`, phone: '+49 40 1234567', country: 'DE', city: 'Hamburg', addressLine: `Speicherstadt ${n}`, isDefault: true },
    });
    const addressId = address.body?.data?.dto?.id;
    const cart = await http.request('cart', '/api/ShoppingCart?isGetAll=true');
    const cartIds = (cart.body?.data?.list ?? []).map((line) => line.id);
    if (!addressId || cartIds.length === 0 || this.shouldStop()) return false;
    await this.pause();
    await this.submit(http, cartIds, addressId);
    return true;
  }

  async register(http, n) {
    const guid = randomUUID();
    const picture = await http.request('captcha', `/verifycode/NumberVerifyCode?guid=${guid}`);
    if (picture.status !== 200) return false;
    const code = await this.echo.codeFor(guid);
    if (!code) return false;
    const email = `load-${this.tag}-${n}-${randomUUID().slice(0, 8)}@load.example.com`;
    const answer = await http.request('register', '/api/Customer/RegisterByEmail', {
      method: 'POST',
      json: { email, nick: `Buyer ${n}`, companyName: 'Load Test GmbH', pwd: 'load1234', verifyCode: code, verifyGuid: guid, sessionTransport: 'cookie' },
    });
    if (answer.status !== 200) return false;
    this.ledger.registered++;
    return true;
  }

  /** Submits; after a timeout, a dropped connection or a 5xx, asks again with the same key (as the shop's client would). */
  async submit(http, cartIds, addressId) {
    const idempotencyKey = randomUUID();
    const body = { cartIds, addressId, idempotencyKey, language: 'en', message: 'Load test inquiry: please quote FOB Ningbo.' };
    this.ledger.attempted.set(idempotencyKey, cartIds.length);
    for (let attempt = 1; attempt <= SUBMIT_ATTEMPTS; attempt++) {
      const answer = await http.request('submit inquiry', '/api/Order/SubmitOrder', { method: 'POST', json: body });
      const orderId = answer.body?.data?.dto?.id;
      if (answer.status === 200 && orderId) {
        this.ledger.acknowledged.set(orderId, { lines: cartIds.length, key: idempotencyKey });
        return orderId;
      }
      // A 4xx is a definite "not stored"; after a 5xx or no answer the order may exist: ask again.
      if (!answer.error && answer.status < 500) break;
      if (attempt < SUBMIT_ATTEMPTS) await sleep(Math.min(8_000, 500 * 2 ** attempt));
    }
    this.ledger.submitsFailed++;
    return undefined;
  }
}
