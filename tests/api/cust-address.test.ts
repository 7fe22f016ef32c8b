import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { getAddressOptions, knownPlaceSchema } from '@/server/accounts/address-options';
import { startSession } from '@/server/accounts/sessions';
import { addresses, customers, sites } from '@/server/db/schema';
import { createTestDb, type TestDb } from '../support/test-db';

let db: TestDb;
/** Authorization header values: A and B on site 38, C on site 39. */
const auth: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };
const ids: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };

async function signIn(siteId: number, email: string) {
  const [row] = await db.db
    .insert(customers)
    .values({ siteId, email, nick: email.split('@')[0]! })
    .returning({ id: customers.id });
  const session = await startSession(db.db, siteId, row!.id, true);
  return { id: row!.id, header: `${row!.id},${session.onlineGuid}` };
}

beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(sites).values([
    { id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' },
    { id: 39, name: '别的站', nameen: 'Other site' },
  ]);
  for (const [key, siteId] of [
    ['a', 38],
    ['b', 38],
    ['c', 39],
  ] as const) {
    const who = await signIn(siteId, `${key}@buyer.example.com`);
    auth[key] = who.header;
    ids[key] = who.id;
  }
});
afterAll(() => db.dispose());

const headers = (who?: keyof typeof auth) => ({ 'content-type': 'application/json', ...(who ? { authorization: auth[who] } : {}) });
const list = (who?: keyof typeof auth, query = '') => apiApp.request(`/api/CustAddress${query}`, { headers: headers(who) });
const save = (who: keyof typeof auth | undefined, body: unknown) => apiApp.request('/api/CustAddress', { method: 'POST', headers: headers(who), body: JSON.stringify(body) });
const remove = (who: keyof typeof auth | undefined, id: number | string) => apiApp.request(`/api/CustAddress/${id}`, { method: 'DELETE', headers: headers(who) });

const hamburg = {
  contactName: 'Anna Schmidt',
  company: 'Schmidt Deko GmbH',
  phone: '+49 40 1234567',
  email: 'anna@schmidt-deko.de',
  country: 'DE',
  region: 'Hamburg',
  city: 'Hamburg',
  addressLine: 'Speicherstadt 12',
  postcode: '20457',
};
const shenzhen = { contactName: '王先生', phone: '13800138000', country: 'CN', region: '广东省', city: '深圳市', addressLine: '南山区科技园 1 号' };

