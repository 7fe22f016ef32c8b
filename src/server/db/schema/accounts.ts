import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { cascadingRef, createdAt, moment, optionalText, sessionEnd, singleUse } from './columns';
import { siteTable } from './site-table';

/** Registered buyer (§3 user). Email is unique per site, compared case-insensitively. */
export const customers = siteTable(
  'customers',
  {
    email: text('email').notNull(),
    nick: text('nick').notNull(),
    companyName: optionalText('company_name'),
    /** argon2id hash; empty for an account created only through Google. */
    pwdHash: optionalText('pwd_hash'),
    /** §3 gender: 0 default, 1 male, 2 female. */
    sex: smallint('sex').notNull().default(0),
    wxhead: optionalText('wxhead'),
    googleSub: text('google_sub'),
    phone: optionalText('phone'),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    deletedAt: moment('deleted_at'),
    /** Set by staff (workspace, role sales); a disabled buyer cannot sign in and every session ends. */
    disabledAt: moment('disabled_at'),
  },
  (t) => [uniqueIndex('customers_site_email').on(t.siteId, sql`lower(${t.email})`)],
);

/**
 * Server side of a sign-in. The browser holds the secret onlineGuid (httpOnly cookie or the
 * Authorization header); only its SHA-256 is stored, so a database leak does not leak sessions.
 */
export const sessions = siteTable(
  'sessions',
  {
    customerId: cascadingRef('customer_id', () => customers.id),
    tokenHash: text('token_hash').notNull(),
    autoLogin: boolean('auto_login').notNull().default(true),
    ...sessionEnd(),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_customer').on(t.customerId)],
);

/** Numeric picture captcha (§5: id is a UUID v4); single use, short-lived. */
export const captchas = pgTable('captchas', {
  guid: uuid('guid').primaryKey(),
  code: text('code').notNull(),
  ...singleUse(),
});

/** Emailed password-reset code (§4): 6 characters, expires, a few wrong tries void it. */
export const resetCodes = siteTable(
  'reset_codes',
  {
    customerId: cascadingRef('customer_id', () => customers.id),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    ...singleUse(),
  },
  (t) => [index('reset_codes_customer').on(t.customerId)],
);

/** Delivery address (§3 "fields not shown": our design, see docs/ARCHITECTURE.md). */
export const addresses = siteTable(
  'addresses',
  {
    customerId: cascadingRef('customer_id', () => customers.id),
    contactName: text('contact_name').notNull(),
    company: optionalText('company'),
    phone: text('phone').notNull(),
    email: optionalText('email'),
    country: text('country').notNull(),
    region: optionalText('region'),
    city: optionalText('city'),
    /** China's third level (区/县, ADR 0049); '' elsewhere. */
    district: optionalText('district'),
    addressLine: text('address_line').notNull(),
    postcode: optionalText('postcode'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: moment('deleted_at'),
  },
  (t) => [index('addresses_customer').on(t.siteId, t.customerId)],
);

/** Mail queue: every email is written here first and sent (and retried) from it. */
/** A file of an outbox mail, kept as its bytes so a retry sends exactly what was queued (ADR 0031). */
export interface StoredAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

export const outbox = siteTable('outbox', {
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  attachments: jsonb('attachments').$type<StoredAttachment[]>(),
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: moment('sent_at'),
});
