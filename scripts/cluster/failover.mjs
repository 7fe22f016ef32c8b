// One process of the cluster killed with SIGKILL while buyers register, fill carts
// and submit inquiries through nginx. What counts: every acknowledged inquiry is in PostgreSQL
// (rows = acknowledged, each with all its lines); no 5xx reached a buyer on an idempotent request
// (nginx moves those to the other process); the supervisor of scripts/cluster.mjs starts the
// killed process again and it takes requests again.
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { productIds } from '../load/buyer.mjs';
import { CaptchaEcho } from '../load/captcha-echo.mjs';
import { compareWithLedger, inquiryRows } from '../load/inquiries.mjs';
import { runBuyers } from './buyers.mjs';
import { READY_PATH } from './processes.mjs';
import { readState } from './state.mjs';

const IDEMPOTENT = new Set(['GET', 'HEAD']);

function killGroup(pid) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

/**
 * Waits for the supervisor to start `name` again, then asks through nginx until it answers.
 * Answers the new pid, when the supervisor saw it ready and when it answered through nginx.
 */
async function waitForRejoin(stateFile, name, killedPid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let back;
  while (!back) {
    if (Date.now() > deadline) throw new Error(`${name} was not started again within ${timeoutMs / 1000} s`);
    const entry = readState(stateFile).processes.find((p) => p.name === name);
    if (entry?.up && entry.pid !== killedPid) back = entry;
    else await sleep(250);
  }
  const readyAt = back.history.find((event) => event.event === 'ready' && event.pid === back.pid)?.at ?? Date.now();
  const { origin } = readState(stateFile);
  while (Date.now() < deadline) {
    const response = await fetch(origin + READY_PATH, { signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    if (response.status === 200 && response.headers.get('x-upstream') === `127.0.0.1:${back.port}`) return { pid: back.pid, readyAt, answeredAt: Date.now() };
  }
  throw new Error(`${name} (pid ${back.pid}) was up but nginx sent it nothing within ${timeoutMs / 1000} s`);
}

/** The nginx access log lines written since byte `from` (format `cluster` of nginx.mjs). */
function accessLogSince(file, from) {
  const text = fs.readFileSync(file, 'utf8').slice(from);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const match = /^(\S+) (\S+) (\S+) "([^"]*)" (\d+) "([^"]*)" "([^"]*)" (\S+)$/.exec(line);
      if (!match) return undefined;
      const [, msec, client, method, uri, status, upstreams, upstreamStatuses, seconds] = match;
      return {
        endedAt: Number(msec) * 1000,
        seconds: Number(seconds),
        client,
        method,
        uri,
        status: Number(status),
        upstreams: upstreams.split(', '),
        upstreamStatuses: upstreamStatuses.split(', '),
      };
    })
    .filter(Boolean);
}

const tally = (items, keyOf) => items.reduce((map, item) => ((map[keyOf(item)] = (map[keyOf(item)] ?? 0) + 1), map), {});

/**
 * Runs the scenario against the cluster of `stateFile`. Answers the figures; judging them is the
 * caller's (tests/cluster/5-kill-one-process.spec.ts).
 */