async function saved(who: keyof typeof auth, body: unknown) {
  const res = await save(who, body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return (await res.json()).data.dto as { id: number; isDefault: boolean } & Record<string, unknown>;
}
async function listOf(who: keyof typeof auth) {
  const res = await list(who);
  expect(res.status).toBe(200);
  return (await res.json()).data.list as { id: number; isDefault: boolean; contactName: string }[];
}

describe('POST /api/CustAddress', () => {
  it('R7.70 R7.72 R3.47 creates an address with the designed fields; the first one becomes the default', async () => {
    const dto = await saved('a', hamburg);
    expect(dto).toMatchObject({ ...hamburg, isDefault: true, id: expect.any(Number), createtime: expect.any(String) });
    const [row] = await db.db.select().from(addresses).where(eq(addresses.id, dto.id));
    expect(row).toMatchObject({ siteId: 38, customerId: ids.a, contactName: 'Anna Schmidt', deletedAt: null });
  });

  it('R7.72 accepts a Chinese address whose province and city come from the division data', async () => {
    const dto = await saved('a', { ...shenzhen, country: 'cn' });
    expect(dto).toMatchObject({ country: 'CN', region: '广东省', city: '深圳市', email: '', company: '', isDefault: false });
  });

  it('R7.70 updates the own address when an id is given', async () => {
    const created = await saved('a', { ...hamburg, contactName: 'Old name' });
    const updated = await saved('a', { ...hamburg, id: created.id, contactName: 'New name', postcode: '20095' });
    expect(updated).toMatchObject({ id: created.id, contactName: 'New name', postcode: '20095' });
    const rows = await db.db.select().from(addresses).where(eq(addresses.id, created.id));
    expect(rows[0]!.contactName).toBe('New name');
  });

  it.each([
    ['contactName', { ...hamburg, contactName: ' ' }, 'address.contactRequired'],
    ['phone', { ...hamburg, phone: 'call me' }, 'address.phoneInvalid'],
    ['email', { ...hamburg, email: 'not-an-email' }, 'message.mailRule'],
    ['country', { ...hamburg, country: 'Germany' }, 'address.countryInvalid'],
    ['country', { ...hamburg, country: 'XX' }, 'address.countryUnknown'],
    ['region', { ...shenzhen, region: '' }, 'address.regionRequired'],
    ['region', { ...shenzhen, region: '火星省' }, 'address.regionUnknown'],
    ['city', { ...shenzhen, city: '杭州市' }, 'address.cityUnknown'],
    ['district', { ...shenzhen, district: '婺城区' }, 'address.districtUnknown'],
    ['district', { ...hamburg, district: 'Altona' }, 'address.districtOutsideChina'],
    ['addressLine', { ...hamburg, addressLine: '' }, 'address.lineRequired'],
    ['postcode', { ...hamburg, postcode: '<script>' }, 'address.postcodeInvalid'],
    ['id', { ...hamburg, id: 'x' }, 'must be a positive whole number'],
  ])('R7.72 answers 400 naming %s and stores nothing', async (field, body, message) => {
    const before = (await db.db.select().from(addresses)).length;
    const res = await save('a', body);
    expect(res.status).toBe(400);
    const error = await res.json();
    expect(error).toMatchObject({ code: 400, error: 'bad_request', field });
    expect(error.issues).toContainEqual(expect.objectContaining({ field, message }));
    expect(await db.db.select().from(addresses)).toHaveLength(before);
  });

  it('refuses the 51st address with a 409 and a clear message', async () => {
    const [who] = [await signIn(38, 'many@buyer.example.com')];
    const rows = Array.from({ length: 50 }, (_, i) => ({ ...hamburg, siteId: 38, customerId: who.id, contactName: `N${i}` }));
    await db.db.insert(addresses).values(rows);
    const res = await apiApp.request('/api/CustAddress', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: who.header },
      body: JSON.stringify(hamburg),
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: 'conflict', message: expect.stringContaining('at most 50') });
  });
});

describe('GET /api/CustAddress', () => {
  it('R7.70 R7.71 lists the whole book by default (isGetAll): data.list, the total, default first then newest', async () => {
    const res = await list('a');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.code).toBe(0);
    const rows = body.data.list as { id: number; isDefault: boolean }[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(body.data.searchListResourceParamaters.total).toBe(rows.length);
    expect(rows[0]!.isDefault).toBe(true);
    const rest = rows.slice(1).map((r) => r.id);
    expect(rest).toEqual([...rest].sort((x, y) => y - x));
  });

  it('pages when isGetAll=false', async () => {
    const all = await listOf('a');
    const body = await (await list('a', '?isGetAll=false&page=2&PageSize=1')).json();
    expect(body.data.list).toEqual([all[1]]);
    expect(body.data.searchListResourceParamaters).toEqual({ total: all.length, page: 2, pageSize: 1 });
  });

  it('answers a bad PageSize with a 400 naming it', async () => {
    const res = await list('a', '?isGetAll=false&PageSize=500');
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe('PageSize');
  });
});

describe('default address', () => {
  it('keeps at most one default: making another the default clears the old one', async () => {
    const first = await saved('b', hamburg);
    const second = await saved('b', { ...shenzhen, isDefault: true });
    expect(first.isDefault).toBe(true);
    expect(second.isDefault).toBe(true);
    let rows = await listOf('b');
    expect(rows.filter((r) => r.isDefault).map((r) => r.id)).toEqual([second.id]);
    expect(rows[0]!.id).toBe(second.id);
    await saved('b', { ...hamburg, id: first.id, isDefault: true });
    rows = await listOf('b');
    expect(rows.filter((r) => r.isDefault).map((r) => r.id)).toEqual([first.id]);
    const defaults = await db.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.customerId, ids.b), eq(addresses.isDefault, true)));
    expect(defaults).toHaveLength(1);
  });

  it('leaves exactly one default when several saves race to become the default', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, async (_, i) => save('b', { ...hamburg, contactName: `Race ${i}`, isDefault: true })));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
    const defaults = await db.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.customerId, ids.b), eq(addresses.isDefault, true), isNull(addresses.deletedAt)));
    expect(defaults).toHaveLength(1);
  });
});

