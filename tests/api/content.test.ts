import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { aboutUs, articles, certificates, contactInfo, fairLogs, friendLinks, pageVisits, sites } from '@/server/db/schema';
import { normalizePageName, trackedPage, VisitQueue, flushVisits, closeVisitQueue, visitQueue } from '@/server/tracking';
import { getJson as json } from '../support/api-suite';
import { withBrokenDb } from '../support/broken-db';
import { createTestDb, type TestDb } from '../support/test-db';

// Signed /Upload/ links need the media secret: keep it out of the working directory.
process.env.DATA_DIR = path.join(tmpdir(), 'lantern-content-test-data');

let db: TestDb;
const DEVICE = 'Dev0ice0Code0For0Content0Tests00';

beforeAll(async () => {
  db = await createTestDb();
  await db.db.insert(sites).values([
    { id: 38, name: '灯笼礼品', nameen: 'Lantern Gifts' },
    { id: 39, name: '空站', nameen: 'Empty site' },
  ]);
  await db.db.insert(contactInfo).values([
    {
      siteId: 38,
      languageFlag: 0,
      tel: '+86-579-1',
      phone: '+86 138 1, +86 159 2',
      email: 's@example.com',
      companyaddress: '义乌市稠州北路88号',
      companyname: '灯笼',
      chatLink: 'https://wa.me/1',
    },
    {
      siteId: 38,
      languageFlag: 1,
      tel: '+86-579-1',
      phone: '+86 138 1,+86 159 2',
      email: 's@example.com',
      companyaddress: '88 Chouzhou North Rd, Yiwu',
      companyname: 'Lantern',
      chatLink: '',
    },
  ]);
  await db.db.insert(aboutUs).values([
    { siteId: 38, languageFlag: 1, title: 'About', content: '<p>Audited by BSCI and Costco</p><script>alert(1)</script><img src="https://x.example/a.png" onerror="alert(2)">' },
    { siteId: 38, languageFlag: 0, title: '关于我们', content: '<p>工厂通过BSCI和Costco验厂</p>' },
  ]);
  await db.db.insert(certificates).values([
    { siteId: 38, name: 'ISO 9001认证', nameen: 'ISO 9001', file: '/Upload/content/iso.webp', sortnum: 3 },
    { siteId: 38, name: 'BSCI验厂证书', nameen: 'amfori BSCI Audit', file: '/Upload/content/bsci.webp', sortnum: 1 },
    { siteId: 38, name: 'Costco验厂报告', nameen: 'Costco Factory Audit', file: '/Upload/content/costco.webp', sortnum: 2 },
  ]);
  await db.db.insert(articles).values([
    { siteId: 38, title: 'All languages', languageflag: -1, flag: 1, sortnum: 9, content: '<p>Both</p>' },
    { siteId: 38, title: 'English only', languageflag: 1, flag: 0, sortnum: 5, content: '<p>Hi</p><script>document.cookie</script>' },
    { siteId: 38, title: '中文', languageflag: 0, flag: 1, sortnum: 4, content: '<p>你好</p>' },
  ]);
  await db.db.insert(fairLogs).values([
    {
      siteId: 38,
      name: '广交会',
      nameen: 'Canton Fair',
      city: '广州',
      cityen: 'Guangzhou',
      starttime: '2024-10-23',
      endtime: '2024-10-27',
      content: '<p onclick="x()">Hall 17</p>',
    },
    { siteId: 38, name: '未来展', nameen: 'Future Fair', city: '香港', cityen: 'Hong Kong', starttime: '2099-04-21', endtime: '2099-04-24' },
    { siteId: 38, name: '春季展', nameen: 'Spring Fair', starttime: '2024-04-23', endtime: '2024-04-27' },
  ]);
  await db.db.insert(friendLinks).values([
    { siteId: 38, name: '二', nameen: 'Second', url: 'https://b.example', sortnum: 2 },
    { siteId: 38, name: '一', nameen: 'First', url: 'https://a.example', sortnum: 1 },
  ]);
});
afterAll(() => db.dispose());

