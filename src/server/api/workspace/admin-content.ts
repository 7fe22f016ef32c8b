import { OpenAPIHono, type RouteConfig, type z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { aboutRowSchema, aboutWriteSchema, contactRowSchema, contactWriteSchema, SETTING_LISTS } from '@/lib/validation/admin/content';
import { CRUD_CONTRACTS } from '@/lib/validation/admin/crud-contracts';
import { articleResource, certificateResource, fairResource, faqResource, friendLinkResource, settingListResource, videoResource } from '@/server/content/admin/content-resources';
import { bannerResource, noticeResource } from '@/server/content/admin/notice-banner-resources';
import { readAbout, readContact, writeAbout, writeContact } from '@/server/content/admin/site-records';
import type { SiteResource, Writer } from '@/server/content/admin/site-table-crud';
import type { Db } from '@/server/db/client';
import { articles, faqs, homeBanners, notices } from '@/server/db/schema';
import { registerCrudRoutes } from '../kit/admin-crud-routes';
import { adminUploadsApi } from './admin-uploads';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import type { ValidInput } from '../kit/operation';
import { jsonBody } from '../kit/route';
import { apiRoute } from '../kit/route-doc';
import { staffRoute } from '../kit/staff-route';

// The workspace's content calls (role catalogue): about us and contact info (one record
// per site), FAQs, articles, fairs, videos, certificates, friend links, top-bar notices, home banner
// pictures, the colour/pack/unit lists,
// and the content upload (./admin-uploads). Every table here renews the catalogue revision
// (migration 0005), so the storefront shows a change within 2 s.

export const adminContentApi = new OpenAPIHono();
const FLAG = { all: -1, zh: 0, en: 1 } as const;

adminContentApi.route('/', adminUploadsApi);

/** GET/PUT of a one-record-per-site resource (about us, contact info). */
function singleRecordRoutes<W extends z.ZodType, R>(
  name: string,
  title: string,
  row: z.ZodType,
  write: W,
  read: (db: Db, siteId: number) => Promise<R>,
  save: (db: Db, writer: Writer, body: z.infer<W>) => Promise<R>,
) {
  // The schemas are parameters here: the routes are plain RouteConfigs, the body is named by ValidInput
  // (the output of `write`, which the route validates with), the answer is the record (documented by `row`).
  const readRoute: RouteConfig = apiRoute('get', `/admin/${name}`, {}, 'Workspace', {
    summary: `The site's ${title}`,
    description: 'One record per site (both languages); empty fields where nothing is written yet.',
    ok: [dtoEnvelopeSchema(row), 'data.dto'],
    errors: ['unavailable'],
  });
  staffRoute(adminContentApi, readRoute, async (c, { db, staff }) => c.json(dtoEnvelope(await read(db, staff.siteId)), 200));
  const saveRoute: RouteConfig = apiRoute('put', `/admin/${name}`, { body: jsonBody(write) }, 'Workspace', {
    summary: `Replace the site's ${title}`,
    description: `Both languages at once. Writes an audit row (${name}.update) with the record before and after.`,
    ok: [dtoEnvelopeSchema(row), 'data.dto: the record as stored'],
    errors: ['bad_request', 'unavailable'],
  });
  staffRoute<RouteConfig, ValidInput<{ json: W }>>(adminContentApi, saveRoute, async (c, { db, staff, audit }) =>
    c.json(dtoEnvelope(await save(db, { siteId: staff.siteId, audit }, c.req.valid('json'))), 200),
  );
}

singleRecordRoutes('about', 'about us', aboutRowSchema, aboutWriteSchema, readAbout, writeAbout);
singleRecordRoutes('contact', 'contact info', contactRowSchema, contactWriteSchema, readContact, writeContact);

const as = <R, W>(resource: SiteResource<R, W>) => resource as SiteResource<unknown, W>;

registerCrudRoutes(adminContentApi, {
  path: '/admin/faqs',
  one: 'FAQ',
  many: 'FAQs',
  ...CRUD_CONTRACTS.faqs,
  resource: as(faqResource),
  filters: (query) => [query.language ? eq(faqs.languageflag, FLAG[query.language]) : undefined],
});

registerCrudRoutes(adminContentApi, {
  path: '/admin/articles',
  one: 'article',
  many: 'articles',
  ...CRUD_CONTRACTS.articles,
  resource: as(articleResource),
  filters: (query) => [query.language ? eq(articles.languageflag, FLAG[query.language]) : undefined],
});

registerCrudRoutes(adminContentApi, {
  path: '/admin/fairs',
  one: 'fair',
  many: 'fairs',
  ...CRUD_CONTRACTS.fairs,
  resource: as(fairResource),
});

registerCrudRoutes(adminContentApi, {
  path: '/admin/videos',
  one: 'video',
  many: 'videos',
  ...CRUD_CONTRACTS.videos,
  resource: as(videoResource),
});

registerCrudRoutes(adminContentApi, {
  path: '/admin/certificates',
  one: 'certificate',
  many: 'certificates',
  ...CRUD_CONTRACTS.certificates,
  resource: as(certificateResource),
});

registerCrudRoutes(adminContentApi, {
  path: '/admin/friend-links',
  one: 'friend link',
  many: 'friend links',
  ...CRUD_CONTRACTS['friend-links'],
  resource: as(friendLinkResource),
});

// ADR 0029: the top bar's notices and the home banner's pictures. The sort field is editable, so
// reordering is an update of `sortnum` (no separate call).
registerCrudRoutes(adminContentApi, {
  path: '/admin/notices',
  one: 'top-bar notice',
  many: 'top-bar notices',
  ...CRUD_CONTRACTS.notices,
  resource: as(noticeResource),
  filters: (query) => [query.published ? eq(notices.published, query.published === 'true') : undefined],
});

registerCrudRoutes(adminContentApi, {
  path: '/admin/banners',
  one: 'home banner picture',
  many: 'home banner pictures',
  ...CRUD_CONTRACTS.banners,
  resource: as(bannerResource),
  filters: (query) => [query.published ? eq(homeBanners.published, query.published === 'true') : undefined],
});

for (const list of SETTING_LISTS) {
  const one = { colours: 'colour', packs: 'packing', units: 'unit' }[list];
  registerCrudRoutes(adminContentApi, {
    path: `/admin/${list}`,
    one,
    many: `${one} list entries`,
    ...CRUD_CONTRACTS[list],
    resource: as(settingListResource(list)),
  });
}
