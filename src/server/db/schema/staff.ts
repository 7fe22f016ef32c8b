import { index, integer, jsonb, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cascadingRef, createdAt, moment, optionalText, sessionEnd, singleUse, updatedAt } from './columns';
import { siteTable } from './site-table';

// The supplier's workspace (/admin): staff accounts apart from customers, their
// sessions, the audit log of every staff write, and the import jobs.

/** Staff roles: `owner` (everything), `catalogue` (products, topics, content), `sales` (inquiries, customers). */
export const STAFF_ROLES = ['owner', 'catalogue', 'sales'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A member of the supplier's staff. Email unique per site, compared case-insensitively. */
export const staffUsers = siteTable(
  'staff_users',
  {
    email: text('email').notNull(),
    name: optionalText('name'),
    role: text('role').$type<StaffRole>().notNull(),
    /** argon2id hash; '' until the account's password is set (setup link). */
    pwdHash: optionalText('pwd_hash'),
    /** Base32 TOTP secret once the second factor is switched on; '' when off. */
    totpSecret: optionalText('totp_secret'),
    /** The workspace language the member chose: 'zh' (default: the supplier's staff) or 'en'. */
    language: text('language').notNull().default('zh'),
    disabledAt: moment('disabled_at'),
    lastSignInAt: moment('last_sign_in_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('staff_users_site_email').on(t.siteId, sql`lower(${t.email})`)],
);

/**
 * Server side of a staff sign-in: only the SHA-256 of the cookie's secret is stored. A session
 * ends at `expiresAt` (absolute) or when idle past the configured time since `lastSeenAt`.
 */
export const staffSessions = siteTable(
  'staff_sessions',
  {
    staffId: cascadingRef('staff_id', () => staffUsers.id),
    tokenHash: text('token_hash').notNull(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    ...sessionEnd(),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash').on(t.tokenHash), index('staff_sessions_staff').on(t.staffId)],
);

/**
 * One-time links: the first owner's setup link (printed in the server log when ADMIN_EMAIL and
 * ADMIN_PASSWORD are not set) and password resets. Only the SHA-256 of the token is stored.
 * Also the second factor's rows (ADR 0023, 0042): a pending secret, the steps already used, and
 * the recovery codes (SHA-256 only, each used once).
 */
export const staffTokens = siteTable(
  'staff_tokens',
  {
    /** Null for the first owner's setup link (the account is made when it is used). */
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'setup' | 'reset' | 'totp-pending' | 'totp-used' | 'recovery'>().notNull(),
    tokenHash: text('token_hash').notNull(),
    ...singleUse(),
  },
  (t) => [uniqueIndex('staff_tokens_token_hash').on(t.tokenHash)],
);

/**
 * Every staff write: who, when, what (entity and id), and the row before and after (JSON; null
 * for a create's before and a delete's after). Kept when the staff account is deleted.
 */
export const auditLog = siteTable(
  'audit_log',
  {
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    /** The member's email at the time, so the row still reads after the account is gone. */
    staffEmail: text('staff_email').notNull(),
    /** e.g. 'product.update', 'product.bulk', 'staff.create', 'import.apply'. */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: optionalText('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_site_created').on(t.siteId, t.createdAt, t.id), index('audit_log_entity').on(t.siteId, t.entity, t.entityId)],
);

/**
 * A catalogue import (dry run, then apply) that runs as a job: the upload is kept until the job
 * ends, `progress`/`total` feed the progress bar, `report` holds the dry run's counts and errors.
 */
export const importJobs = siteTable(
  'import_jobs',
  {
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    /** 'checked' (dry run done), 'running', 'done', 'failed'. */
    status: text('status').$type<'checking' | 'checked' | 'running' | 'done' | 'failed'>().notNull(),
    /** Media path of the stored upload (workbook or csv, and the pictures zip when given). */
    sourcePath: text('source_path').notNull(),
    picturesPath: optionalText('pictures_path'),
    progress: integer('progress').notNull().default(0),
    total: integer('total').notNull().default(0),
    report: jsonb('report'),
    error: optionalText('error'),
    /** Set while a process works on the job; a job whose worker died is taken over after a while. */
    lockedAt: moment('locked_at'),
    createdAt: createdAt(),
    finishedAt: moment('finished_at'),
  },
  (t) => [index('import_jobs_site_created').on(t.siteId, t.createdAt)],
);

/**
 * A column mapping staff confirmed for one workbook layout (the normalised set of its headers),
 * so the next sheet from the same factory maps itself. `mapping` is a list of
 * {header (normalised), field}; the columns are found again by header, whatever their order.
 */
export const importMappings = siteTable(
  'import_mappings',
  {
    layoutKey: text('layout_key').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<{ header: string; field: string; minQty?: number }[]>().notNull(),
    staffId: integer('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('import_mappings_site_layout').on(t.siteId, t.layoutKey)],
);
