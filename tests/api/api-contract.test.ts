import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { colors, sites } from '@/server/db/schema';
import { setDbHandle } from '@/server/db/client';
import type { Db } from '@/server/db/client';
import { apiApp } from '@/server/api/app';
import { caseInsensitiveGetPath } from '@/server/api/case-insensitive-path';
import { handleApiError, handleNotFound, validationHook } from '@/server/api/kit/errors';
import { AppError as ApiError } from '@/server/errors';
import { createTestDb, type TestDb } from '../support/test-db';

let db: TestDb;

beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(sites).values({ id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' });
  await db.db.insert(colors).values({ siteId: 38, code: 'C01', name: '红色', nameen: 'Red' });
});

afterAll(async () => {
  await db.dispose();
});

describe('case-insensitive API paths', () => {
  it.each(['/api/color', '/api/COLOR', '/api/Color', '/api/cOlOr/'])('R7.90 answers %s like /api/Color', async (path) => {
    const response = await apiApp.request(`${path}?userId=38&isGetAll=true`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.list[0].code).toBe('C01');
  });

  it('matches static segments whatever their case and keeps path parameters as sent', () => {
    // §7 writes GET /api/ShoppingCart and DELETE /api/shoppingCart/{ids}.
    const routes = [{ path: '/api/ShoppingCart' }, { path: '/api/shoppingCart/:ids' }, { path: '/api/Product/:id' }, { path: '/api/Product/GetFilter' }];
    const getPath = caseInsensitiveGetPath(() => routes);
    const path = (p: string) => getPath(new Request(`http://localhost${p}`));
    expect(path('/api/shoppingcart')).toBe('/api/ShoppingCart');
    expect(path('/api/SHOPPINGCART/12,AbC')).toBe('/api/shoppingCart/12,AbC');
    expect(path('/api/product/getfilter')).toBe('/api/Product/GetFilter');
    expect(path('/api/product/AbC9')).toBe('/api/Product/AbC9');
    expect(path('/api/nothing/here')).toBe('/api/nothing/here');
  });
});

describe('error bodies', () => {
  it('answers an unknown /api path with a 404 JSON error', async () => {
    const response = await apiApp.request('/api/NoSuchThing?userId=38');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ code: 404, error: 'not_found' });
  });

  it('answers a method the path does not serve with a 405 JSON error and Allow', async () => {
    const response = await apiApp.request('/api/Color', { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect((await response.json()).error).toBe('method_not_allowed');
  });

  it('R8.38 answers a failed colour query with the §8 message instead of a bare 500', async () => {
    const broken = new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('connection refused');
        },
      },
    ) as unknown as Db;
    const quiet = console.error;
    console.error = () => {};
    setDbHandle({ db: broken, kind: 'pglite', close: async () => {} });
    try {
      const response = await apiApp.request('/api/Color?userId=38');
      expect(response.status).toBe(503);
      const body = await response.json();
      expect(body).toMatchObject({ code: 503, error: 'unavailable', message: 'Failed to get the color configuration.' });
      expect(JSON.stringify(body)).not.toContain('connection refused');
      const pack = await apiApp.request('/api/Pack?userId=38');
      expect((await pack.json()).message).toBe('Failed to get the packing configuration.');
      const unit = await apiApp.request('/api/Unit?userId=38');
      expect((await unit.json()).message).toBe('Failed to get the unit configuration.');
    } finally {
      setDbHandle(db);
      console.error = quiet;
    }
  });
});

describe('validation hook and error handler on a JSON body', () => {
  // No §7 POST route belongs to this foundation issue, so the shared hook and handler are proven on
  // a local app built exactly like apiApp (same defaultHook, onError, notFound).
  const app = new OpenAPIHono({ defaultHook: validationHook }).basePath('/api');
  app.openapi(
    createRoute({
      method: 'post',
      path: '/Echo',
      request: {
        body: { required: true, content: { 'application/json': { schema: z.object({ items: z.array(z.object({ addNum: z.number().int().min(1) })) }) } } },
      },
      responses: { 200: { description: 'ok' } },
    }),
    (c) => {
      if (c.req.valid('json').items.length > 3) throw new ApiError('conflict', 'too many', { field: 'items' });
      return c.json({ ok: true }, 200);
    },
  );
  app.get('/Boom', () => {
    throw new Error('secret internals');
  });
  app.notFound(handleNotFound);
  app.onError(handleApiError);
  const post = (body: string, type = 'application/json') => app.request('/api/Echo', { method: 'POST', body, headers: { 'content-type': type } });

  it('answers malformed JSON with 400 naming body', async () => {
    const response = await post('{"items": [');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 400, error: 'bad_request', field: 'body' });
  });

  it('answers a body that is not JSON with 400 naming body', async () => {
    const response = await post('items=1', 'text/plain');
    expect(response.status).toBe(400);
    expect((await response.json()).field).toBe('body');
  });

  it('names the first bad field of a body by its path', async () => {
    const response = await post(JSON.stringify({ items: [{ addNum: 1 }, { addNum: 0 }] }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.field).toBe('items.1.addNum');
    expect(body.issues).toEqual([{ field: 'items.1.addNum', message: expect.any(String), messageKey: 'apiError.validation.tooSmall', params: { min: 1 } }]);
  });

  it('renders a thrown ApiError with its status, code and field', async () => {
    const response = await post(JSON.stringify({ items: [1, 2, 3, 4].map((addNum) => ({ addNum })) }));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ code: 409, error: 'conflict', message: 'too many', messageKey: 'apiError.code.conflict', field: 'items' });
  });

  it('answers an unexpected failure with a 500 JSON body that hides the internals', async () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      const response = await app.request('/api/Boom');
      expect(response.status).toBe(500);
      const body = await response.json();
      expect(body).toEqual({ code: 500, error: 'internal', message: 'Internal error', messageKey: 'apiError.code.internal' });
    } finally {
      console.error = quiet;
    }
  });
});
