import { OpenAPIHono, z } from '@hono/zod-openapi';
import { idNumber, numberFromText } from '@/lib/validation/common';
import { staffCreatedSchema, staffCreateSchema, staffLinkSchema, staffListQuery, staffRowSchema, staffWriteSchema } from '@/lib/validation/staff';
import { createStaff, deleteStaff, getStaff, listStaff, staffResetLink, updateStaff } from '@/server/staff/accounts';
import { resourceRoutes } from '../kit/admin-resource-routes';
import { dtoRoute } from '../kit/admin-row-routes';

// The owner's staff accounts (ADR 0023): /api/admin/staff, owner only. The last-owner rule
// lives in the service. The audit log is admin-audit.ts.

export const adminStaffApi = new OpenAPIHono();

const member = resourceRoutes(adminStaffApi, '/admin/staff', {
  params: z.object({ id: z.preprocess(numberFromText, idNumber()) }),
  list: [staffListQuery, listStaff, staffRowSchema, 'data.list: one page'],
  one: [getStaff, staffRowSchema, 'data.dto: the member'],
  words: {
    list: ['Staff members', '`q` matches email or name; filters `role` and `disabled`.'],
    one: ['One staff member', '404 naming `id` for an unknown id or another site’s member.'],
  },
});

dtoRoute(adminStaffApi, 'post', '/admin/staff', {
  body: staffCreateSchema,
  summary: 'Add a staff member',
  description: 'Without `password` the answer’s `setupUrl` is a one-time link (24 hours) for the member to set it. 409 naming `email` when taken.',
  dto: [staffCreatedSchema, 'data.dto: the member'],
  errors: ['bad_request', 'conflict', 'unavailable'],
  run: ({ db, staff }, { body }) => createStaff(db, staff.siteId, body, staff),
});

member.row('put', {
  body: staffWriteSchema,
  summary: 'Change a staff member',
  description: 'Name, role and disabled. 409 naming `role` or `disabled` when it would demote or disable yourself or the last enabled owner. Disabling ends the member’s sessions.',
  dto: [staffRowSchema, 'data.dto: the member'],
  errors: ['bad_request', 'not_found', 'conflict', 'unavailable'],
  run: ({ db, staff }, { id, body }) => updateStaff(db, staff.siteId, id, body, staff),
});

member.row('delete', {
  summary: 'Delete a staff member',
  description: '409 naming `id` for yourself or the last enabled owner. Their audit rows stay (with their email).',
  dto: [staffRowSchema, 'data.dto: the deleted member'],
  errors: ['bad_request', 'not_found', 'conflict', 'unavailable'],
  run: ({ db, staff }, { id }) => deleteStaff(db, staff.siteId, id, staff),
});

member.action('post', 'reset-link', {
  summary: 'A one-time password reset link',
  description: 'Valid 24 hours, once; the member’s password stays until it is used.',
  dto: [staffLinkSchema, 'data.dto: the link'],
  run: async ({ db, staff }, { id }) => ({ url: await staffResetLink(db, staff.siteId, id, staff) }),
});
