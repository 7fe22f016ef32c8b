import { OpenAPIHono, z } from '@hono/zod-openapi';
import { replyTemplateBodySchema, replyTemplateSchema } from '@/lib/validation/admin/reply-templates';
import { REPLY_PLACEHOLDERS } from '@/lib/reply-placeholders';
import { idParam } from '@/lib/validation/admin/workspace-list-query';
import { createReplyTemplate, deleteReplyTemplate, listReplyTemplates, updateReplyTemplate, type DeskStaff } from '@/server/inquiries';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { jsonBody } from '../kit/route';
import { apiRoute } from '../kit/route-doc';
import { staffRoute, type StaffContext } from '../kit/staff-route';

// The owner's reply templates for the inquiry desk (ADR 0039). Owner only: sales members read
// them filled in for one inquiry (GET /api/admin/inquiries/{id}/replies), catalogue gets 403.

export const adminReplyTemplatesApi = new OpenAPIHono();
const ONE = '/admin/reply-templates/{id}';
const BODY_WORDS = `Body \`{ name (1–100), bodyEn, bodyZh (1–4000 each) }\`. Placeholders: ${REPLY_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}; any other \`{word}\` → 400 naming the field and the placeholder.`;

const desk = ({ staff, audit }: StaffContext): DeskStaff => ({ id: staff.id, siteId: staff.siteId, role: staff.role, audit });

staffRoute(
  adminReplyTemplatesApi,
  apiRoute('get', '/admin/reply-templates', {}, 'Workspace', {
    summary: 'The reply templates',
    description: 'Every reply template of the site, by name (at most 500).',
    ok: [dtoEnvelopeSchema(z.array(replyTemplateSchema)), 'data.dto: the templates'],
    errors: ['unavailable'],
  }),
  async (c, { db, staff }) => c.json(dtoEnvelope(await listReplyTemplates(db, staff.siteId)), 200),
);

staffRoute(
  adminReplyTemplatesApi,
  apiRoute('post', '/admin/reply-templates', { body: jsonBody(replyTemplateBodySchema) }, 'Workspace', {
    summary: 'Add a reply template',
    description: `${BODY_WORDS} Audit reply-template.create.`,
    ok: [dtoEnvelopeSchema(replyTemplateSchema), 'data.dto: the template'],
    errors: ['bad_request', 'unavailable'],
  }),
  async (c, context) => c.json(dtoEnvelope(await createReplyTemplate(context.db, desk(context), c.req.valid('json'))), 200),
);

staffRoute(
  adminReplyTemplatesApi,
  apiRoute('put', ONE, { params: idParam, body: jsonBody(replyTemplateBodySchema) }, 'Workspace', {
    summary: 'Change a reply template',
    description: `${BODY_WORDS} Audit reply-template.update. Another site’s or an unknown template → 404 naming id.`,
    ok: [dtoEnvelopeSchema(replyTemplateSchema), 'data.dto: the template'],
    errors: ['bad_request', 'not_found', 'unavailable'],
  }),
  async (c, context) => c.json(dtoEnvelope(await updateReplyTemplate(context.db, desk(context), c.req.valid('param').id, c.req.valid('json'))), 200),
);

staffRoute(
  adminReplyTemplatesApi,
  apiRoute('delete', ONE, { params: idParam }, 'Workspace', {
    summary: 'Delete a reply template',
    description: 'Messages already sent from it stay as they were. Audit reply-template.delete. Another site’s or an unknown template → 404 naming id.',
    ok: [dtoEnvelopeSchema(replyTemplateSchema), 'data.dto: the template as it was'],
    errors: ['bad_request', 'not_found', 'unavailable'],
  }),
  async (c, context) => c.json(dtoEnvelope(await deleteReplyTemplate(context.db, desk(context), c.req.valid('param').id)), 200),
);
