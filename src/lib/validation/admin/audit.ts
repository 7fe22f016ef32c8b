import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@/lib/audit-actions';
import { isoDay } from './workspace-fields';

// The owner's audit log (GET /api/admin/audit, GET /api/admin/audit.csv): who did what to which
// record, when, with the record before and after. Shared by the routes, the screen and OpenAPI.

const firstValue = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
const blank = (v: unknown): unknown => {
  const value = firstValue(v);
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
};
const wholeNumber = (v: unknown): unknown => {
  const value = blank(v);
  return typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
};
const bounded = (min: number, max: number) =>
  z.number({ error: 'must be a whole number' }).int('must be a whole number').min(min, `must be ${min} or more`).max(max, `must be at most ${max}`);

/** The filters both the list and the CSV take; days are the viewer's (`tzOffset`, minutes as JavaScript's getTimezoneOffset gives them). */
const auditFilterFields = {
  staffId: z.preprocess(wholeNumber, bounded(1, 2_147_483_647).optional()),
  action: z.preprocess(blank, z.enum(AUDIT_ACTIONS, { error: 'must be a known action code' }).optional()),
  entity: z.preprocess(blank, z.enum(AUDIT_ENTITIES as [string, ...string[]], { error: 'must be a known record type' }).optional()),
  entityId: z.preprocess(blank, z.string().trim().max(100, 'use at most 100 characters').optional()),
  from: z.preprocess(blank, isoDay.optional()),
  to: z.preprocess(blank, isoDay.optional()),
  tzOffset: z.preprocess(wholeNumber, bounded(-840, 840).default(0)),
};

const fromNotAfterTo = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;
const rangeIssue = { message: 'must be on or after from', path: ['to'] };

/** GET /api/admin/audit query: newest first, one page; every filter is exact, days include both ends. */
export const auditListQuery = z
  .object({
    page: z.preprocess(wholeNumber, bounded(1, 100_000).default(1)),
    pageSize: z.preprocess(wholeNumber, bounded(1, 200).default(25)),
    ...auditFilterFields,
  })
  .refine(fromNotAfterTo, rangeIssue)
  .meta({ id: 'AuditListQuery' });
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** GET /api/admin/audit.csv query: the same filters, every matching row; headers and action names in `lang`. */
export const auditCsvQuery = z
  .object({ ...auditFilterFields, lang: z.preprocess(blank, z.enum(['zh', 'en'], { error: "must be 'zh' or 'en'" }).default('zh')) })
  .refine(fromNotAfterTo, rangeIssue)
  .meta({ id: 'AuditCsvQuery' });
export type AuditCsvQuery = z.infer<typeof auditCsvQuery>;
export type AuditFilters = Omit<AuditCsvQuery, 'lang'>;

/** One row of the audit log. `staffName` is the member's name now (null once the account is deleted; `staffEmail` stays). */
export const auditRowSchema = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    staffId: z.number().int().nullable(),
    staffName: z.string().nullable(),
    staffEmail: z.string(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditRow' });
export type AuditRow = z.infer<typeof auditRowSchema>;
