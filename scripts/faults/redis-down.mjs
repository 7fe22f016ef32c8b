// Fault: Redis (REDIS_URL) dies while the shop serves. Target: rate limits count in memory, the
// log says so (once, not once per request), and every request is still answered without a 5xx.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpClient } from '../load/http-client.mjs';
import { Recorder } from './shop.mjs';

const limiterKeys = (port) => Number(spawnSync('redis-cli', ['-p', String(port), 'eval', "return #redis.call('keys', 'lantern:*')", '0'], { encoding: 'utf8' }).stdout.trim()) || 0;

async function traffic(http, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    await http.request('captcha', `/verifycode/NumberVerifyCode?guid=${randomUUID()}`);
    await http.request('browse (API list)', '/api/Product?PageSize=20&page=1');
    await http.request('sign-in attempt', '/api/Customer/Login', {
      method: 'POST',
      json: { email: 'nobody@faults.example.com', pwd: 'wrong123', verifyCode: '0000', verifyGuid: randomUUID(), sessionTransport: 'cookie' },
    });
    await sleep(100);
  }
}

export async function redisDown(ctx) {
  const { server, redis, say } = ctx;
  const result = { name: 'Redis down (REDIS_URL set)', target: 'rate limits fall back to memory with a logged warning; the shop keeps serving (no 5xx)', details: [] };
  const recorder = new Recorder();
  const http = new HttpClient({ origin: server.origin, stats: recorder, timeoutMs: 15_000 });
  await traffic(http, 3);
  const keysBefore = limiterKeys(redis.port);
  result.details.push(`with Redis up: ${keysBefore} rate-limit keys in the private Redis (the limits count there)`);
  const logBefore = server.log().length;
  redis.kill();
  const killedAt = Date.now();
  say('  Redis killed; 20 s of captcha, catalogue and sign-in requests …');
  await traffic(http, 20);
  const during = recorder.between(killedAt, Date.now());
  const fiveXx = during.filter((a) => a.status >= 500 || a.error).length;
  const statuses = {};
  for (const a of during) statuses[a.error ?? a.status] = (statuses[a.error ?? a.status] ?? 0) + 1;
  const log = server.log().slice(logBefore);
  const warnings = log.split('\n').filter((line) => line.includes('[redis]'));
  result.details.push(`while Redis was down: ${during.length} requests, answers ${JSON.stringify(statuses)}, slowest ${Math.round(Math.max(...during.map((a) => a.ms)))} ms`);
  result.details.push(`server log: ${warnings.length} \`[redis]\` warning line(s) in 20 s${warnings[0] ? `, e.g. \`${warnings[0].trim().slice(0, 140)}\`` : ''}`);

  await redis.start(ctx.cleanup);
  await sleep(4_000);
  await traffic(http, 2);
  const keysAfter = limiterKeys(redis.port);
  result.details.push(`Redis restarted on the same port: ${keysAfter} rate-limit keys there again after a few requests`);
  result.ok = keysBefore > 0 && fiveXx === 0 && warnings.length >= 1 && warnings.length <= 3 && during.length > 0;
  result.result = `${during.length} requests, ${fiveXx} 5xx/no answer, ${warnings.length} warning line(s)${keysAfter > 0 ? '; back on Redis after it returned' : ''}`;
  return result;
}
