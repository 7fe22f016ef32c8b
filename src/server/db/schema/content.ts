import { boolean, date, index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bilingual, cascadingRef, createdAt, moment, optionalText, placement, sortnum } from './columns';
import { siteTable } from './site-table';

/** Article (§3): languageflag 0 Chinese, 1 English, -1 all languages; flag marks the carousel. */
export const articles = siteTable(
  'articles',
  {
    title: text('title').notNull(),
    content: optionalText('content'),
    cover: optionalText('cover'),
    languageflag: smallint('languageflag').notNull().default(-1),
    flag: smallint('flag').notNull().default(0),
    sortnum: sortnum(),
    createtime: createdAt(),
  },
  (t) => [index('articles_site').on(t.siteId, t.languageflag)],
);

export const faqs = siteTable('faqs', {
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  languageflag: smallint('languageflag').notNull(),
  sortnum: sortnum(),
});

/** Trade fair (§3 fair log): ISO start and end dates; isPlan is derived (start in the future). */
export const fairLogs = siteTable('fair_logs', {
  ...bilingual('name'),
  ...bilingual('city', { optional: true }),
  booth: optionalText('booth'),
  starttime: date('starttime').notNull(),
  endtime: date('endtime').notNull(),
  ...bilingual('content', { optional: true }),
  cover: optionalText('cover'),
});

export const videos = siteTable('videos', {
  ...bilingual('title'),
  url: text('url').notNull(),
  cover: optionalText('cover'),
  /** WebVTT captions (R1.14) per language like title/titleen: Chinese, English; '' for none. */
  ...bilingual('captions', { optional: true }),
  sortnum: sortnum(),
});

/** Audit certificates shown on about-us (§1: BSCI and Costco). */
export const certificates = siteTable('certificates', {
  ...bilingual('name'),
  file: text('file').notNull(),
  sortnum: sortnum(),
});

/**
 * Contact info per language flag (§3: tel, phone comma separated, email, companyaddress), and the
 * supplier's bank account for the proforma invoice (per language like the address:
 * a Chinese buyer reads the bank's Chinese name). Empty bank fields print no bank block.
 */
export const contactInfo = siteTable(
  'contact_info',
  {
    languageFlag: smallint('language_flag').notNull(),
    tel: text('tel').notNull(),
    phone: optionalText('phone'),
    email: text('email').notNull(),
    companyaddress: text('companyaddress').notNull(),
    companyname: optionalText('companyname'),
    chatLink: optionalText('chat_link'),
    bankName: optionalText('bank_name'),
    bankAddress: optionalText('bank_address'),
    bankAccountName: optionalText('bank_account_name'),
    bankAccountNo: optionalText('bank_account_no'),
    bankSwift: optionalText('bank_swift'),
  },
  (t) => [uniqueIndex('contact_info_site_lang').on(t.siteId, t.languageFlag)],
);

export const aboutUs = siteTable(
  'about_us',
  {
    languageFlag: smallint('language_flag').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('about_us_site_lang').on(t.siteId, t.languageFlag)],
);

export const friendLinks = siteTable('friend_links', {
  ...bilingual('name'),
  url: text('url').notNull(),
  sortnum: sortnum(),
});

export const feedback = siteTable('feedback', {
  customerId: integer('customer_id'),
  name: optionalText('name'),
  email: optionalText('email'),
  content: text('content').notNull(),
  /** The phone field of POST /api/Feedback (the contact form); stored as typed. */
  phone: optionalText('phone'),
  deviceCode: optionalText('device_code'),
  /** The page the feedback was sent from (the API's pageUrl: path and query). */
  pageName: optionalText('page_name'),
  createdAt: createdAt(),
});

/** Footer subscription (§7 AddSubscribeMail): one row per site and email. */
export const subscriptions = siteTable(
  'subscriptions',
  {
    email: text('email').notNull(),
    custId: integer('cust_id'),
    deviceCode: optionalText('device_code'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscriptions_site_email').on(t.siteId, t.email)],
);

/** Area restriction (§4 area check): a rule matches an IP prefix or a country code. */
export const areaRules = siteTable('area_rules', {
  ipPrefix: optionalText('ip_prefix'),
  country: optionalText('country'),
  restricted: boolean('restricted').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * Codes that let a restricted visitor in through /accessCode. `code` holds the scrypt hash made by
 * src/server/access/access-codes.ts (`scrypt$…`); a plain value (the seed's demo code) is
 * accepted once and replaced by its hash.
 */
export const accessCodes = siteTable(
  'access_codes',
  {
    code: text('code').notNull(),
    note: optionalText('note'),
    expiresAt: moment('expires_at'),
    createdAt: createdAt(),
    /** Revoked by staff; the code stops working and the unlocks it gave end. */
    revokedAt: moment('revoked_at'),
    /** Times a visitor was let in with the code (the workspace's usage count). */
    useCount: integer('use_count').notNull().default(0),
    lastUsedAt: moment('last_used_at'),
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
    accessCodeId: cascadingRef('access_code_id', () => accessCodes.id),
    ip: text('ip').notNull(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('area_unlocks_code_ip').on(t.accessCodeId, t.ip), index('area_unlocks_ip').on(t.ip, t.expiresAt)],
);

/** Visit tracking from the pageName header (§7). */
export const pageVisits = siteTable(
  'page_visits',
  {
    pageName: text('page_name').notNull(),
    deviceCode: optionalText('device_code'),
    customerId: integer('customer_id'),
    createdAt: createdAt(),
    /** ISO alpha-2 from the trusted proxy's AREA_COUNTRY_HEADER (ADR 0032); null = unknown. */
    country: text('country'),
  },
  (t) => [index('page_visits_site_time').on(t.siteId, t.createdAt)],
);

/** Notices and banners (ADR 0029): a top-bar notice the staff write, in both languages, placed like a banner. */
export const notices = siteTable(
  'notices',
  {
    ...bilingual('text'),
    ...placement(),
  },
  (t) => [index('notices_site_sort').on(t.siteId, t.sortnum)],
);

/**
 * Notices and banners (ADR 0029): a picture of the home banner (an uploaded /Upload/… path), its alt text and
 * optional caption per language, a site-relative link; shown like a notice (published, window).
 */
export const homeBanners = siteTable(
  'home_banners',
  {
    picture: text('picture').notNull(),
    ...bilingual('alt'),
    ...bilingual('title', { optional: true }),
    ...placement(),
  },
  (t) => [index('home_banners_site_sort').on(t.siteId, t.sortnum)],
);
