import { OpenAPIHono, type z } from '@hono/zod-openapi';
import { pagingOf } from '@/lib/validation/common';
import { getContactDto } from '@/server/content/contact-info';
import type { Db } from '@/server/db/client';
import { getAboutUsDto, listCertificatePage } from '@/server/content/pages';
import { contentListsApi } from './content-lists';
import { aboutDtoSchema, auditClaimSchema, certificateQuery, certificateSchema, contactDtoSchema, languageQuery } from './content-schemas';
import { dtoEnvelope, dtoEnvelopeSchema, listEnvelope, listEnvelopeSchema } from '../kit/envelope';
import { FAILURE, type FailureMessage } from '../kit/failures';
import { siteRoute } from '../kit/route';
import { apiRoute, READ_ERRORS } from '../kit/route-doc';

// §7 GET /api/ContactUs (R7.36, R7.37), /api/AboutUs (R7.45, R7.46), /api/CertificateFile (R7.47,
// our design); the lists (Article, FairLog, FriendLink) are in ./content-lists. A site without
// the row answers `dto: null` (the page then shows nothing rather than an error).

export const contentApi = new OpenAPIHono();

interface RecordInLanguage<S extends z.ZodType> {
  summary: string;
  description: string;
  /** The record's schema (answered in `data.dto`, null when the site has none in that language). */
  dto: S;
  read: (db: Db, siteId: number, languageFlag: 0 | 1) => Promise<z.infer<S> | null>;
}

/** GET `path`: the site's one record in the asked language, `dto: null` when it has none there. */
function recordInLanguage<S extends z.ZodType>(path: string, failure: FailureMessage, { dto: schema, read, ...words }: RecordInLanguage<S>): void {
  siteRoute(
    contentApi,
    apiRoute('get', path, { query: languageQuery }, 'Content', {
      ...words,
      // As in ./admin-row-routes: declared with the plain zod type; `read` keeps the precise one.
      ok: [dtoEnvelopeSchema((schema as z.ZodType).nullable()), 'data.dto (null when the site has none in that language)'],
      errors: READ_ERRORS,
    }),
    failure,
    async (c, { site }) => {
      const query = c.req.valid('query');
      const { db, siteId } = await site(query.userId);
      const dto: unknown = await read(db, siteId, query.languageFlag);
      return c.json(dtoEnvelope(dto), 200);
    },
  );
}

recordInLanguage('/ContactUs', FAILURE.contact, {
  summary: 'Contact details in a language (footer, /contact)',
  description: 'tel, phone (several numbers, comma separated), email, company address and name, chat link.',
  dto: contactDtoSchema,
  read: getContactDto,
});

recordInLanguage('/AboutUs', FAILURE.aboutUs, {
  summary: 'About-us text in a language',
  description: 'The rich text is sanitized on the server (no scripts, event handlers or foreign schemes).',
  dto: aboutDtoSchema,
  read: getAboutUsDto,
});

const certificateEnvelopeSchema = listEnvelopeSchema(certificateSchema).extend({
  data: listEnvelopeSchema(certificateSchema).shape.data.extend({ auditClaim: auditClaimSchema }),
});

siteRoute(
  contentApi,
  apiRoute('get', '/CertificateFile', { query: certificateQuery }, 'Content', {
    summary: 'Audit and quality certificates, with the BSCI and Costco audit claim',
    description:
      'data.list: the certificates by sortnum (file is a signed picture link); data.auditClaim: which §1 audits the ' +
      'certificates back and the claim sentence in the asked language.',
    ok: [certificateEnvelopeSchema, 'data.list, the total and data.auditClaim'],
    errors: READ_ERRORS,
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
