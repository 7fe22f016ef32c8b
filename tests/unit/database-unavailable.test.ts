import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { failingWith, handleApiError } from '@/server/api/errors';
import { isDatabaseUnavailable } from '@/server/db/unavailable';

// Issue 8 §4: PostgreSQL stopped → the API answers 503 with the one error body and Retry-After.

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
