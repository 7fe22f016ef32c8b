import { RateLimiterCluster, RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainError } from '@/server/errors';
import { env } from '@/server/env';
import { redisClient } from './redis';

// Abuse limits (issue "Accounts"): per IP and per email on sign-in, register, captcha, reset and
// code checks. Redis (REDIS_URL) shares counters across processes; without it, or while Redis is
// down, each process counts in memory (the insurance limiter) and says so once in the log. Render
// processes of one server without Redis (ADR 0057) count in their primary's memory, over IPC, so a
// limit is one limit whichever process a request reaches.

export interface LimitRule {
  /** Attempts allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
}

/** The rules of one window: how many attempts each name allows in `duration` seconds. */
function perWindow<const T extends Record<string, number>>(duration: number, points: T): { readonly [K in keyof T]: LimitRule } {
  return Object.fromEntries(Object.entries(points).map(([name, n]) => [name, { points: n, duration }])) as { readonly [K in keyof T]: LimitRule };
}

export const LIMITS = {
  // Per quarter hour: sign-in requests per address; wrong passwords (src/server/accounts/sign-in-throttle.ts)
  // per account and address and per trusted device; a customer's password change; wrong passwords or
  // codes typed inside a staff session (ADR 0042), per session; code checks, Google sign-in and access codes per address.
  ...perWindow(15 * 60, { loginIp: 30, loginFailPair: 10, loginFailDevice: 10, changePwdCustomer: 10, staffSessionCheck: 5, codeIp: 30, googleIp: 30, accessCodeIp: 10 }),
  // Per hour: wrong passwords per account over every untrusted address; registrations, reset mails
  // (per address and per email) and upload keys.
  ...perWindow(60 * 60, { loginFailAccount: 50, registerIp: 10, resetIp: 10, resetEmail: 5, tempKeyIp: 30 }),
  // Per ten minutes: feedback per address; PDF/Excel exports per signed-in customer (a buyer downloads a few files, not hundreds).
  ...perWindow(10 * 60, { feedbackIp: 10, exportCustomer: 30 }),
  captchaIp: { points: 60, duration: 60 },
  /** §4 resend countdown: one code per email per minute. */
  resetResend: { points: 1, duration: 55 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

// One limiter per name and process, on globalThis: Next's several module copies of one process
// (pages, route handlers) must count together, and a cluster limiter answers by name alone.
const LIMITERS = Symbol.for('lantern.rateLimiters');
const limiters = ((globalThis as { [LIMITERS]?: Map<string, RateLimiterAbstract> })[LIMITERS] ??= new Map<string, RateLimiterAbstract>());

function limiterFor(name: LimitName): RateLimiterAbstract {
  const key = `${name}:${LIMITS[name].points}:${LIMITS[name].duration}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    const rule = { ...LIMITS[name], points: Math.ceil(LIMITS[name].points * env().RATE_LIMIT_SCALE) };
    const keyPrefix = `${env().RATE_LIMIT_PREFIX}:${name}`;
    const redis = env().REDIS_URL ? redisClient() : undefined;
    const memory = process.env.LANTERN_RENDER_PROCESS && !redis ? new RateLimiterCluster({ keyPrefix, timeoutMs: 3000, ...rule }) : new RateLimiterMemory({ keyPrefix, ...rule });
    limiter = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: false,
          keyPrefix,
          insuranceLimiter: memory,
          rejectIfRedisNotReady: true,
          ...rule,
        })
      : memory;
    limiters.set(key, limiter);
  }
  return limiter;
}

/** The refusal of a spent limit: it says the whole seconds until the next attempt counts. */
function tooManyAttempts(msBeforeNext: number): DomainError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new DomainError('too_many_attempts', `Too many attempts; try again in ${seconds} s`, { seconds });
}

/** Counts one attempt under `name` for `key` (an IP or an email); over the limit → 429. */
export async function consume(name: LimitName, key: string): Promise<void> {
  try {
    await limiterFor(name).consume(key.toLowerCase());
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyAttempts(error.msBeforeNext);
    throw error;
  }
}

/** 429 when `key` has no attempts left under `name`; counts nothing (check before the costly part). */
export async function refuseWhenSpent(name: LimitName, key: string): Promise<void> {
  const limiter = limiterFor(name);
  const res = await limiter.get(key.toLowerCase()).catch(() => null);
  if (res && res.consumedPoints >= limiter.points) throw tooManyAttempts(res.msBeforeNext);
}

/** Clears the count for a key (a successful sign-in forgives the earlier typos of that email). */
export async function forgive(name: LimitName, key: string): Promise<void> {
  await limiterFor(name)
    .delete(key.toLowerCase())
    .catch(() => {});
}

/** Tests use fresh counters. */
export function resetRateLimits(): void {
  limiters.clear();
}
