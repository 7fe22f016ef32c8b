import { OpenAPIHono, z } from '@hono/zod-openapi';
import { assignmentRuleBodySchema, assignmentRuleSchema } from '@/lib/validation/admin/inquiries';
import { idParam } from '@/lib/validation/admin/workspace-list-query';
import { createAssignmentRule, deleteAssignmentRule, listAssignmentRules, updateAssignmentRule, type DeskStaff } from '@/server/inquiries';
import { dtoEnvelope, dtoEnvelopeSchema } from '../kit/envelope';
import { jsonBody } from '../kit/route';
import { apiRoute } from '../kit/route-doc';
import { staffRoute, type StaffContext } from '../kit/staff-route';

// The owner's assignment rules (country or topic → member), applied when an inquiry is
// submitted (src/server/inquiries/assignment-rules.ts). Owner only: sales and catalogue get 403.

export const adminInquiryRulesApi = new OpenAPIHono();
const ONE = '/admin/inquiry-rules/{id}';
const RULE_WORDS =
  'Body `{ country | classcode, staffId }`: exactly one of a two-letter country code (the delivery address) and a topic classcode (a line’s product in that topic or below), and an active sales member or owner of the site (404 naming staffId otherwise). At submit a topic rule wins over a country rule, the longer classcode first, then the older rule.';

const desk = ({ staff, audit }: StaffContext): DeskStaff => ({ id: staff.id, siteId: staff.siteId, role: staff.role, audit });

staffRoute(
  adminInquiryRulesApi,
  apiRoute('get', '/admin/inquiry-rules', {}, 'Workspace', {
    summary: 'The assignment rules',
    description: 'Every rule of the site in the order they are tried (topic rules, longest classcode first, then country rules; older first).',
    ok: [dtoEnvelopeSchema(z.array(assignmentRuleSchema)), 'data.dto: the rules'],
    errors: ['unavailable'],
  }),
  async (c, { db, staff }) => c.json(dtoEnvelope(await listAssignmentRules(db, staff.siteId)), 200),
);

staffRoute(
  adminInquiryRulesApi,
  apiRoute('post', '/admin/inquiry-rules', { body: jsonBody(assignmentRuleBodySchema) }, 'Workspace', {
    summary: 'Add an assignment rule',
    description: `${RULE_WORDS} Audit assignment-rule.create.`,
    ok: [dtoEnvelopeSchema(assignmentRuleSchema), 'data.dto: the rule'],
    errors: ['bad_request', 'not_found', 'unavailable'],
  }),
  async (c, context) => c.json(dtoEnvelope(await createAssignmentRule(context.db, desk(context), c.req.valid('json'))), 200),
);

staffRoute(
  adminInquiryRulesApi,
  apiRoute('put', ONE, { params: idParam, body: jsonBody(assignmentRuleBodySchema) }, 'Workspace', {
    summary: 'Change an assignment rule',
    description: `${RULE_WORDS} Audit assignment-rule.update. Another site’s or an unknown rule → 404 naming id.`,
    ok: [dtoEnvelopeSchema(assignmentRuleSchema), 'data.dto: the rule'],
    errors: ['bad_request', 'not_found', 'unavailable'],
  }),
  async (c, context) => c.json(dtoEnvelope(await updateAssignmentRule(context.db, desk(context), c.req.valid('param').id, c.req.valid('json'))), 200),
);

staffRoute(
  adminInquiryRulesApi,
  apiRoute('delete', ONE, { params: idParam }, 'Workspace', {
    summary: 'Delete an assignment rule',
    description: 'Inquiries it assigned keep their assignee. Audit assignment-rule.delete. Another site’s or an unknown rule → 404 naming id.',
    ok: [dtoEnvelopeSchema(assignmentRuleSchema), 'data.dto: the rule as it was'],
    errors: ['bad_request', 'not_found', 'unavailable'],
  }),
  async (c, context) => c.json(dtoEnvelope(await deleteAssignmentRule(context.db, desk(context), c.req.valid('param').id)), 200),
);
