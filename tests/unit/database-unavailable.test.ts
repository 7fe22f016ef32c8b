import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { failingWith, handleApiError } from '@/server/api/kit/errors';
import { isDatabaseError, isDatabaseUnavailable, isRefusedValue } from '@/server/db/unavailable';

// PostgreSQL stopped → the API answers 503 with the one error body and Retry-After.

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const shutdown = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
/** Drizzle wraps the driver's error: `Failed query: …` with the pg error as its cause. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('isDatabaseUnavailable', () => {
  it('recognises refused connections, server shutdowns and lost connections, also wrapped by Drizzle', () => {
    expect(isDatabaseUnavailable(refused())).toBe(true);
    expect(isDatabaseUnavailable(shutdown())).toBe(true);
    expect(isDatabaseUnavailable(wrapped(refused()))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused(), refused()], ''))).toBe(true);
  });

  it('leaves ordinary failures alone', () => {
    expect(isDatabaseUnavailable(new TypeError('x is not a function'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });

  it('never takes a value the database refused (int4 overflow, SQLSTATE 22003) for a lost database', () => {
    const overflow = wrapped(outOfRange());
    expect(isDatabaseUnavailable(overflow)).toBe(false);
    expect(isRefusedValue(overflow)).toBe(true);
    expect(isDatabaseError(overflow)).toBe(true);
    expect(isDatabaseError(new TypeError('x is not a function'))).toBe(false);
    // Node's own five-letter codes are not SQLSTATEs.
    expect(isDatabaseError(Object.assign(new Error('operation not permitted'), { code: 'EPERM' }))).toBe(false);
  });
});

/** What PostgreSQL answers to `where id = 2147483648` on an int4 column. */
const outOfRange = () => Object.assign(new Error('value "2147483648" is out of range for type integer'), { code: '22003' });

describe('failingWith', () => {
  const app = new Hono();
  const failing = (error: () => Error) => () => failingWith('Get product list error.', async () => Promise.reject(error()));
  app.get(
    '/overflow',
    failing(() => wrapped(outOfRange())),
  );
  app.get(
    '/raised',
    failing(() => wrapped(Object.assign(new Error('line failed'), { code: 'P0001' }))),
  );
  app.get(
    '/bug',
    failing(() => new TypeError("Cannot read properties of undefined (reading 'x')")),
  );
  app.onError(handleApiError);

  it.each([
    ['/overflow', 500, null],
    ['/bug', 500, null],
    ['/raised', 503, '5'],
  ])('answers %s with %i (Retry-After %s) and the §8 message', async (path, status, retryAfter) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const response = await app.request(path);
      expect(response.status).toBe(status);
      expect(response.headers.get('retry-after')).toBe(retryAfter);
      expect(await response.json()).toMatchObject({ code: status, message: 'Get product list error.' });
      expect(error).toHaveBeenCalledTimes(1);
    } finally {
      error.mockRestore();
    }
  });
});

describe('API answers while the database is down', () => {
  const app = new Hono();
  app.get('/direct', () => {
    throw wrapped(refused());
  });
  app.get('/service', () => failingWith('Get product list error.', async () => Promise.reject(wrapped(shutdown()))));
  app.get('/bug', () => {
    throw new TypeError('x is not a function');
  });
  app.onError(handleApiError);

  it('turns a lost database into 503 JSON with Retry-After, logged once rather than per request', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const path of ['/direct', '/service', '/direct']) {
        const response = await app.request(path);
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(await response.json()).toMatchObject({ code: 503, error: 'unavailable' });
      }
      expect(warn.mock.calls.length).toBeLessThanOrEqual(1);
      expect(error).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });

  it('keeps the §8 message of the service that failed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await app.request('/service');
    expect((await response.json()).message).toBe('Get product list error.');
    vi.restoreAllMocks();
  });

  it('still answers a bug with 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.request('/bug');
    expect(response.status).toBe(500);
    expect(response.headers.get('retry-after')).toBeNull();
    vi.restoreAllMocks();
  });
});