const get = (url: string, headers: Record<string, string> = {}) => apiApp.request(url, { headers });

describe('GET /api/ContactUs', () => {
  it('R7.36 R7.37 R3.38 R3.39 answers data.dto in the asked language with phone as one comma-separated string', async () => {
    const zh = await json('/api/ContactUs?languageFlag=0&userId=38');
    expect(zh.status).toBe(200);
    expect(zh.body).toMatchObject({
      code: 0,
      data: { dto: { tel: '+86-579-1', phone: '+86 138 1,+86 159 2', email: 's@example.com', companyaddress: '义乌市稠州北路88号', chatLink: 'https://wa.me/1', languageFlag: 0 } },
    });
    const en = await json('/api/ContactUs?languageFlag=1&userId=38');
    expect(en.body.data.dto.companyaddress).toBe('88 Chouzhou North Rd, Yiwu');
    expect(en.body.data.dto.phone.split(',')).toHaveLength(2);
  });

  it('answers dto null for a site without contact details, 404 naming userId for an unknown site', async () => {
    expect((await json('/api/ContactUs?languageFlag=1&userId=39')).body.data.dto).toBeNull();
    const unknown = await json('/api/ContactUs?languageFlag=1&userId=4040');
    expect(unknown.status).toBe(404);
    expect(unknown.body.field).toBe('userId');
  });

  it('refuses a languageFlag other than 0 or 1 and a userId that is no number with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['languageFlag=2', 'languageFlag'],
      ['languageFlag=en', 'languageFlag'],
      ['userId=abc', 'userId'],
    ]) {
      const res = await json(`/api/ContactUs?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });
});

describe('GET /api/AboutUs', () => {
  it('R7.45 R7.46 answers data.dto with the rich text sanitized on the server', async () => {
    const { status, body } = await json('/api/AboutUs?userId=38&languageFlag=1');
    expect(status).toBe(200);
    expect(body.data.dto.title).toBe('About');
    expect(body.data.dto.content).toContain('<p>Audited by BSCI and Costco</p>');
    expect(body.data.dto.content).not.toMatch(/<script|onerror|alert/);
    expect((await json('/api/AboutUs?userId=38&languageFlag=0')).body.data.dto.title).toBe('关于我们');
  });
});

describe('GET /api/CertificateFile', () => {
  it('R7.47 lists the certificates by sortnum with signed files and the BSCI and Costco audit claim', async () => {
    const { status, body } = await json('/api/CertificateFile?userId=38&isGetAll=true');
    expect(status).toBe(200);
    expect(body.data.list.map((c: { nameen: string }) => c.nameen)).toEqual(['amfori BSCI Audit', 'Costco Factory Audit', 'ISO 9001']);
    expect(body.data.list.map((c: { audit: string | null }) => c.audit)).toEqual(['BSCI', 'Costco', null]);
    expect(body.data.list[0].file).toMatch(/^\/Upload\/content\/bsci\.webp\?e=\d+&s=[\w-]{22}$/);
    expect(body.data.auditClaim).toEqual({ audits: ['BSCI', 'Costco'], text: 'Factories audited by BSCI and Costco' });
    expect(body.data.searchListResourceParamaters.total).toBe(3);
  });

  it('names the certificates and the claim in Chinese for languageFlag 0, and pages like the other lists', async () => {
    const { body } = await json('/api/CertificateFile?userId=38&languageFlag=0&page=2&PageSize=2');
    expect(body.data.list.map((c: { displayName: string }) => c.displayName)).toEqual(['ISO 9001认证']);
    expect(body.data.searchListResourceParamaters).toEqual({ total: 3, page: 2, pageSize: 2 });
    expect(body.data.auditClaim.text).toBe('工厂通过BSCI和Costco验厂');
  });

  it('answers an empty list and no claim for a site without certificates', async () => {
    const { body } = await json('/api/CertificateFile?userId=39');
    expect(body.data.list).toEqual([]);
    expect(body.data.auditClaim).toEqual({ audits: [], text: '' });
  });
});

describe('GET /api/Article', () => {
  const titles = (body: { data: { list: { title: string }[] } }) => body.data.list.map((a) => a.title);

  it('R7.48 R7.49 R3.34 lists every article for languageflag -1 (and when it is absent), by sortnum', async () => {
    expect(titles((await json('/api/Article?userId=38&isGetAll=true&languageflag=-1')).body)).toEqual(['All languages', 'English only', '中文']);
    const { body } = await json('/api/Article?userId=38&isGetAll=true');
    expect(titles(body)).toEqual(['All languages', 'English only', '中文']);
    expect(body.data.searchListResourceParamaters.total).toBe(3);
  });

  it('R3.33 R3.34 adds the all-language articles to those of the asked language', async () => {
    expect(titles((await json('/api/Article?userId=38&isGetAll=true&languageflag=1')).body)).toEqual(['All languages', 'English only']);
    expect(titles((await json('/api/Article?userId=38&isGetAll=true&languageflag=0')).body)).toEqual(['All languages', '中文']);
  });

  it('flag=1 keeps the carousel articles; pages report the total of the whole list', async () => {
    expect(titles((await json('/api/Article?userId=38&isGetAll=true&flag=1')).body)).toEqual(['All languages', '中文']);
    const { body } = await json('/api/Article?userId=38&page=1&PageSize=1');
    expect(titles(body)).toEqual(['All languages']);
    expect(body.data.searchListResourceParamaters).toEqual({ total: 3, page: 1, pageSize: 1 });
  });

  it('sanitizes the article text: a stored script tag does not come back', async () => {
    const { body } = await json('/api/Article?userId=38&isGetAll=true&languageflag=1');
    const english = body.data.list.find((a: { title: string }) => a.title === 'English only');
    expect(english.content).toBe('<p>Hi</p>');
  });

  it('refuses languageflag 2, flag 3 and PageSize 101 with a 400 naming the field', async () => {
    for (const [query, field] of [
      ['languageflag=2', 'languageflag'],
      ['flag=3', 'flag'],
      ['PageSize=101', 'PageSize'],
      ['isGetAll=maybe', 'isGetAll'],
    ]) {
      const res = await json(`/api/Article?userId=38&${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.field).toBe(field);
    }
  });
});

