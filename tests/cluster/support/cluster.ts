import fs from 'node:fs';
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { readState, type ClusterState } from '../../../scripts/cluster/state.mjs';

// What scripts/cluster.mjs tells the suite (its --state file): nginx's origin, each process's port
// and pid, the shared database and the captcha echo file.

export function cluster(): ClusterState {
  const file = process.env.CLUSTER_STATE_FILE;
  if (!file) throw new Error('CLUSTER_STATE_FILE is not set: run this suite with -c playwright.cluster.config.ts');
  return readState(file);
}

/** How nginx names each process in X-Upstream. */
export const upstreams = (state: ClusterState = cluster()) => state.processes.map((p) => `127.0.0.1:${p.port}`);

/** The code of captcha `guid` (CAPTCHA_ECHO_FILE, appended to by every process). */
export async function captchaCode(guid: string, timeoutMs = 10_000): Promise<string> {
  const file = cluster().captchaFile;
  const until = Date.now() + timeoutMs;
  for (;;) {
    const line = fs.existsSync(file)
      ? fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .findLast((l) => l.startsWith(`${guid} `))
      : undefined;
    if (line) return line.split(' ')[1]!;
    if (Date.now() > until) throw new Error(`no captcha code for ${guid}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One statement on the cluster's PostgreSQL database. */
export async function sql<Row extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: cluster().databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A loopback address of its own (127.x.y.z is all this machine) so per-address limits start at 0. */
export const freshLoopbackAddress = () => `127.${20 + randomInt(200)}.${randomInt(256)}.${1 + randomInt(254)}`;

/**
 * Asks `ask()` until every process has answered in a way `accepted` approves (at most `limit`
 * asks: round-robin reaches each process within a few). Answers the upstream of every ask, in order.
 */
export async function untilEveryProcess<T extends { upstream?: string }>(ask: () => Promise<T>, accepted: (answer: T) => boolean, limit = 30): Promise<T[]> {
  const wanted = new Set(upstreams());
  const seen = new Set<string>();
  const answers: T[] = [];
  while (seen.size < wanted.size && answers.length < limit) {
    const answer = await ask();
    answers.push(answer);
    if (!accepted(answer)) throw new Error(`process ${answer.upstream ?? '?'} answered unexpectedly: ${JSON.stringify(answer).slice(0, 300)}`);
    if (answer.upstream && wanted.has(answer.upstream)) seen.add(answer.upstream);
  }
  if (seen.size < wanted.size) throw new Error(`only ${[...seen].join(', ')} answered in ${limit} requests`);
  return answers;
}
