// Simulated buyers of the cluster: the load run's visit (scripts/load/buyer.mjs: browse, search,
// register, two lines into the cart, an address, an inquiry with an idempotency key), each buyer
// from a loopback address of its own and through the cluster client, which repeats what is safe
// to repeat. Registration is the one step that needs more: a lost answer may hide an account that
// was made, so the buyer then signs in with it instead.
import { randomInt, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Buyer, Ledger } from '../load/buyer.mjs';
import { ClusterHttpClient } from './http-client.mjs';

/** POSTs a buyer may repeat after a lost answer: a second add-to-cart raises a quantity, a second address is one more address. */
const RETRIED_POSTS = new Set(['add to cart', 'save address']);
const REGISTER_ATTEMPTS = 4;
const lostAnswer = (answer) => answer.error !== undefined || answer.status >= 500;

export class ClusterBuyer extends Buyer {
  constructor({ localAddress, record, ...rest }) {
    super(rest);
    this.localAddress = localAddress;
    this.record = record;
  }

  client() {
    this.http = new ClusterHttpClient({ origin: this.origin, localAddress: this.localAddress, record: this.record, timeoutMs: this.timeoutMs, retryPosts: RETRIED_POSTS });
    return this.http;
  }

  async visit() {
    try {
      return await super.visit();
    } finally {
      this.http?.close(); // its keep-alive sockets
    }
  }

  async register(http, n) {
    const email = `cluster-${this.tag}-${n}-${randomUUID().slice(0, 8)}@load.example.com`;
    const pwd = 'load1234';
    let signIn = false;
    for (let attempt = 1; attempt <= REGISTER_ATTEMPTS; attempt++) {
      const guid = randomUUID();
      const picture = await http.request('captcha', `/verifycode/NumberVerifyCode?guid=${guid}`);
      if (picture.status !== 200) return false;
      const verifyCode = await this.echo.codeFor(guid);
      if (!verifyCode) return false;
      const answer = signIn
        ? await http.request('sign in', '/api/Customer/Login', { method: 'POST', json: { email, pwd, verifyGuid: guid, verifyCode, sessionTransport: 'cookie' } })
        : await http.request('register', '/api/Customer/RegisterByEmail', {
            method: 'POST',
            json: { email, nick: `Buyer ${n}`, companyName: 'Cluster Test GmbH', pwd, verifyCode, verifyGuid: guid, sessionTransport: 'cookie' },
          });
      if (answer.status === 200) {
        this.ledger.registered++;
        if (signIn) this.ledger.signedInAfterLostAnswer = (this.ledger.signedInAfterLostAnswer ?? 0) + 1;
        return true;
      }
      // 409: an earlier attempt made the account and its answer was lost on the way.
      if (!signIn && answer.status === 409 && attempt > 1) signIn = true;
      else if (!lostAnswer(answer)) return false;
      await sleep(250 * attempt);
    }
    return false;
  }
}

/**
 * `buyers` buyers, one visit each, started over `rampSeconds`; buyer i comes from
 * `${addressPrefix}.${i + 1}` (e.g. 127.45.0.x). Answers { ledger, attempts, completed }:
 * `attempts` holds every request attempt { action, method, status, error, upstream, at, ms, attempt }.
 */
export async function runBuyers({ origin, echo, ids, buyers, thinkMs = 300, rampSeconds = 8, addressPrefix, tag = 'c', onProgress = () => {} }) {
  const ledger = new Ledger();
  const attempts = [];
  const record = (action, attempt) => {
    const { body, raw, headers, ...kept } = attempt;
    attempts.push({ action, ...kept });
    onProgress({ ledger, attempts });
  };
  const think = () => (thinkMs > 0 ? Math.round(thinkMs / 2) + randomInt(thinkMs + 1) : 0);
  let completed = 0;
  await Promise.all(
    Array.from({ length: buyers }, async (_, index) => {
      await sleep((rampSeconds * 1000 * index) / buyers);
      const buyer = new ClusterBuyer({ origin, echo, ids, ledger, stats: undefined, tag: `${tag}${index}`, think, localAddress: `${addressPrefix}.${index + 1}`, record });
      if (await buyer.visit()) completed++;
    }),
  );
  return { ledger, attempts, completed };
}