describe('GET /api/FairLog', () => {
  it('R7.50 R7.51 R3.35 R3.36 R3.37 lists fairs newest start first with isPlan and the month,day,year range', async () => {
    const { status, body } = await json('/api/FairLog?userId=38&isGetAll=true&OrderBy=starttime%20desc');
    expect(status).toBe(200);
    expect(body.data.list.map((f: { nameen: string }) => f.nameen)).toEqual(['Future Fair', 'Canton Fair', 'Spring Fair']);
    expect(body.data.list.map((f: { isPlan: boolean }) => f.isPlan)).toEqual([true, false, false]);
    expect(body.data.list[1]).toMatchObject({
      starttime: '2024-10-23',
      endtime: '2024-10-27',
      range: '10,23,2024 - 10,27,2024',
      displayName: 'Canton Fair',
      displayCity: 'Guangzhou',
    });
    expect(body.data.list[1].content).toBe('<p>Hall 17</p>');
  });

  it("accepts 'starttime asc' in any case and spacing, and shows Chinese names for languageFlag 0", async () => {
    const { body } = await json('/api/FairLog?userId=38&isGetAll=true&OrderBy=StartTime%20%20ASC&languageFlag=0');
    expect(body.data.list.map((f: { displayName: string }) => f.displayName)).toEqual(['春季展', '广交会', '未来展']);
  });

  it('refuses an OrderBy outside the allow-list with a 400 naming OrderBy', async () => {
    for (const order of ['name desc', 'starttime desc; drop table fair_logs', 'starttime sideways']) {
      const res = await json(`/api/FairLog?userId=38&OrderBy=${encodeURIComponent(order)}`);
      expect(res.status, order).toBe(400);
      expect(res.body.field).toBe('OrderBy');
    }
  });
});

