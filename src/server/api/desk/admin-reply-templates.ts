import { OpenAPIHono } from '@hono/zod-openapi';
import { replyTemplateBodySchema, replyTemplateSchema } from '@/lib/validation/admin/reply-templates';
import { REPLY_PLACEHOLDERS } from '@/lib/reply-placeholders';
import { createReplyTemplate, deleteReplyTemplate, listReplyTemplates, updateReplyTemplate, type DeskStaff } from '@/server/inquiries';
import { keptRowRoutes } from '../kit/admin-row-writes';
import type { StaffContext } from '../kit/staff-route';

// The owner's reply templates for the inquiry desk (ADR 0039). Owner only: sales members read
// them filled in for one inquiry (GET /api/admin/inquiries/{id}/replies), catalogue gets 403.

export const adminReplyTemplatesApi = new OpenAPIHono();
const BODY_WORDS = `Body \`{ name (1–100), bodyEn, bodyZh (1–4000 each) }\`. Placeholders: ${REPLY_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')}; any other \`{word}\` → 400 naming the field and the placeholder.`;

const desk = ({ staff, audit }: StaffContext): DeskStaff => ({ id: staff.id, siteId: staff.siteId, role: staff.role, audit });

keptRowRoutes(adminReplyTemplatesApi, '/admin/reply-templates', {
  row: replyTemplateSchema,
  body: replyTemplateBodySchema,
  member: desk,
  audit: 'reply-template',
  noun: 'template',
  list: ['The reply templates', 'Every reply template of the site, by name (at most 500).', 'data.dto: the templates', ['unavailable'], listReplyTemplates],
  create: ['Add a reply template', BODY_WORDS, 'data.dto: the template', ['bad_request', 'unavailable'], createReplyTemplate],
  update: ['Change a reply template', BODY_WORDS, 'data.dto: the template', updateReplyTemplate],
  remove: ['Delete a reply template', 'Messages already sent from it stay as they were.', 'data.dto: the template as it was', deleteReplyTemplate],
});
