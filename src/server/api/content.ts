import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { pagingOf } from '@/lib/validation/common';
import { getContactDto } from '@/server/content/contact-info';
import { getAboutUsDto, listCertificatePage } from '@/server/content/pages';
import { getDb } from '@/server/db/client';
import { requireSite } from '@/server/site';
import { contentListsApi } from './content-lists';
import { aboutDtoSchema, auditClaimSchema, certificateQuery, certificateSchema, contactDtoSchema, languageQuery } from './content-schemas';
import { dtoEnvelope, dtoEnvelopeSchema, listEnvelope, listEnvelopeSchema, okResponse } from './envelope';
import { errorResponses, failingWith } from './errors';

// §7 GET /api/ContactUs (R7.36, R7.37), /api/AboutUs (R7.45, R7.46), /api/CertificateFile (R7.47,
// our design); the lists (Article, FairLog, FriendLink) are in ./content-lists. A site without
// the row answers `dto: null` (the page then shows nothing rather than an error).

export const contentApi = new OpenAPIHono();

contentApi.openapi(
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
  async (c) => {
    const query = c.req.valid('query');
    const dto = await failingWith('Failed to request contact us information.', async () => {
      const db = await getDb();
      return getContactDto(db, await requireSite(db, query.userId), query.languageFlag);
    });
    return c.json(dtoEnvelope(dto), 200);
  },
);

contentApi.openapi(
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
  async (c) => {
    const query = c.req.valid('query');
    const dto = await failingWith('get AboutUs error', async () => {
      const db = await getDb();
      return getAboutUsDto(db, await requireSite(db, query.userId), query.languageFlag);
    });
    return c.json(dtoEnvelope(dto), 200);
  },
);

const certificateEnvelopeSchema = listEnvelopeSchema(certificateSchema).extend({
  data: listEnvelopeSchema(certificateSchema).shape.data.extend({ auditClaim: auditClaimSchema }),
});

contentApi.openapi(
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
  async (c) => {
    const query = c.req.valid('query');
    const paging = pagingOf(query);
    const { list, total, auditClaim } = await failingWith('get CertificateFile error', async () => {
      const db = await getDb();
      return listCertificatePage(db, await requireSite(db, query.userId), query.languageFlag, paging);
    });
    const envelope = listEnvelope(list, total, paging);
    return c.json({ ...envelope, data: { ...envelope.data, auditClaim } }, 200);
  },
);

contentApi.route('/', contentListsApi);
