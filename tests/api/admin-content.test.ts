import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as uploadFile } from '@/app/Upload/[...path]/route';
import { apiApp } from '@/server/api/app';
import { listFaqs, listVideos } from '@/server/content/pages';
import { catalogRevision } from '@/server/db/schema';
import { signMediaUrl } from '@/server/media';
import { seedVideoFiles } from '@/server/seed/content';
import { call, type Json } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';
import { lastAudit } from '../support/workspace-calls';

// The workspace's content calls — role rules, validation, other sites' rows, audit rows,
// and that each change reaches the storefront's own reads.

process.env.MEDIA_SIGNING_SECRET ??= 'admin-content-test-secret-0123456789abcdef';

let db: TestDb;
let catalogue: Record<string, string>;
let sales: Record<string, string>;
let otherSite: Record<string, string>;

beforeAll(async () => {
  db = await createTestDb();
  catalogue = (await signedInStaff(db, 'catalogue')).headers;
  sales = (await signedInStaff(db, 'sales')).headers;
  otherSite = (await signedInStaff(db, 'owner', { siteId: 39 })).headers;
});
afterAll(() => db.dispose());

const as = (headers: Record<string, string>) => ({
  get: (path: string) => call('GET', path, { headers }),
  post: (path: string, body?: unknown) => call('POST', path, { headers, body }),
  put: (path: string, body: unknown) => call('PUT', path, { headers, body }),
  del: (path: string) => call('DELETE', path, { headers }),
});
/** Answers sign their /Upload/ paths (§7 R7.09): compare the stored paths. */
const plain = (value: Json): Json => Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v.replace(/^(\/Upload\/[^?]*)\?.*$/, '$1') : v]));
const revision = async () => (await db.db.select().from(catalogRevision).where(eq(catalogRevision.id, 1)))[0]!.token;

/** Each simple resource: a valid body, a changed one, a bad one and the field it names. */
const RESOURCES: { path: string; entity: string; valid: Json; changed: Json; bad: Json; field: string }[] = [
  {
    path: 'faqs',
    entity: 'faq',
    valid: { language: 'en', question: 'MOQ?', answer: '<p>100 pieces</p>' },
    changed: { language: 'en', question: 'MOQ now?', answer: '<p>50</p>', sortnum: 2 },
    bad: { language: 'fr', question: 'x', answer: 'y' },
    field: 'language',
  },
  {
    path: 'articles',
    entity: 'article',
    valid: { title: 'Canton fair news', content: '<p>Hi</p>' },
    changed: { title: 'Canton fair recap', content: '<p>Bye</p>', language: 'en', carousel: true },
    bad: { title: '', content: '' },
    field: 'title',
  },
  {
    path: 'fairs',
    entity: 'fair',
    valid: { name: '广交会', nameen: 'Canton Fair', starttime: '2027-04-15', endtime: '2027-04-19' },
    changed: { name: '广交会', nameen: 'Canton Fair 141', starttime: '2027-04-15', endtime: '2027-04-20', booth: '17.2 K11' },
    bad: { name: 'a', nameen: 'b', starttime: '2027-04-15', endtime: '2027-04-01' },
    field: 'endtime',
  },
  {
    path: 'videos',
    entity: 'video',
    valid: { title: '工厂', titleen: 'Factory', url: 'https://videos.example.com/factory.mp4' },
    changed: { title: '工厂', titleen: 'Factory tour', url: '/Upload/video/factory.mp4' },
    bad: { title: 'a', titleen: 'b', url: 'javascript:alert(1)' },
    field: 'url',
  },
  {
    path: 'certificates',
    entity: 'certificate',
    valid: { name: 'BSCI 证书', nameen: 'BSCI certificate', file: '/Upload/content/pdf/bsci.pdf' },
    changed: { name: 'BSCI 证书', nameen: 'BSCI audit', file: '/Upload/content/pdf/bsci-2027.pdf' },
    bad: { name: 'a', nameen: 'b', file: '../../etc/passwd' },
    field: 'file',
  },
  {
    path: 'friend-links',
    entity: 'friend-link',
    valid: { name: '展会', nameen: 'Fair site', url: 'https://fair.example.com' },
    changed: { name: '展会', nameen: 'Fair', url: 'https://fair.example.org' },
    bad: { name: 'a', nameen: 'b', url: 'ftp://x' },
    field: 'url',
  },
  {
    path: 'colours',
    entity: 'colour',
    valid: { code: 'TEAL', name: '蓝绿', nameen: 'Teal' },
    changed: { code: 'TEAL', name: '蓝绿色', nameen: 'Teal blue' },
    bad: { code: '', name: 'a', nameen: 'b' },
    field: 'code',
  },
  {
    path: 'packs',
    entity: 'pack',
    valid: { code: 'GB', name: '礼盒', nameen: 'Gift box' },
    changed: { code: 'GB', name: '礼盒', nameen: 'Gift boxes' },
    bad: { code: 'x', name: 'a', nameen: 'b', sortnum: 1.5 },
    field: 'sortnum',
  },
  {
    path: 'units',
    entity: 'unit',
    valid: { code: 'SET', name: '套', nameen: 'Set' },
    changed: { code: 'SET', name: '套', nameen: 'Sets' },
    bad: { code: 'x', name: 'a', nameen: 'b'.repeat(201) },
    field: 'nameen',
  },
];

