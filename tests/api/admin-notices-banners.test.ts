import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCurrentBanners, listCurrentNotices } from '@/server/content/notices-banners';
import { catalogRevision, fairLogs, notices } from '@/server/db/schema';
import { fairRows } from '@/server/seed/content/fairs';
import { insertNotices } from '@/server/seed/content/notices';
import { call, type Json } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';
import { lastAudit } from '../support/workspace-calls';

// Notices and banners (ADR 0029): the top-bar notices and the home banner pictures the staff write — role
// rules, validation, audit rows, and what the storefront's reads then show or hide.

process.env.MEDIA_SIGNING_SECRET ??= 'admin-notices-test-secret-0123456789abcdef';

let db: TestDb;
let catalogue: Record<string, string>;
let owner: Record<string, string>;
let sales: Record<string, string>;

beforeAll(async () => {
  db = await createTestDb();
  catalogue = (await signedInStaff(db, 'catalogue')).headers;
  owner = (await signedInStaff(db, 'owner')).headers;
  sales = (await signedInStaff(db, 'sales')).headers;
});
afterAll(() => db.dispose());

const as = (headers: Record<string, string>) => ({
  get: (path: string) => call('GET', path, { headers }),
  post: (path: string, body?: unknown) => call('POST', path, { headers, body }),
  put: (path: string, body: unknown) => call('PUT', path, { headers, body }),
  del: (path: string) => call('DELETE', path, { headers }),
});
const revision = async () => (await db.db.select().from(catalogRevision).where(eq(catalogRevision.id, 1)))[0]!.token;
const hourFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

const notice: Json = { text: '春季新品已上架', texten: 'Spring collection is live', link: '/new-products?page=1' };
const banner: Json = {
  picture: '/Upload/content/image/202611/spring.jpg',
  alt: '春季新品',
  alten: 'Spring collection',
  title: '春季新品',
  titleen: 'Spring is here',
  link: '/new-products',
};

describe.each([
  { path: 'notices', entity: 'notice', valid: notice },
  { path: 'banners', entity: 'banner', valid: banner },
])('/api/admin/$path', ({ path, entity, valid }) => {
  const base = `/api/admin/${path}`;

  it('answers 401 signed out and 403 to a sales member, for reads and writes', async () => {
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['GET', `${base}/1`],
      ['PUT', `${base}/1`],
      ['DELETE', `${base}/1`],
    ] as const) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : valid;
      expect((await call(method, url, { body })).status, `${method} ${url}`).toBe(401);
      expect((await call(method, url, { headers: sales, body })).status, `${method} ${url}`).toBe(403);
    }
  });

  it.each([
    ['https://evil.example/new', 'a scheme'],
    ['//evil.example/new', 'a scheme-relative host'],
    ['javascript:alert(1)', 'a javascript: link'],
    ['/\\evil.example', 'a backslash'],
    ['new-products', 'no leading slash'],
  ])('refuses a link %s (%s) with 400 naming link', async (link) => {
    const answer = await as(catalogue).post(base, { ...valid, link });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('link');
  });

  it('refuses an end before the start with 400 naming endsAt', async () => {
    const answer = await as(catalogue).post(base, { ...valid, startsAt: hourFromNow(2), endsAt: hourFromNow(1) });
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe('endsAt');
  });

  it('creates, lists, reorders, deletes (catalogue and owner), each write with its audit row and a new catalogue revision', async () => {
    const before = await revision();
    const created = await as(catalogue).post(base, valid);
    expect(created.status, created.text).toBe(200);
    const row = created.body.data.dto;
    expect(row).toMatchObject({ link: valid.link, sortnum: 0, published: true, startsAt: null, endsAt: null });
    expect(await revision()).not.toBe(before);
    expect(await lastAudit(db, `${entity}.create`)).toMatchObject({ entityId: String(row.id), before: null });

    const list = await as(owner).get(`${base}?page=1&pageSize=200&sort=id&order=desc&published=true`);
    expect(list.status, list.text).toBe(200);
    expect(list.body.data.list[0].id).toBe(row.id);

    // Reordering is an update of sortnum; the row read back (signed picture link) is a valid body.
    const { id, ...body } = row;
    const moved = await as(owner).put(`${base}/${id}`, { ...body, sortnum: -5 });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.dto.sortnum).toBe(-5);
    expect(await lastAudit(db, `${entity}.update`)).toMatchObject({ entityId: String(id), before: { sortnum: 0 }, after: { sortnum: -5 } });

    const deleted = await as(catalogue).del(`${base}/${id}`);
    expect(deleted.status).toBe(200);
    expect(await lastAudit(db, `${entity}.delete`)).toMatchObject({ entityId: String(id), after: null });
    expect((await as(catalogue).get(`${base}/${id}`)).status).toBe(404);
  });
});