describe('GET /api/FriendLink', () => {
  it('R7.84 R7.85 R1.34 lists the links by sortnum in data.list', async () => {
    const { status, body } = await json('/api/FriendLink?userId=38&isGetAll=true');
    expect(status).toBe(200);
    expect(body.data.list).toEqual([expect.objectContaining({ name: '一', nameen: 'First', url: 'https://a.example', sortnum: 1 }), expect.objectContaining({ nameen: 'Second' })]);
    expect(body.data.searchListResourceParamaters.total).toBe(2);
  });
});

describe('content calls when the database fails', () => {
  it('R8.20 R8.21 R8.22 R8.36 answer 503 with the §8 message of each call, never the cause', async () => {
    await withBrokenDb(db, async () => {
      const cases: [string, string][] = [
        ['/api/ContactUs?languageFlag=1', 'Failed to request contact us information.'],
        ['/api/AboutUs?languageFlag=1', 'get AboutUs error'],
        ['/api/Article?isGetAll=true', 'get ArticleList error'],
        ['/api/FriendLink?isGetAll=true', 'get FriendLink error'],
        ['/api/FairLog?isGetAll=true', 'get FairLog error'],
        ['/api/CertificateFile?PageSize=5', 'get CertificateFile error'],
      ];
      for (const [url, message] of cases) {
        const res = await json(`${url}&userId=38`);
        expect(res.status, url).toBe(503);
        expect(res.body).toMatchObject({ code: 503, error: 'unavailable', message });
        expect(JSON.stringify(res.body)).not.toContain('connection refused');
      }
    });
  });
});

describe('OpenAPI document', () => {
  it('documents the content, feedback and area calls', async () => {
    const doc = await (await apiApp.request('/api/openapi.json')).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/ContactUs',
        '/api/AboutUs',
        '/api/CertificateFile',
        '/api/Article',
        '/api/FairLog',
        '/api/FriendLink',
        '/api/Feedback',
        '/api/AreaLimit/CheckUserArea',
        '/api/AreaLimit/UseSafeIp',
      ]),
    );
  });
});

describe('pageName normalisation (§7 visit tracking)', () => {
  it('R7.06 names home, product detail without category and registration one way in both languages', () => {
    for (const raw of ['/', '/home', '/zh', '/zh/', '/zh/home', '/?page=2', 'http://localhost:3000/zh']) expect(normalizePageName(raw), raw).toBe('/home');
    expect(normalizePageName('/product-detail/christmas/12')).toBe('/product-detail/12');
    expect(normalizePageName('/zh/product-detail/12?keyword=tree')).toBe('/product-detail/12');
    expect(normalizePageName('/zh/register')).toBe('/register');
    expect(normalizePageName('/register?from=drawer')).toBe('/register');
    expect(normalizePageName('/exhibition/3#top')).toBe('/exhibition/3');
  });

  it('records no page for an absent header, an unknown path or garbage', () => {
    for (const raw of [undefined, null, '', '   ', '/no/such/page', '/wp-admin', '/a\u0000b', 'x'.repeat(600)]) expect(normalizePageName(raw), String(raw)).toBeNull();
  });

  it('R7.07 R7.08 skips list pages and the three ERP-link calls, but still tracks FairLog from a list page', () => {
    expect(trackedPage('/api/Product', '/products?page=1')).toBeNull();
    expect(trackedPage('/api/Topic', '/zh/price?price=3')).toBeNull();
    expect(trackedPage('/api/FairLog', '/products?page=1')).toBe('/products');
    expect(trackedPage('/api/fairlog', '/exhibition?page=1')).toBe('/exhibition');
    for (const call of ['/api/Product/GetHotProductFromERPLink', '/api/product/getrecommendproductfromerplink', '/api/Product/SimilarListProduct_Tway']) {
      expect(trackedPage(call, '/product-detail/12'), call).toBeNull();
    }
    expect(trackedPage('/api/Product/12', '/product-detail/12')).toBe('/product-detail/12');
  });
});