export async function killOneDuringBuyers({
  stateFile,
  buyers = 50,
  thinkMs = 0,
  killAfterRequests = 300,
  killAfterMs = 60_000,
  victim = 'p2',
  rejoinTimeoutMs = 180_000,
  say = () => {},
}) {
  const state = readState(stateFile);
  const target = state.processes.find((p) => p.name === victim);
  if (!target?.up) throw new Error(`${victim} is not up`);
  const victimUpstream = `127.0.0.1:${target.port}`;
  const echo = new CaptchaEcho(state.captchaFile);
  const ids = await productIds(state.origin);
  const logFrom = fs.statSync(state.nginx.accessLog).size;
  // Distinct loopback source addresses for this run: per-address limits see 50 different clients.
  const addressPrefix = `127.${20 + randomInt(200)}.${randomInt(256)}`;
  const started = Date.now();
  let killedAt;
  const kill = (why) => {
    if (killedAt) return;
    killedAt = Date.now();
    killGroup(target.pid);
    say(`SIGKILL to ${victim} (pid ${target.pid}, ${victimUpstream}) ${((killedAt - started) / 1000).toFixed(1)} s into the run, ${why}`);
  };
  const fallback = setTimeout(() => kill(`(time limit, ${killAfterMs / 1000} s)`), killAfterMs);
  let acknowledgedAtKill;
  let requestsAtKill;
  const run = await runBuyers({
    origin: state.origin,
    echo,
    ids,
    buyers,
    thinkMs,
    addressPrefix,
    tag: `k${randomInt(1e6)}`,
    // About 10 requests a buyer: 300 of 500 is when most are filling carts and submitting.
    onProgress: ({ ledger, attempts }) => {
      if (!killedAt && attempts.length >= killAfterRequests) {
        acknowledgedAtKill = ledger.acknowledged.size;
        requestsAtKill = attempts.length;
        kill(`after ${requestsAtKill} requests (${acknowledgedAtKill} inquiries acknowledged)`);
      }
    },
  }).finally(() => clearTimeout(fallback));
  const finished = Date.now();
  if (!killedAt) throw new Error(`the buyers were done before ${victim} was killed: raise buyers or lower killAfterRequests`);
  say(`buyers done after ${((finished - started) / 1000).toFixed(1)} s: ${run.completed}/${buyers} submitted an inquiry; waiting for ${victim} to rejoin …`);
  const rejoin = await waitForRejoin(stateFile, victim, target.pid, rejoinTimeoutMs);
  // This run's inquiries (by idempotency key): the database also holds other tests' and runs'.
  const rows = (await inquiryRows(state.databaseUrl)).filter((row) => run.ledger.attempted.has(row.key));
  const comparison = compareWithLedger(rows, run.ledger);

  const { attempts } = run;
  const idempotent = attempts.filter((a) => IDEMPOTENT.has(a.method));
  const others = attempts.filter((a) => !IDEMPOTENT.has(a.method));
  const bad = (a) => a.error !== undefined || a.status >= 500;
  // Back = the first answer of the restarted process (nginx may send it requests before the
  // supervisor's own readiness check has seen it answer).
  // (A 502 naming the victim after the kill is nginx reporting a request it had sent there.)
  const backAt = Math.min(...attempts.filter((a) => a.at >= killedAt && a.upstream === victimUpstream && a.status < 500).map((a) => a.at), rejoin.answeredAt);
  const phaseOf = (a) => (a.at < killedAt ? 'asked before the kill' : a.at < backAt ? 'asked while it was down' : 'asked after its restart');
  const servedBy = (a) => {
    if (!a.upstream) return 'no answer';
    if (a.upstream.includes(',')) return 'moved on by nginx';
    const who = a.upstream === victimUpstream ? victim : 'survivor';
    return a.status >= 500 ? `${who} (${a.status})` : who;
  };
  const log = accessLogSince(state.nginx.accessLog, logFrom);
  const moved = log.filter((line) => line.upstreams.length > 1);
  return {
    buyers,
    completed: run.completed,
    seconds: (finished - started) / 1000,
    killAfterSeconds: killedAt ? (killedAt - started) / 1000 : undefined,
    requestsAtKill,
    acknowledgedAtKill,
    victim: { name: victim, pid: target.pid, upstream: victimUpstream },
    rejoin: { pid: rejoin.pid, readySecondsAfterKill: (rejoin.readyAt - killedAt) / 1000, servingSecondsAfterKill: (backAt - killedAt) / 1000 },
    requests: attempts.length,
    idempotent: { attempts: idempotent.length, status5xx: idempotent.filter((a) => a.status >= 500).length, networkErrors: idempotent.filter((a) => a.error).length },
    nonIdempotent: {
      attempts: others.length,
      status5xx: others.filter((a) => a.status >= 500).length,
      networkErrors: others.filter((a) => a.error).length,
      failedByAction: tally(others.filter(bad), (a) => `${a.action} → ${a.error ?? a.status}`),
    },
    retriedAttempts: attempts.filter((a) => a.attempt > 1).length,
    statuses: tally(attempts, (a) => a.error ?? a.status),
    servedBy: tally(attempts, (a) => `${phaseOf(a)}: ${servedBy(a)}`),
    nginx: {
      requests: log.length,
      movedOn: moved.length,
      movedOnStatuses: tally(moved, (line) => `${line.upstreamStatuses.join('→')} ⇒ ${line.status}`),
      clientAddresses: new Set(log.map((line) => line.client)).size,
    },
    inquiries: comparison,
    registrations: run.ledger.registered,
    signedInAfterLostAnswer: run.ledger.signedInAfterLostAnswer ?? 0,
    submitsFailed: run.ledger.submitsFailed,
  };
}
