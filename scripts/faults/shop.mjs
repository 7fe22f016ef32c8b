// What every fault scenario needs from the shop: a server started on a given env, a signed-in buyer
// with a filled cart and an address, and a recorder of every answer with the time it was asked.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { BenchServer } from '../bench/server.mjs';
import { Buyer, Ledger } from '../load/buyer.mjs';
import { HttpClient } from '../load/http-client.mjs';

export const READY_PATH = '/api/Color?isGetAll=true';

export async function startServer({ root, env, logFile, cleanup, label, say }) {
  const server = new BenchServer({ root, env, logFile });
  cleanup.add(
    `stop the server (${label})`,
    () => server.stop(),
    () => server.killNow(),
  );
  const started = Date.now();
  await server.start();
  await server.waitReady(READY_PATH, 600_000); // a busy 2-core machine can take minutes
  server.readySeconds = (Date.now() - started) / 1000;
  say(`${label}: server pid ${server.pid} ready on ${server.origin} in ${server.readySeconds.toFixed(1)} s`);
  return server;
}

/** SIGKILL to the whole process group of the server (`next start` and anything it forked). */
export async function killHard(server) {
  server.killNow();
  await Promise.race([server.exit, sleep(5_000)]);
}

/** Every answer with the moment it was asked (ms since the epoch). */
export class Recorder {
  constructor() {
    this.answers = [];
  }

  record(action, result) {
    this.answers.push({ action, ...result });
  }

  between(from, to) {
    return this.answers.filter((a) => a.startedAt >= from && a.startedAt < to);
  }
}

/** A registered, signed-in buyer with `lines` products in the cart and an address: ready to submit. */
export async function readyBuyer({ origin, echo, ids, ledger = new Ledger(), stats, tag }) {
  const buyer = new Buyer({ origin, stats, echo, ids, ledger, tag });
  const http = new HttpClient({ origin, stats, timeoutMs: 30_000 });
  if (!(await buyer.register(http, 1))) throw new Error('a buyer could not register (captcha or RegisterByEmail failed)');
  for (const productId of ids.slice(0, 2)) {
    await http.request('add to cart', '/api/ShoppingCart', { method: 'POST', json: { list: [{ productId, addNum: 12 }] } });
  }
  const address = await http.request('save address', '/api/CustAddress', {
    method: 'POST',
    json: { contactName: 'Fault Buyer', phone: '+49 40 1234567', country: 'DE', city: 'Hamburg', addressLine: 'Speicherstadt 1' },
  });
  const cart = await http.request('cart', '/api/ShoppingCart?isGetAll=true');
  return { buyer, http, addressId: address.body?.data?.dto?.id, cartIds: (cart.body?.data?.list ?? []).map((line) => line.id) };
}

export const newKey = () => randomUUID();
