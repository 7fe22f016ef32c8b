import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, siteId } from './columns';

/** Article (§3): languageflag 0 Chinese, 1 English, -1 all languages; flag marks the carousel. */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    cover: text('cover').notNull().default(''),
    languageflag: smallint('languageflag').notNull().default(-1),
    flag: smallint('flag').notNull().default(0),
    sortnum: integer('sortnum').notNull().default(0),
    createtime: createdAt(),
  },
  (t) => [index('articles_site').on(t.siteId, t.languageflag)],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  siteId: siteId(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  languageflag: smallint('languageflag').notNull(),
  sortnum: integer('sortnum').notNull().default(0),
});

/** Trade fair (§3 fair log): ISO start and end dates; isPlan is derived (start in the future). */
export const fairLogs = pgTable('fair_logs', {
  id: serial('id').primaryKey(),
  siteId: siteId(),
  name: text('name').notNull(),
  nameen: text('nameen').notNull(),
  city: text('city').notNull().default(''),
  cityen: text('cityen').notNull().default(''),
  booth: text('booth').notNull().default(''),
  starttime: date('starttime').notNull(),
  endtime: date('endtime').notNull(),
  content: text('content').notNull().default(''),
  contenten: text('contenten').notNull().default(''),
  cover: text('cover').notNull().default(''),
});

export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  siteId: siteId(),
  title: text('title').notNull(),
  titleen: text('titleen').notNull(),
  url: text('url').notNull(),
  cover: text('cover').notNull().default(''),
  /** WebVTT captions (R1.14) per language like title/titleen: Chinese, English; '' for none. */
  captions: text('captions').notNull().default(''),
  captionsen: text('captionsen').notNull().default(''),
  sortnum: integer('sortnum').notNull().default(0),
});

/** Audit certificates shown on about-us (§1: BSCI and Costco). */
export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  siteId: siteId(),
  name: text('name').notNull(),
  nameen: text('nameen').notNull(),
  file: text('file').notNull(),
  sortnum: integer('sortnum').notNull().default(0),
});

/** Contact info per language flag (§3: tel, phone comma separated, email, companyaddress). */
export const contactInfo = pgTable(
  'contact_info',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    languageFlag: smallint('language_flag').notNull(),
    tel: text('tel').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull(),
    companyaddress: text('companyaddress').notNull(),
    companyname: text('companyname').notNull().default(''),
    chatLink: text('chat_link').notNull().default(''),
  },
  (t) => [uniqueIndex('contact_info_site_lang').on(t.siteId, t.languageFlag)],
);

export const aboutUs = pgTable(
  'about_us',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    languageFlag: smallint('language_flag').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('about_us_site_lang').on(t.siteId, t.languageFlag)],
);

export const friendLinks = pgTable('friend_links', {
  id: serial('id').primaryKey(),
  siteId: siteId(),
  name: text('name').notNull(),
  nameen: text('nameen').notNull(),
  url: text('url').notNull(),
  sortnum: integer('sortnum').notNull().default(0),
});

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  siteId: siteId(),
  customerId: integer('customer_id'),
  name: text('name').notNull().default(''),
  email: text('email').notNull().default(''),
  content: text('content').notNull(),
  /** Added for issue 6 (POST /api/Feedback phone field); stored as typed. */
  phone: text('phone').notNull().default(''),
  deviceCode: text('device_code').notNull().default(''),
  /** The page the feedback was sent from (the API's pageUrl: path and query). */
  pageName: text('page_name').notNull().default(''),
  createdAt: createdAt(),
});

/** Footer subscription (§7 AddSubscribeMail): one row per site and email. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    email: text('email').notNull(),
    custId: integer('cust_id'),
    deviceCode: text('device_code').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscriptions_site_email').on(t.siteId, t.email)],
);

/** Area restriction (§4 area check): a rule matches an IP prefix or a country code. */
export const areaRules = pgTable('area_rules', {
  id: serial('id').primaryKey(),
  siteId: siteId(),
  ipPrefix: text('ip_prefix').notNull().default(''),
  country: text('country').notNull().default(''),
  restricted: boolean('restricted').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * Codes that let a restricted visitor in through /accessCode. `code` holds the scrypt hash made by
 * src/server/access/access-codes.ts (`scrypt$…`); a plain value (the seed's demo code) is
 * accepted once and replaced by its hash.
 */
export const accessCodes = pgTable(
  'access_codes',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    code: text('code').notNull(),
    note: text('note').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('access_codes_site_code').on(t.siteId, t.code)],
);

/**
 * An IP let in by an access code (§4, POST /api/AreaLimit/UseSafeIp) until expires_at. The site
 * is the code's (no site_id of its own); deleting a code ends the unlocks it gave.
 */
export const areaUnlocks = pgTable(
  'area_unlocks',
  {
    id: serial('id').primaryKey(),
    accessCodeId: integer('access_code_id')
      .notNull()
      .references(() => accessCodes.id, { onDelete: 'cascade' }),
    ip: text('ip').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('area_unlocks_code_ip').on(t.accessCodeId, t.ip), index('area_unlocks_ip').on(t.ip, t.expiresAt)],
);

/** Visit tracking from the pageName header (§7). */
export const pageVisits = pgTable(
  'page_visits',
  {
    id: serial('id').primaryKey(),
    siteId: siteId(),
    pageName: text('page_name').notNull(),
    deviceCode: text('device_code').notNull().default(''),
    customerId: integer('customer_id'),
    createdAt: createdAt(),
  },
  (t) => [index('page_visits_site_time').on(t.siteId, t.createdAt)],
);
