// Runs `buyers` simulated buyers for `seconds`: each repeats visits until the time is up (a visit
// under way stops before its next step; a submit under way is finished). Started over `rampSeconds`
// so that 200 first requests do not land in the same millisecond.
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Buyer } from './buyer.mjs';

export async function runPhase({ origin, echo, ids, ledger, stats, buyers, seconds, thinkMs, tag, rampSeconds = 5, onTick, shouldAbort = () => false }) {
  const deadline = Date.now() + seconds * 1000;
  const shouldStop = () => Date.now() >= deadline || shouldAbort();
  // Uniform in [thinkMs/2, 3·thinkMs/2]: a mean pause of thinkMs between two steps of a visit.
  const think = () => (thinkMs > 0 ? Math.round(thinkMs / 2) + randomInt(thinkMs + 1) : 0);
  const ticker = onTick ? setInterval(onTick, 1000) : undefined;
  let visits = 0;
  const run = async (index) => {
    await sleep((rampSeconds * 1000 * index) / buyers);
    const buyer = new Buyer({ origin, stats, echo, ids, ledger, tag: `${tag}${index}`, think, shouldStop });
    while (!shouldStop()) {
      await buyer.visit();
      visits++;
    }
  };
  // Each request gives up after 30 s and a submit after 3 tries, so every buyer is done within
  // about 2 minutes of the deadline; past 4, the phase ends anyway and says how many were not.
  let unfinished = buyers;
  const all = Promise.all(Array.from({ length: buyers }, (_, index) => run(index).finally(() => unfinished--)));
  let timer;
  const limit = new Promise((resolve) => (timer = setTimeout(resolve, seconds * 1000 + rampSeconds * 1000 + 240_000)));
  try {
    await Promise.race([all, limit]);
  } finally {
    clearTimeout(timer);
    if (ticker) clearInterval(ticker);
  }
  if (unfinished > 0) console.warn(`[load] ${unfinished} buyer(s) still waiting 4 minutes after the end of the phase: not awaited`);
  return { visits, unfinished };
}