describe.each(RESOURCES)('/api/admin/$path', ({ path, entity, valid, changed, bad, field }) => {
  const base = `/api/admin/${path}`;

  it('answers 401 signed out and 403 to a sales member, for reads and writes', async () => {
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['GET', `${base}/1`],
      ['PUT', `${base}/1`],
      ['DELETE', `${base}/1`],
    ] as const) {
      expect((await call(method, url, { body: method === 'GET' || method === 'DELETE' ? undefined : valid })).status, `${method} ${url}`).toBe(401);
      expect((await call(method, url, { headers: sales, body: method === 'GET' || method === 'DELETE' ? undefined : valid })).status, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses a bad body with 400 naming the field', async () => {
    const answer = await as(catalogue).post(base, bad);
    expect(answer.status).toBe(400);
    expect(answer.body.field).toBe(field);
  });

  it('creates, reads, lists, updates and deletes, each write with its audit row and a new catalogue revision', async () => {
    const before = await revision();
    const created = await as(catalogue).post(base, valid);
    expect(created.status, created.text).toBe(200);
    const row = created.body.data.dto;
    expect(plain(row)).toMatchObject(Object.fromEntries(Object.entries(valid).filter(([k]) => k !== 'answer' && k !== 'content')));
    expect(await revision()).not.toBe(before);
    expect(await lastAudit(db, `${entity}.create`)).toMatchObject({ entityId: String(row.id), before: null });

    expect((await as(catalogue).get(`${base}/${row.id}`)).body.data.dto).toEqual(row);
    const list = await as(catalogue).get(`${base}?page=1&pageSize=200&sort=id&order=desc`);
    expect(list.body.data.list[0]).toEqual(row);
    expect(list.body.data.searchListResourceParamaters.total).toBeGreaterThanOrEqual(1);

    const updated = await as(catalogue).put(`${base}/${row.id}`, changed);
    expect(updated.status, updated.text).toBe(200);
    expect((await lastAudit(db, `${entity}.update`))!.before).toEqual(plain(row));

    const deleted = await as(catalogue).del(`${base}/${row.id}`);
    expect(deleted.body.data.dto).toEqual(updated.body.data.dto);
    expect(await lastAudit(db, `${entity}.delete`)).toMatchObject({ entityId: String(row.id), after: null });
    expect((await as(catalogue).get(`${base}/${row.id}`)).status).toBe(404);
  });

  it("answers 404 naming id for another site's row, and leaves it alone", async () => {
    const theirs = (await as(otherSite).post(base, valid)).body.data.dto;
    for (const answer of [
      await as(catalogue).get(`${base}/${theirs.id}`),
      await as(catalogue).put(`${base}/${theirs.id}`, changed),
      await as(catalogue).del(`${base}/${theirs.id}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body.field).toBe('id');
    }
    expect((await as(otherSite).get(`${base}/${theirs.id}`)).body.data.dto).toEqual(theirs);
  });

  it('bounds the list query: pageSize over 200 and an unknown sort are 400s naming them', async () => {
    expect((await as(catalogue).get(`${base}?pageSize=201`)).body.field).toBe('pageSize');
    expect((await as(catalogue).get(`${base}?sort=password`)).body.field).toBe('sort');
  });
});

describe('content reaches the storefront', () => {
  it('about us: PUT writes both languages, sanitized, and /api/AboutUs answers them', async () => {
    expect((await call('PUT', '/api/admin/about', { body: {} })).status).toBe(401);
    expect((await as(sales).get('/api/admin/about')).status).toBe(403);
    expect((await as(catalogue).put('/api/admin/about', { title: '关于', content: '<p>x</p>', titleen: '' })).body.field).toBe('titleen');
    const body = { title: '关于我们', content: '<p>工厂<script>alert(1)</script></p>', titleen: 'About us', contenten: '<p onclick="x()">Factory</p>' };
    const answer = await as(catalogue).put('/api/admin/about', body);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.dto).toEqual({ title: '关于我们', content: '<p>工厂</p>', titleen: 'About us', contenten: '<p>Factory</p>' });
    expect((await lastAudit(db, 'about.update'))!.after).toEqual(answer.body.data.dto);
    expect((await as(catalogue).get('/api/admin/about')).body.data.dto).toEqual(answer.body.data.dto);
    expect((await call('GET', '/api/AboutUs?userId=38&languageFlag=1')).body.data.dto).toMatchObject({ title: 'About us', content: '<p>Factory</p>' });
    expect((await call('GET', '/api/AboutUs?userId=38&languageFlag=0')).body.data.dto).toMatchObject({ title: '关于我们' });
  });

  it('contact: PUT writes both language rows and /api/ContactUs answers them', async () => {
    const body = {
      tel: '+86 574 1234',
      phone: '138,139',
      email: 'sales@lantern.example',
      companyname: '灯笼',
      companynameen: 'Lantern',
      companyaddress: '宁波',
      companyaddressen: 'Ningbo',
    };
    expect((await as(catalogue).put('/api/admin/contact', { ...body, email: 'nope' })).body.field).toBe('email');
    const answer = await as(catalogue).put('/api/admin/contact', body);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.dto).toEqual({ ...body, chatLink: '' });
    expect(await lastAudit(db, 'contact.update')).toBeDefined();
    expect((await call('GET', '/api/ContactUs?userId=38&languageFlag=1')).body.data.dto).toMatchObject({
      tel: '+86 574 1234',
      companyaddress: 'Ningbo',
      email: 'sales@lantern.example',
    });
    expect((await call('GET', '/api/ContactUs?userId=38&languageFlag=0')).body.data.dto).toMatchObject({ companyaddress: '宁波' });
  });

  it('a FAQ, an article, a fair, a friend link and a colour show in the public reads', async () => {
    const api = as(catalogue);
    await api.post('/api/admin/faqs', { language: 'zh', question: '起订量？', answer: '<p>100</p>' });
    expect((await listFaqs(db.db, 38, 'zh')).map((f) => f.question)).toContain('起订量？');
    await api.post('/api/admin/articles', { title: 'Spring catalogue out', language: 'en', content: '<p>New</p>', carousel: true });
    const articles = await call('GET', '/api/Article?userId=38&languageflag=1&flag=1&isGetAll=true');
    expect(articles.body.data.list.map((a: Json) => a.title)).toContain('Spring catalogue out');
    await api.post('/api/admin/fairs', { name: '香港礼品展', nameen: 'HK Gifts Fair', starttime: '2027-10-20', endtime: '2027-10-23' });
    const fairs = await call('GET', '/api/FairLog?userId=38&languageFlag=1&isGetAll=true');
    expect(JSON.stringify(fairs.body.data.list)).toContain('HK Gifts Fair');
    await api.post('/api/admin/friend-links', { name: '友情', nameen: 'Partner', url: 'https://partner.example.com' });
    expect(JSON.stringify((await call('GET', '/api/FriendLink?userId=38&isGetAll=true')).body.data.list)).toContain('https://partner.example.com');
    await api.post('/api/admin/colours', { code: 'PLUM', name: '梅红', nameen: 'Plum' });
    expect(JSON.stringify((await call('GET', '/api/Color?userId=38&isGetAll=true')).body.data.list)).toContain('PLUM');
    const clash = await api.post('/api/admin/colours', { code: 'PLUM', name: '梅', nameen: 'Plum 2' });
    expect(clash.status).toBe(409);
    expect(clash.body.field).toBe('code');
  });
});

const upload = (headers: Record<string, string>, kind: string, bytes: Buffer, name: string) => {
  const form = new FormData();
  form.set('kind', kind);
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  return apiApp.request('/api/admin/uploads', { method: 'POST', headers, body: form });
};
const media = (url: string, headers: Record<string, string> = {}) => uploadFile(new Request(`http://localhost${url}`, { headers }));

describe('POST /api/admin/uploads', () => {
  it('answers 401 signed out and 403 to a sales member', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    expect((await upload({}, 'image', png, 'a.png')).status).toBe(401);
    expect((await upload(sales, 'image', png, 'a.png')).status).toBe(403);
  });

  it('stores a picture read by sharp under a fresh /Upload/ path, with an audit row', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    const answer = await upload(catalogue, 'image', png, 'cover.svg');
    expect(answer.status).toBe(200);
    const { path, contentType } = plain(((await answer.json()) as Json).data.dto);
    expect(path).toMatch(/^\/Upload\/content\/image\/\d{6}\/[\w-]+\.png$/);
    expect(contentType).toBe('image/png');
    expect((await lastAudit(db, 'upload.create'))!.entityId).toBe(path);
    const served = await media(signMediaUrl(path));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('refuses bytes that are not their kind with 400 naming file, and an unknown kind naming kind', async () => {
    const html = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const kind of ['image', 'video', 'pdf', 'captions']) {
      const answer = await upload(catalogue, kind, html, 'x.mp4');
      expect(answer.status, kind).toBe(400);
      expect(((await answer.json()) as Json).field).toBe('file');
    }
    const answer = await upload(catalogue, 'exe', Buffer.from('%PDF-1.4'), 'x.pdf');
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Json).field).toBe('kind');
  });

  it('stores a PDF certificate and WebVTT captions', async () => {
    const pdf = await upload(catalogue, 'pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'bsci.pdf');
    expect(plain(((await pdf.json()) as Json).data.dto).path).toMatch(/\.pdf$/);
    const vtt = await upload(catalogue, 'captions', Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n'), 'en.vtt');
    expect(((await vtt.json()) as Json).data.dto.contentType).toBe('text/vtt; charset=utf-8');
  });

  it('refuses a picture over 10 MB with 413 naming file', async () => {
    const big = Buffer.concat([
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
      Buffer.alloc(10 * 1024 * 1024 + 1),
    ]);
    const answer = await upload(catalogue, 'image', big, 'big.png');
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as Json).field).toBe('file');
  });

  it('an uploaded mp4 becomes a video the /video page lists and the store serves in byte ranges', async () => {
    const clip = (await seedVideoFiles()).find((f) => f.path.endsWith('.mp4'))!;
    const answer = await upload(catalogue, 'video', clip.bytes, 'factory.mp4');
    expect(answer.status).toBe(200);
    const signed: string = ((await answer.json()) as Json).data.dto.path;
    const path = signed.split('?')[0]!;
    expect(path).toMatch(/\.mp4$/);
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#036' } })
      .jpeg()
      .toBuffer();
    const signedPoster: string = ((await (await upload(catalogue, 'image', png, 'poster.jpg')).json()) as Json).data.dto.path;
    const poster = signedPoster.split('?')[0]!;
    // The workspace sends back the signed links it was given: the plain paths are stored.
    const video = await as(catalogue).post('/api/admin/videos', { title: '新工厂', titleen: 'New factory', url: signed, cover: signedPoster, sortnum: -1 });
    expect(video.status, video.text).toBe(200);

    const listed = (await listVideos(db.db, 38, 'en'))[0]!;
    expect(listed).toMatchObject({ title: 'New factory', url: path, cover: poster });
    const whole = await media(signMediaUrl(path));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await media(signMediaUrl(path), { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${clip.bytes.length}`);
    expect(
      Buffer.from(await part.arrayBuffer())
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp');
  });
});
