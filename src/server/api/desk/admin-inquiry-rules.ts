import { OpenAPIHono } from '@hono/zod-openapi';
import { assignmentRuleBodySchema, assignmentRuleSchema } from '@/lib/validation/admin/inquiries';
import { createAssignmentRule, deleteAssignmentRule, listAssignmentRules, updateAssignmentRule, type DeskStaff } from '@/server/inquiries';
import { keptRowRoutes } from '../kit/admin-row-writes';
import type { StaffContext } from '../kit/staff-route';

// The owner's assignment rules (country or topic → member), applied when an inquiry is
// submitted (src/server/inquiries/assignment-rules.ts). Owner only: sales and catalogue get 403.

export const adminInquiryRulesApi = new OpenAPIHono();
const RULE_WORDS =
  'Body `{ country | classcode, staffId }`: exactly one of a two-letter country code (the delivery address) and a topic classcode (a line’s product in that topic or below), and an active sales member or owner of the site (404 naming staffId otherwise). At submit a topic rule wins over a country rule, the longer classcode first, then the older rule.';

const desk = ({ staff, audit }: StaffContext): DeskStaff => ({ id: staff.id, siteId: staff.siteId, role: staff.role, audit });

keptRowRoutes(adminInquiryRulesApi, '/admin/inquiry-rules', {
  row: assignmentRuleSchema,
  body: assignmentRuleBodySchema,
  member: desk,
  audit: 'assignment-rule',
  noun: 'rule',
  list: [
    'The assignment rules',
    'Every rule of the site in the order they are tried (topic rules, longest classcode first, then country rules; older first).',
    'data.dto: the rules',
    ['unavailable'],
    listAssignmentRules,
  ],
  create: ['Add an assignment rule', RULE_WORDS, 'data.dto: the rule', ['bad_request', 'not_found', 'unavailable'], createAssignmentRule],
  update: ['Change an assignment rule', RULE_WORDS, 'data.dto: the rule', updateAssignmentRule],
  remove: ['Delete an assignment rule', 'Inquiries it assigned keep their assignee.', 'data.dto: the rule as it was', deleteAssignmentRule],
});