describe('DELETE /api/CustAddress/{id}', () => {
  it('R7.70 soft-deletes the own address: gone from the list, row kept with deletedAt', async () => {
    const dto = await saved('a', { ...hamburg, contactName: 'To delete' });
    const res = await remove('a', dto.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: 0, message: 'Address deleted' });
    expect((await listOf('a')).map((r) => r.id)).not.toContain(dto.id);
    const [row] = await db.db.select().from(addresses).where(eq(addresses.id, dto.id));
    expect(row!.deletedAt).toBeInstanceOf(Date);
    expect((await remove('a', dto.id)).status).toBe(404);
    expect((await save('a', { ...hamburg, id: dto.id })).status).toBe(404);
  });

  it.each(['abc', '0', '-3', '1.5'])('answers 400 naming id for /CustAddress/%s', async (id) => {
    const res = await remove('a', id);
    expect(res.status).toBe(400);
    expect((await res.json()).field).toBe('id');
  });

  it('answers an unknown id with a 404, and one past int4 with a 400 naming id', async () => {
    expect((await remove('a', 999999)).status).toBe(404);
    expect((await remove('a', 2147483647)).status).toBe(404);
    expect((await remove('a', 99999999999)).status).toBe(400);
  });
});

describe('sign-in and ownership', () => {
  it('R6.05 answers 401 to a visitor on every route, even with a bad body', async () => {
    for (const res of [await list(), await save(undefined, hamburg), await save(undefined, {}), await remove(undefined, 1)]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ code: 401, error: 'unauthorized', field: 'Authorization' });
    }
    const forged = await apiApp.request('/api/CustAddress', { headers: { authorization: `${ids.a},${'x'.repeat(43)}` } });
    expect(forged.status).toBe(401);
  });

  it("customer B cannot read, update or delete A's address (404) and A's list never has B's rows", async () => {
    const mine = await saved('a', { ...hamburg, contactName: 'Only A' });
    expect((await listOf('b')).map((r) => r.id)).not.toContain(mine.id);
    const update = await save('b', { ...hamburg, id: mine.id, contactName: 'Hijacked' });
    expect(update.status).toBe(404);
    expect((await update.json()).field).toBe('id');
    expect((await remove('b', mine.id)).status).toBe(404);
    const [row] = await db.db.select().from(addresses).where(eq(addresses.id, mine.id));
    expect(row).toMatchObject({ contactName: 'Only A', customerId: ids.a, deletedAt: null });
    const bRows = await db.db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.customerId, ids.b), isNull(addresses.deletedAt)));
    const aList = (await listOf('a')).map((r) => r.id);
    expect(bRows.length).toBeGreaterThan(0);
    for (const { id } of bRows) expect(aList).not.toContain(id);
  });

  it("another site's session sees none of site 38's rows and cannot touch them", async () => {
    const [aRow] = await listOf('a');
    expect(await listOf('c')).toEqual([]);
    expect((await remove('c', aRow!.id)).status).toBe(404);
    expect((await save('c', { ...hamburg, id: aRow!.id })).status).toBe(404);
    const mine = await saved('c', hamburg);
    const [row] = await db.db.select().from(addresses).where(eq(addresses.id, mine.id));
    expect(row).toMatchObject({ siteId: 39, customerId: ids.c });
  });

  it('ignores customerId or siteId fields sent in the body', async () => {
    const dto = await saved('b', { ...hamburg, customerId: ids.a, siteId: 39, userId: 39 });
    const [row] = await db.db.select().from(addresses).where(eq(addresses.id, dto.id));
    expect(row).toMatchObject({ siteId: 38, customerId: ids.b });
  });
});

