import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { AppError } from '@/server/errors';
import { env } from '@/server/env';
import { redisClient } from './redis';

// Abuse limits (issue "Accounts"): per IP and per email on sign-in, register, captcha, reset and
// code checks. Redis (REDIS_URL) shares counters across processes; without it, or while Redis is
// down, each process counts in memory (the insurance limiter) and says so once in the log.

export interface LimitRule {
  /** Attempts allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
}

export const LIMITS = {
  loginIp: { points: 30, duration: 15 * 60 },
  // Wrong passwords (src/server/accounts/sign-in-throttle.ts): per account and address, per
  // trusted device, and per account over every untrusted address.
  loginFailPair: { points: 10, duration: 15 * 60 },
  loginFailDevice: { points: 10, duration: 15 * 60 },
  loginFailAccount: { points: 50, duration: 60 * 60 },
  changePwdCustomer: { points: 10, duration: 15 * 60 },
  /** Wrong passwords or codes typed inside a staff session (ADR 0042), counted per session. */
  staffSessionCheck: { points: 5, duration: 15 * 60 },
  registerIp: { points: 10, duration: 60 * 60 },
  captchaIp: { points: 60, duration: 60 },
  resetIp: { points: 10, duration: 60 * 60 },
  resetEmail: { points: 5, duration: 60 * 60 },
  /** §4 resend countdown: one code per email per minute. */
  resetResend: { points: 1, duration: 55 },
  codeIp: { points: 30, duration: 15 * 60 },
  googleIp: { points: 30, duration: 15 * 60 },
  // Content and access.
  feedbackIp: { points: 10, duration: 10 * 60 },
  accessCodeIp: { points: 10, duration: 15 * 60 },
  tempKeyIp: { points: 30, duration: 60 * 60 },
  /** PDF/Excel exports per signed-in customer: a buyer downloads a few files, not hundreds. */
  exportCustomer: { points: 30, duration: 10 * 60 },
} as const satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof LIMITS;

const limiters = new Map<string, RateLimiterAbstract>();

function limiterFor(name: LimitName): RateLimiterAbstract {
  const key = `${name}:${LIMITS[name].points}:${LIMITS[name].duration}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    const rule = { ...LIMITS[name], points: Math.ceil(LIMITS[name].points * env().RATE_LIMIT_SCALE) };
    const memory = new RateLimiterMemory({ keyPrefix: `${env().RATE_LIMIT_PREFIX}:${name}`, ...rule });
    const redis = env().REDIS_URL ? redisClient() : undefined;
    limiter = redis
      ? new RateLimiterRedis({
          storeClient: redis,
          useRedisPackage: false,
          keyPrefix: `${env().RATE_LIMIT_PREFIX}:${name}`,
          insuranceLimiter: memory,
          rejectIfRedisNotReady: true,
          ...rule,
        })
      : memory;
    limiters.set(key, limiter);
  }
  return limiter;
}

/** Counts one attempt under `name` for `key` (an IP or an email); over the limit → 429. */
export async function consume(name: LimitName, key: string): Promise<void> {
  try {
    await limiterFor(name).consume(key.toLowerCase());
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      throw new AppError('rate_limited', `Too many attempts; try again in ${seconds} s`, { key: 'apiError.rateLimited.wait', params: { seconds } });
    }
    throw error;
  }
}

/** 429 when `key` has no attempts left under `name`; counts nothing (check before the costly part). */
export async function refuseWhenSpent(name: LimitName, key: string): Promise<void> {
  const limiter = limiterFor(name);
  const res = await limiter.get(key.toLowerCase()).catch(() => null);
  if (res && res.consumedPoints >= limiter.points) {
    const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    throw new AppError('rate_limited', `Too many attempts; try again in ${seconds} s`, { key: 'apiError.rateLimited.wait', params: { seconds } });
  }
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
