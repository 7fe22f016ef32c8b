import { z } from 'zod';
import { readonlyFields } from './admin/workspace-fields';
import { textFields } from './common';

// The workspace's staff contracts, shared by the admin routes, the workspace screens
// and the OpenAPI document.

export const STAFF_ROLE_VALUES = ['owner', 'catalogue', 'sales'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLE_VALUES);
export const WORKSPACE_LANGUAGES = ['zh', 'en'] as const;

/** Who a member is, as every answer about a member starts: the own view (me) and the owner's list (row). */
const staffMemberFields = {
  id: z.number().int(),
  ...textFields('email', 'name'),
  role: staffRoleSchema,
  language: z.enum(WORKSPACE_LANGUAGES),
};

/** The signed-in member as the workspace sees it (GET /api/admin/me). */
export const staffMeSchema = z.object({ ...staffMemberFields, totpOn: z.boolean() }).meta({ id: 'StaffMe' });
export type StaffMe = z.infer<typeof staffMeSchema>;

// ---------------------------------------------------------------------------------------------
// Calls of the staff accounts (ADR 0023). Strings are bounded, so a hostile body is a 400 naming
// its field, never a slow hash of a megabyte or a row no screen can show.

const firstValue = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
/** An optional body field a form sends as '' (or null) when left empty: read as not given. */
const optionalUnlessBlank = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
/** Query text → number: whole decimal text becomes a number, blank means "not given". */
const queryNumber = (v: unknown): unknown => {
  const value = firstValue(v);
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : value;
};
const queryText = (max: number) =>
  z.preprocess((v) => (typeof firstValue(v) === 'string' && (firstValue(v) as string).trim() === '' ? undefined : firstValue(v)), z.string().trim().max(max).optional());

/** A staff email: trimmed and lower-cased (accounts compare case-insensitively), bounded. */
export const staffEmailSchema = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .min(3, 'must be an email address')
  .max(200, 'must be at most 200 characters')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an email address');
/** A new password: 12 to 200 characters (argon2id hashes it; the bound keeps the hash cheap). */
export const staffNewPasswordSchema = z.string({ error: 'is required' }).min(12, 'use at least 12 characters').max(200, 'use at most 200 characters');
const typedPassword = z.string({ error: 'is required' }).min(1, 'is required').max(200, 'use at most 200 characters');
const staffNameSchema = z.string({ error: 'is required' }).trim().min(1, 'is required').max(100, 'use at most 100 characters');
/** A six-digit authenticator code (spaces typed by the member are dropped). */
export const totpCodeSchema = z
  .string({ error: 'is required' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'must be the 6 digits of your authenticator app'));