describe('address options', () => {
  it('R3.48 R3.50 lists China provinces with their cities, named in the page language', () => {
    const en = getAddressOptions('en').chinaRegions.find((r) => r.value === '广东省');
    expect(en).toMatchObject({ label: 'Guangdong' });
    expect(en!.cities).toContainEqual(expect.objectContaining({ value: '深圳市', label: 'Shenzhen' }));
    const zh = getAddressOptions('zh').chinaRegions.find((r) => r.value === '浙江省');
    expect(zh).toMatchObject({ label: '浙江省' });
    expect(zh!.cities).toContainEqual(expect.objectContaining({ value: '杭州市', label: '杭州市' }));
  });

  it('lists each Chinese city with its districts, and a municipality as its own city', () => {
    const jinhua = getAddressOptions('en')
      .chinaRegions.find((r) => r.value === '浙江省')!
      .cities.find((c) => c.value === '金华市')!;
    expect(jinhua.districts).toContainEqual({ value: '婺城区', label: 'Wucheng District' });
    expect(jinhua.districts).toContainEqual(expect.objectContaining({ value: '义乌市' }));
    const shanghai = getAddressOptions('zh').chinaRegions.find((r) => r.value === '上海市')!;
    expect(shanghai.municipality).toBe(true);
    expect(shanghai.cities.map((c) => c.value)).toEqual(['上海市']);
    expect(shanghai.cities[0]!.districts).toContainEqual({ value: '黄浦区', label: '黄浦区' });
    const chongqing = getAddressOptions('zh').chinaRegions.find((r) => r.value === '重庆市')!;
    expect(chongqing.cities[0]!.districts.map((d) => d.value)).toEqual(expect.arrayContaining(['渝中区', '巫山县']));
    expect(getAddressOptions('zh').chinaRegions.find((r) => r.value === '浙江省')!.municipality).toBe(false);
  });

  it('R3.49 lists foreign countries as label/value pairs with ISO codes', () => {
    expect(getAddressOptions('en').countries).toContainEqual({ label: 'United States', value: 'US' });
    expect(getAddressOptions('zh').countries).toContainEqual({ label: '德国', value: 'DE' });
    expect(knownPlaceSchema.safeParse({ country: 'CN', region: '浙江省', city: '杭州市', district: '' }).success).toBe(true);
    expect(knownPlaceSchema.safeParse({ country: 'US', region: 'Ohio', city: 'Anywhere', district: '' }).success).toBe(true);
  });

  it('documents the three routes in the OpenAPI document', async () => {
    const doc = await (await apiApp.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths['/api/CustAddress'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(doc.paths['/api/CustAddress/{id}'].delete.responses).toHaveProperty('404');
  });
});

describe('Chinese addresses with a district', () => {
  const jinhua = { contactName: '李女士', phone: '13900139000', country: 'CN', region: '浙江省', city: '金华市', district: '婺城区', addressLine: '丹溪路 88 号' };

  it('saves and lists province, city and district apart', async () => {
    const dto = await saved('b', jinhua);
    expect(dto).toMatchObject({ region: '浙江省', city: '金华市', district: '婺城区' });
    const listed = await listOf('b');
    expect(listed.find((a: { id: number }) => a.id === dto.id)).toMatchObject({ city: '金华市', district: '婺城区' });
  });

  it('takes a municipality as its own city with one of its districts', async () => {
    const dto = await saved('b', { ...jinhua, region: '上海市', city: '上海市', district: '黄浦区' });
    expect(dto).toMatchObject({ region: '上海市', city: '上海市', district: '黄浦区' });
    expect((await save('b', { ...jinhua, region: '上海市', city: '上海市', district: '婺城区' })).status).toBe(400);
  });

  it('reads an older municipality address (district sent as the city) as city and district', async () => {
    const dto = await saved('b', { ...jinhua, region: '北京市', city: '朝阳区', district: '' });
    expect(dto).toMatchObject({ region: '北京市', city: '北京市', district: '朝阳区' });
  });

  it('still takes a Chinese address without a district, as §7 clients send it', async () => {
    const dto = await saved('b', { ...jinhua, district: '' });
    expect(dto).toMatchObject({ city: '金华市', district: '' });
  });
});