describe('visit tracking (§7 pageName header)', () => {
  const visits = () => db.db.select().from(pageVisits);

  beforeEach(async () => {
    await flushVisits();
    await db.db.delete(pageVisits);
  });

  it('R7.05 R7.08 records a visit per site and device after a flush; the answer is not delayed', async () => {
    const res = await get('/api/FairLog?userId=38&isGetAll=true', { pageName: '/zh/exhibition?page=1', DeviceCode: DEVICE });
    expect(res.status).toBe(200);
    expect(await visits()).toHaveLength(0); // queued, not yet written
    expect(await flushVisits()).toBe(1);
    expect(await visits()).toEqual([expect.objectContaining({ siteId: 38, pageName: '/exhibition', deviceCode: DEVICE })]);
  });

  it('records nothing without the header, for a list page, or for a failed request', async () => {
    await get('/api/Article?userId=38', { DeviceCode: DEVICE });
    await get('/api/Article?userId=38', { pageName: '/products', DeviceCode: DEVICE });
    await get('/api/Article?userId=38&PageSize=500', { pageName: '/article', DeviceCode: DEVICE });
    await flushVisits();
    expect(await visits()).toHaveLength(0);
  });

  it('counts the several calls of one page view once per device', async () => {
    const headers = { pageName: '/about', DeviceCode: DEVICE };
    await get('/api/AboutUs?userId=38&languageFlag=1', headers);
    await get('/api/CertificateFile?userId=38', headers);
    await get('/api/ContactUs?userId=38&languageFlag=1', { pageName: '/about', DeviceCode: 'Other0Device0Code0000000000000000' });
    await flushVisits();
    expect((await visits()).map((v) => v.deviceCode).sort()).toEqual([DEVICE, 'Other0Device0Code0000000000000000'].sort());
  });

  it("closing the process's queue writes what it holds and the next queue remembers no device", async () => {
    const headers = { pageName: '/about', DeviceCode: 'Closing0Queue0Device0Code0000000' };
    await get('/api/AboutUs?userId=38&languageFlag=1', headers);
    const closed = visitQueue();
    await closeVisitQueue();
    expect((await visits()).map((v) => v.pageName)).toEqual(['/about']);
    expect(visitQueue()).not.toBe(closed);
    await get('/api/AboutUs?userId=38&languageFlag=1', headers);
    await flushVisits();
    expect(await visits()).toHaveLength(2);
  });

  it('drops the visits of an unknown site at flush time', async () => {
    const queue = new VisitQueue({ db: async () => db.db });
    queue.record({ siteId: 77777, pageName: '/home', deviceCode: DEVICE, customerId: null, createdAt: new Date() }, DEVICE);
    queue.record({ siteId: 38, pageName: '/home', deviceCode: DEVICE, customerId: null, createdAt: new Date() }, DEVICE);
    expect(await queue.flush()).toBe(1);
    queue.stop();
    expect((await visits()).map((v) => v.siteId)).toEqual([38]);
  });

  it('writes a full batch at once and the rest on the timer', async () => {
    const queue = new VisitQueue({ db: async () => db.db, maxBatch: 3, flushEveryMs: 100 });
    const visit = (n: number) => ({ siteId: 38, pageName: `/exhibition/${n}`, deviceCode: DEVICE, customerId: null, createdAt: new Date() });
    for (const n of [1, 2, 3]) queue.record(visit(n), DEVICE);
    await expect.poll(async () => (await visits()).length, { timeout: 2_000 }).toBe(3);
    queue.record(visit(4), DEVICE);
    expect(queue.size).toBe(1);
    await expect.poll(async () => (await visits()).length, { timeout: 2_000 }).toBe(4);
    queue.stop();
  });

  it('never rejects when the database fails: the batch is dropped with a warning', async () => {
    const warn = console.warn;
    const warnings: unknown[] = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const queue = new VisitQueue({
        db: async () => {
          throw new Error('connection refused');
        },
      });
      queue.record({ siteId: 38, pageName: '/home', deviceCode: DEVICE, customerId: null, createdAt: new Date() }, DEVICE);
      await expect(queue.flush()).resolves.toBe(0);
      expect(queue.size).toBe(0);
      queue.stop();
      expect(warnings).toHaveLength(1);
    } finally {
      console.warn = warn;
    }
  });
});
