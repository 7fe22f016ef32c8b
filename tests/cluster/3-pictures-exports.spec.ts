import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { captchaCode, untilEveryProcess } from './support/cluster';

// Pictures live in PostgreSQL (IMAGE_STORE=database) and every process signs and
// checks /Upload/ links with one MEDIA_SIGNING_SECRET, so a link printed by one process opens on
// the other; a thumbnail made by one is there for both. Exports read the shared cart.

test('signed picture links and their thumbnails are served by both processes', async ({ request }) => {
  const list = await (await request.get('/api/Product?PageSize=1&page=3')).json();
  // `pics` lists a product's pictures, comma-separated: the first is the main one.
  const picture: string = list.data.list[0].pics.split(',')[0];
  expect(picture).toMatch(/^\/Upload\/.+\?e=\d+&s=/);
  const thumbnail = picture.replace(/\.(\w+)\?/, '_100.webp?');
  for (const link of [picture, thumbnail]) {
    await untilEveryProcess(
      async () => {
        const response = await request.get(link);
        return { upstream: response.headers()['x-upstream'], status: response.status(), type: response.headers()['content-type'], bytes: (await response.body()).length };
      },
      (answer) => answer.status === 200 && /^image\//.test(answer.type ?? '') && answer.bytes > 100,
    );
  }
  // The link's signature is what opens it: tampered, every process refuses it.
  const tampered = picture.replace(/s=(.)/, (_, c: string) => `s=${c === 'A' ? 'B' : 'A'}`);
  await untilEveryProcess(
    async () => {
      const response = await request.get(tampered);
      return { upstream: response.headers()['x-upstream'], status: response.status() };
    },
    (answer) => answer.status === 403,
  );
});

test('PDF and Excel exports of the cart are served by both processes', async ({ request }) => {
  const guid = randomUUID();
  expect((await request.get(`/verifycode/NumberVerifyCode?guid=${guid}`)).status()).toBe(200);
  const registered = await request.post('/api/Customer/RegisterByEmail', {
    data: {
      email: `cluster-${randomUUID().slice(0, 8)}@example.com`,
      nick: 'Emil',
      companyName: 'Export Trading',
      pwd: 'abc123',
      verifyGuid: guid,
      verifyCode: await captchaCode(guid),
    },
  });
  expect(registered.status()).toBe(200);
  const list = await (await request.get('/api/Product?PageSize=2')).json();
  const added = await request.post('/api/ShoppingCart', { data: { list: list.data.list.map((p: { id: number }) => ({ productId: p.id, addNum: 24 })) } });
  expect(added.status()).toBe(200);

  for (const [format, magic] of [
    ['pdf', '%PDF'],
    ['xlsx', 'PK'],
  ] as const) {
    await untilEveryProcess(
      async () => {
        const response = await request.get(`/api/ShoppingCart/Export?format=${format}&lang=en`);
        const body = await response.body();
        return { upstream: response.headers()['x-upstream'], status: response.status(), starts: body.subarray(0, 4).toString('latin1'), bytes: body.length };
      },
      (answer) => answer.status === 200 && answer.starts.startsWith(magic) && answer.bytes > 1000,
      10,
    );
  }
});
