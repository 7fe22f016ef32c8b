import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { pagingOf } from '@/lib/validation/common';
import { getContactDto } from '@/server/content/contact-info';
import { getAboutUsDto, listCertificatePage } from '@/server/content/pages';
import { contentListsApi } from './content-lists';
import { aboutDtoSchema, auditClaimSchema, certificateQuery, certificateSchema, contactDtoSchema, languageQuery } from './content-schemas';
import { dtoEnvelope, dtoEnvelopeSchema, listEnvelope, listEnvelopeSchema, okResponse } from './envelope';
import { errorResponses } from './errors';
import { FAILURE } from './failures';
import { siteRoute } from './route';

// §7 GET /api/ContactUs (R7.36, R7.37), /api/AboutUs (R7.45, R7.46), /api/CertificateFile (R7.47,
// our design); the lists (Article, FairLog, FriendLink) are in ./content-lists. A site without
// the row answers `dto: null` (the page then shows nothing rather than an error).

export const contentApi = new OpenAPIHono();

siteRoute(
  contentApi,
  createRoute({
    method: 'get',
    path: '/ContactUs',
    tags: ['Content'],
    summary: 'Contact details in a language (footer, /contact)',
    description: 'tel, phone (several numbers, comma separated), email, company address and name, chat link.',
    request: { query: languageQuery },
    responses: {
      200: okResponse(dtoEnvelopeSchema(contactDtoSchema.nullable()), 'data.dto (null when the site has none in that language)'),
      ...errorResponses('bad_request', 'not_found', 'unavailable'),
    },
  }),
  FAILURE.contact,
  async (c, { site }) => {
    const query = c.req.valid('query');
    const { db, siteId } = await site(query.userId);
    const dto = await getContactDto(db, siteId, query.languageFlag);
    return c.json(dtoEnvelope(dto), 200);
  },
);

siteRoute(
  contentApi,
  createRoute({
    method: 'get',
    path: '/AboutUs',
    tags: ['Content'],
    summary: 'About-us text in a language',
    description: 'The rich text is sanitized on the server (no scripts, event handlers or foreign schemes).',
    request: { query: languageQuery },
    responses: {
      200: okResponse(dtoEnvelopeSchema(aboutDtoSchema.nullable()), 'data.dto (null when the site has none in that language)'),
      ...errorResponses('bad_request', 'not_found', 'unavailable'),
    },
  }),
  FAILURE.aboutUs,
  async (c, { site }) => {
    const query = c.req.valid('query');
    const { db, siteId } = await site(query.userId);
    const dto = await getAboutUsDto(db, siteId, query.languageFlag);
    return c.json(dtoEnvelope(dto), 200);
  },
);

const certificateEnvelopeSchema = listEnvelopeSchema(certificateSchema).extend({
  data: listEnvelopeSchema(certificateSchema).shape.data.extend({ auditClaim: auditClaimSchema }),
});

siteRoute(
  contentApi,
  createRoute({
    method: 'get',
    path: '/CertificateFile',
    tags: ['Content'],
    summary: 'Audit and quality certificates, with the BSCI and Costco audit claim',
    description:
      'data.list: the certificates by sortnum (file is a signed picture link); data.auditClaim: which §1 audits the ' +
      'certificates back and the claim sentence in the asked language.',
    request: { query: certificateQuery },
    responses: {
      200: okResponse(certificateEnvelopeSchema, 'data.list, the total and data.auditClaim'),
      ...errorResponses('bad_request', 'not_found', 'unavailable'),
    },
  }),
  FAILURE.certificates,
  async (c, { site }) => {
    const query = c.req.valid('query');
    const paging = pagingOf(query);
    const { db, siteId } = await site(query.userId);
    const { list, total, auditClaim } = await listCertificatePage(db, siteId, query.languageFlag, paging);
    const envelope = listEnvelope(list, total, paging);
    return c.json({ ...envelope, data: { ...envelope.data, auditClaim } }, 200);
  },
);

contentApi.route('/', contentListsApi);