describe('the storefront reads', () => {
  it('the top bar shows a new published notice in the page language, by sort, and hides unpublished, expired and future ones', async () => {
    const api = as(catalogue);
    const shown = (await api.post('/api/admin/notices', { ...notice, sortnum: 20 })).body.data.dto;
    const first = (await api.post('/api/admin/notices', { text: '广交会见', texten: 'See you at the Canton Fair', link: '', sortnum: 10, endsAt: hourFromNow(24) })).body.data.dto;
    const hidden = (await api.post('/api/admin/notices', { ...notice, texten: 'Unpublished', published: false })).body.data.dto;
    const expired = (await api.post('/api/admin/notices', { ...notice, texten: 'Expired', startsAt: hourFromNow(-48), endsAt: hourFromNow(-24) })).body.data.dto;
    const future = (await api.post('/api/admin/notices', { ...notice, texten: 'Later', startsAt: hourFromNow(24) })).body.data.dto;
    for (const row of [shown, first, hidden, expired, future]) expect(row.id).toBeGreaterThan(0);

    const en = await listCurrentNotices(db.db, 38, 'en');
    expect(en.configured).toBe(true);
    expect(en.list).toEqual([
      { id: first.id, text: 'See you at the Canton Fair', link: '' },
      { id: shown.id, text: 'Spring collection is live', link: '/new-products?page=1' },
    ]);
    expect((await listCurrentNotices(db.db, 38, 'zh')).list.map((n) => n.text)).toEqual(['广交会见', '春季新品已上架']);

    // Unpublishing hides it at once; another site sees none of this site's notices.
    await api.put(`/api/admin/notices/${shown.id}`, { ...notice, published: false });
    expect((await listCurrentNotices(db.db, 38, 'en')).list.map((n) => n.id)).toEqual([first.id]);
    expect(await listCurrentNotices(db.db, 39, 'en')).toEqual({ configured: false, list: [] });
  });

  it('the home banner shows a new published picture and hides unpublished and expired ones', async () => {
    const api = as(catalogue);
    expect(await listCurrentBanners(db.db, 38, 'en')).toEqual([]);
    const shown = (await api.post('/api/admin/banners', banner)).body.data.dto;
    await api.post('/api/admin/banners', { ...banner, published: false });
    await api.post('/api/admin/banners', { ...banner, endsAt: hourFromNow(-1), startsAt: hourFromNow(-2) });
    expect(await listCurrentBanners(db.db, 38, 'en')).toEqual([
      { id: shown.id, picture: '/Upload/content/image/202611/spring.jpg', alt: 'Spring collection', title: 'Spring is here', link: '/new-products' },
    ]);
    expect((await listCurrentBanners(db.db, 38, 'zh'))[0]).toMatchObject({ alt: '春季新品', title: '春季新品' });
  });

  it('a banner needs an uploaded picture: another path is a 400 naming picture', async () => {
    for (const picture of ['', 'https://cdn.example/a.jpg', '/Upload/../etc/passwd']) {
      const answer = await as(catalogue).post('/api/admin/banners', { ...banner, picture });
      expect(answer.status, picture).toBe(400);
      expect(answer.body.field).toBe('picture');
    }
  });

  it('the seed writes the fair notices the top bar showed before, so a fresh shop looks the same', async () => {
    await db.db.insert(fairLogs).values(fairRows(40));
    await insertNotices(db.db, 40);
    const rows = await db.db.select().from(notices).where(eq(notices.siteId, 40));
    expect(rows.length).toBe(3);
    const en = (await listCurrentNotices(db.db, 40, 'en')).list;
    // The fairs the top bar announced: upcoming ones first (soonest first), then October 2024, three in all.
    expect(en.map((n) => n.text.replace(/,.*$/, ''))).toEqual([
      'Meet us at Christmasworld Frankfurt 2027',
      'Meet us at Spring Fair Birmingham 2027',
      'Meet us at 141st Canton Fair',
    ]);
    expect(en[0]!.text).toMatch(/^Meet us at .+, Frankfurt, Jan 29 – Feb 2, 2027, booth .+/);
    for (const n of en) expect(n.link).toMatch(/^\/exhibition\/\d+$/);
    expect((await listCurrentNotices(db.db, 40, 'zh')).list[0]!.text).toMatch(/^欢迎莅临/);
  });
});
