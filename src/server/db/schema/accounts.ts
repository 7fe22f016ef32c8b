import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, siteId } from './columns';

/** Registered buyer (§3 user). Email is unique per site, compared case-insensitively. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    email: text('email').notNull(),
    nick: text('nick').notNull(),
    companyName: text('company_name').notNull().default(''),
    /** argon2id hash; empty for an account created only through Google. */
    pwdHash: text('pwd_hash').notNull().default(''),
    /** §3 gender: 0 default, 1 male, 2 female. */
    sex: smallint('sex').notNull().default(0),
    wxhead: text('wxhead').notNull().default(''),
    googleSub: text('google_sub'),
    phone: text('phone').notNull().default(''),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('customers_site_email').on(t.siteId, sql`lower(${t.email})`)],
);

/**
 * Server side of a sign-in. The browser holds the secret onlineGuid (httpOnly cookie or the
 * Authorization header); only its SHA-256 is stored, so a database leak does not leak sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    autoLogin: boolean('auto_login').notNull().default(true),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_customer').on(t.customerId)],
);

/** Numeric picture captcha (§5: id is a UUID v4); single use, short-lived. */
export const captchas = pgTable('captchas', {
  guid: uuid('guid').primaryKey(),
  code: text('code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Emailed password-reset code (§4): 6 characters, expires, a few wrong tries void it. */
export const resetCodes = pgTable(
  'reset_codes',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('reset_codes_customer').on(t.customerId)],
);

/** Delivery address (§3 "fields not shown": our design, see docs/ARCHITECTURE.md). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull(),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    city: text('city').notNull().default(''),
    addressLine: text('address_line').notNull(),
    postcode: text('postcode').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('addresses_customer').on(t.siteId, t.customerId)],
);

/** Mail queue: every email is written here first and sent (and retried) from it. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  siteId: siteId(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  attachments: jsonb('attachments'),
  status: text('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