/** Recovery codes (ADR 0042): 16 characters of this alphabet (80 bits), shown as XXXX-XXXX-XXXX-XXXX. */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as typed: case, spaces and dashes do not matter; answers the 16 characters. */
export const recoveryCodeSchema = z
  .string({ error: 'is required' })
  .max(40, 'must be a 6-digit code or a recovery code')
  .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{16}$`), 'must be a 6-digit code or a recovery code'));
/**
 * The second factor as typed at sign-in or to switch it off: the app's 6 digits, or one of the
 * member's recovery codes (each works once).
 */
export const secondFactorCodeSchema = z
  .string({ error: 'is required' })
  .max(40, 'must be a 6-digit code or a recovery code')
  .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(new RegExp(`^(\\d{6}|[${RECOVERY_CODE_ALPHABET}]{16})$`), 'must be a 6-digit code or a recovery code'));

/** POST /api/admin/session: sign in. `totp` (6 digits or a recovery code) only when the member switched the second factor on. */
export const staffSignInSchema = z
  .object({
    email: staffEmailSchema,
    password: typedPassword,
    totp: optionalUnlessBlank(secondFactorCodeSchema),
  })
  .meta({ id: 'StaffSignIn' });
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

export const STAFF_TOKEN_PURPOSES = ['setup', 'reset'] as const;
/** A one-time link's token as sent in the path or body (base64url, 43 characters). */
export const staffTokenSchema = z.string({ error: 'is required' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a valid link');

/** GET /api/admin/setup/{token}: what the link is for. `email` is '' for the first owner's link. */
export const staffSetupInfoSchema = z
  .object({ purpose: z.enum(STAFF_TOKEN_PURPOSES), email: z.string(), name: z.string().meta({ description: 'The name the owner typed; the member may change it' }) })
  .meta({ id: 'StaffSetupInfo' });
export type StaffSetupInfo = z.infer<typeof staffSetupInfoSchema>;

/**
 * POST /api/admin/setup: use a one-time link. `email` is needed for the first owner's link (purpose
 * 'setup' without a member) and ignored otherwise; `name` and `password` always.
 */
export const staffSetupWriteSchema = z
  .object({
    token: staffTokenSchema,
    email: optionalUnlessBlank(staffEmailSchema),
    name: staffNameSchema,
    password: staffNewPasswordSchema,
  })
  .meta({ id: 'StaffSetupWrite' });
export type StaffSetupWrite = z.infer<typeof staffSetupWriteSchema>;

/** PUT /api/admin/me: the member's own name and workspace language. */
export const staffProfileWriteSchema = z
  .object({ name: staffNameSchema, language: z.enum(WORKSPACE_LANGUAGES, { error: "must be 'zh' or 'en'" }) })
  .meta({ id: 'StaffProfileWrite' });
export type StaffProfileWrite = z.infer<typeof staffProfileWriteSchema>;

/** POST /api/admin/me/password: change the own password (ends the member's other sessions). */
export const staffPasswordWriteSchema = z.object({ currentPassword: typedPassword, newPassword: staffNewPasswordSchema }).meta({ id: 'StaffPasswordWrite' });
export type StaffPasswordWrite = z.infer<typeof staffPasswordWriteSchema>;

/** POST /api/admin/me/totp: a new pending secret for the authenticator app (on after PUT confirms). */
export const staffTotpStartSchema = z
  .object({
    secret: z.string().meta({ description: 'Base32 secret to type into the app' }),
    otpauthUrl: z.string().meta({ description: 'otpauth:// URL to show as a QR code' }),
  })
  .meta({ id: 'StaffTotpStart' });
export type StaffTotpStart = z.infer<typeof staffTotpStartSchema>;

/** PUT /api/admin/me/totp: the app's current code proves the pending secret; the second factor goes on. */
export const staffTotpConfirmSchema = z.object({ code: totpCodeSchema }).meta({ id: 'StaffTotpConfirm' });
export type StaffTotpConfirm = z.infer<typeof staffTotpConfirmSchema>;

/**
 * The answer of PUT /api/admin/me/totp: the member (totpOn true) and the 10 recovery codes, in
 * plain text this once only (the server keeps their SHA-256). Each code works once, at sign-in in
 * place of the app's code or to switch the second factor off.
 */
export const staffTotpOnSchema = staffMeSchema.extend({ recoveryCodes: z.array(z.string()).meta({ description: 'XXXX-XXXX-XXXX-XXXX, shown once' }) }).meta({ id: 'StaffTotpOn' });
export type StaffTotpOn = z.infer<typeof staffTotpOnSchema>;

/**
 * DELETE /api/admin/me/totp: the password and a current second factor (`code`: the app's 6 digits
 * or an unused recovery code) switch it off. A wrong one answers 401 naming `password` or `code`;
 * wrong tries are limited per session (429 with Retry-After).
 */
export const staffTotpOffSchema = z.object({ password: typedPassword, code: secondFactorCodeSchema }).meta({ id: 'StaffTotpOff' });
export type StaffTotpOff = z.infer<typeof staffTotpOffSchema>;

/** A member as the owner's staff screens see it (GET/POST/PUT/DELETE /api/admin/staff). */
export const staffRowSchema = z
  .object({
    ...staffMemberFields,
    disabled: z.boolean(),
    totpOn: z.boolean(),
    /** False until the member used the setup link. */
    passwordSet: z.boolean(),
    ...readonlyFields({ lastSignInAt: z.string().nullable(), createdAt: z.string() }),
  })
  .meta({ id: 'StaffRow' });
export type StaffRow = z.infer<typeof staffRowSchema>;

/** POST /api/admin/staff answers the row and, when no password was given, the one-time setup link. */
export const staffCreatedSchema = staffRowSchema.extend({ setupUrl: z.string().nullable() }).meta({ id: 'StaffCreated' });
export type StaffCreated = z.infer<typeof staffCreatedSchema>;

/** What the owner gives a member, on creation and on every edit. */
const ownerSetFields = { name: staffNameSchema, role: staffRoleSchema };

/** A new member gets the least a colleague needs (quotes and buyers) unless the owner picks more. */
export const STAFF_DEFAULT_ROLE = 'sales' satisfies (typeof STAFF_ROLE_VALUES)[number];

/** POST /api/admin/staff: a new member. Without `password` the answer carries a setup link. */
export const staffCreateSchema = z
  .object({
    email: staffEmailSchema,
    name: staffNameSchema,
    role: staffRoleSchema.default(STAFF_DEFAULT_ROLE),
    password: optionalUnlessBlank(staffNewPasswordSchema).meta({ widget: 'password' }),
  })
  .meta({ id: 'StaffCreate' });
export type StaffCreate = z.infer<typeof staffCreateSchema>;

/** PUT /api/admin/staff/{id}: the editable part. The owner cannot demote or disable themself or the last owner. */
export const staffWriteSchema = z.object({ ...ownerSetFields, disabled: z.boolean({ error: 'must be true or false' }) }).meta({ id: 'StaffWrite' });
export type StaffWrite = z.infer<typeof staffWriteSchema>;

export const STAFF_SORT_FIELDS = ['id', 'email', 'name', 'role', 'createdAt', 'lastSignInAt'] as const;
const pageQuery = z.preprocess(
  queryNumber,
  z.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be 1 or more').max(100_000, 'must be at most 100000').default(1),
);
const pageSizeQuery = z.preprocess(
  queryNumber,
  z
    .number({ error: 'must be a whole number from 1 to 200' })
    .int('must be a whole number from 1 to 200')
    .min(1, 'must be from 1 to 200')
    .max(200, 'must be from 1 to 200')
    .default(25),
);
const orderQuery = z.preprocess(firstValue, z.enum(['asc', 'desc'], { error: "must be 'asc' or 'desc'" }).default('asc'));
const boolQuery = z
  .preprocess((v) => (firstValue(v) === '' ? undefined : firstValue(v)), z.enum(['true', 'false'], { error: 'must be true or false' }).optional())
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/** GET /api/admin/staff query: `q` matches email or name; filters `role`, `disabled`. */
export const staffListQuery = z
  .object({
    page: pageQuery,
    pageSize: pageSizeQuery,
    sort: z.preprocess(firstValue, z.enum(STAFF_SORT_FIELDS, { error: `must be one of ${STAFF_SORT_FIELDS.join(', ')}` }).default('id')),
    order: orderQuery,
    q: queryText(100),
    role: z.preprocess((v) => (firstValue(v) === '' ? undefined : firstValue(v)), staffRoleSchema.optional()),
    disabled: boolQuery,
  })
  .meta({ id: 'StaffListQuery' });
export type StaffListQuery = z.infer<typeof staffListQuery>;

/** POST /api/admin/staff/{id}/reset-link (and the CLI): a one-time link, valid 24 hours. */
export const staffLinkSchema = z.object({ url: z.string() }).meta({ id: 'StaffLink' });
export type StaffLink = z.infer<typeof staffLinkSchema>;
