// Secrets and connections: a client bundle that reaches this module fails the build.
import 'server-only';
import { z } from 'zod';

/** Environment, validated once at first use: a wrong value fails at start, not mid-request. */
const envSchema = z.object({
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  SITE_ID: z.coerce.number().int().positive().default(38),
  /** Demo products the first start seeds into an empty database (default 720, as `npm run seed`). */
  SEED_PRODUCTS: z.coerce.number().int().min(1).max(100_000).optional(),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  MOBILE_SITE_URL: z.string().url().optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /**
   * The only source of absolute links (mail, canonical, hreflang, sitemap, JSON-LD);
   * never a request's Host. Default http://localhost:$PORT, as the README says.
   */
  PUBLIC_BASE_URL: z.string().url().optional(),
  /** Proxies whose X-Forwarded-* headers are believed (CIDRs or addresses; read by scripts/server.mjs). */
  TRUSTED_PROXIES: z
    .string()
    .regex(/^[0-9a-fA-F.:/,\s]*$/, 'comma-separated addresses or CIDRs')
    .default(''),
  /** Without SMTP_URL mail goes to the log: one line per mail (default), or `full` text when an operator asks. */
  MAIL_LOG: z.enum(['line', 'full']).default('line'),
  SHOWROOM_URL: z.string().url().default('https://showroom.lantern-gifts.example/3d'),
  STORE_URL_ALIBABA: z.string().url().default('https://lantern-gifts.example/alibaba'),
  STORE_URL_MADE_IN_CHINA: z.string().url().default('https://lantern-gifts.example/made-in-china'),
  CHAT_URL: z.string().url().optional(),
  SUPPLIER_EMAIL: z.string().email().default('sales@lantern-gifts.example'),
  SUPPLIER_LANGUAGE: z.enum(['en', 'zh']).default('zh'),
  // Container calculator: usable capacity of one container, in m³ and in tonnes.
  CONTAINER_20GP_M3: z.coerce.number().positive().default(28),
  CONTAINER_40GP_M3: z.coerce.number().positive().default(58),
  CONTAINER_40HQ_M3: z.coerce.number().positive().default(68),
  CONTAINER_20GP_T: z.coerce.number().positive().default(21.7),
  CONTAINER_40GP_T: z.coerce.number().positive().default(26.5),
  CONTAINER_40HQ_T: z.coerce.number().positive().default(26.5),
  // Accounts (§4). Google sign-in shows only when a client id is configured.
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  /** Namespace of the rate-limit counters in Redis (shops or test runs sharing one Redis keep theirs apart). */
  RATE_LIMIT_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,40}$/, 'letters, digits, _ . - only')
    .default('lantern'),
  /** Multiplies every rate limit (load tests and the e2e suite, where many buyers share one address). */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(10_000).default(1),
  /** Google's key set; tests point it at a local one (a locally signed token, no network). */
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  // Pictures (§7, §9; src/server/media). Where files live: a directory (default) or the media table.
  IMAGE_STORE: z.enum(['directory', 'database']).default('directory'),
  /** Root of the directory store; default `${DATA_DIR}/upload`. */
  IMAGE_DIR: z.string().optional(),
  /** HMAC key of signed /Upload/ links; unset → generated once into `${DATA_DIR}/media-secret`. */
  MEDIA_SIGNING_SECRET: z.string().min(32, 'use at least 32 characters').optional(),
  /** R9.37 image base address: '' = same origin; e.g. https://cdn.example.com for a CDN. */
  MEDIA_BASE_URL: z.union([z.literal(''), z.string().url()]).default(''),
  /** R9.26 bucket name (an S3-compatible store's bucket; documentation only for the directory). */
  MEDIA_BUCKET: z.string().min(1).default('lantern-media'),
  /** R9.25 storage region: Guangzhou. */
  MEDIA_REGION: z.string().min(1).default('ap-guangzhou'),
  // Area gate (§4; src/server/access): these apply to every site, beside its area_rules rows.
  /** Restricted IP ranges, comma-separated CIDRs or single addresses ('203.0.113.0/24,2001:db8::/32'). */
  AREA_RESTRICTED_CIDRS: z.string().default(''),
  /** Restricted countries, ISO 3166-1 alpha-2, comma-separated ('KP,IR'); read from AREA_COUNTRY_HEADER. */
  AREA_RESTRICTED_COUNTRIES: z.string().default(''),
  /** Header a trusted proxy sets to the visitor's country (e.g. cf-ipcountry); unset = countries are not checked. */
  AREA_COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'must be a header name')
    .optional(),
  /** How long a valid access code lets a restricted visitor's IP in. */
  AREA_UNLOCK_HOURS: z.coerce.number().positive().max(8760).default(24),
  // Third-party scripts (§7): each loads only when configured, after page load.
  /** AMap (高德) JS API key: /contact shows a map; unset = an address card and no map script. */
  AMAP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9]+$/, 'letters and digits only')
    .optional(),
  /** Tracking tag id (a Google tag, e.g. G-XXXXXXX); unset = no tracking script. */
  TRACKING_TAG_ID: z
    .string()
    .regex(/^[A-Za-z0-9-]+$/, 'letters, digits and - only')
    .optional(),
  // PDF and Excel exports (src/server/exports/render-queue.ts): each render is a few
  // hundred ms of CPU, so a process runs few at once and queues a bounded number of the rest.
  /** Renders at once per process; 2 lets one render's pictures (sharp, thread pool) overlap another's drawing. */
  // The workspace. The first owner (made at start when no staff exists) and how long an
  // idle staff session lasts.
  ADMIN_EMAIL: z.string().email().max(200).optional(),
  ADMIN_PASSWORD: z.string().min(12, 'use at least 12 characters').max(200).optional(),
  STAFF_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(120),
  EXPORT_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  /** Exports that may wait for a slot; more → 503 with Retry-After. 16 waiting 200-line PDFs drain in about 3 s. */
  EXPORT_QUEUE_LENGTH: z.coerce.number().int().min(0).max(1000).default(16),
  /** Longest wait for a slot before a 503: below the usual 60 s proxy timeout, so a buyer gets an answer. */
  EXPORT_QUEUE_WAIT_SECONDS: z.coerce.number().positive().max(300).default(20),
  /**
   * How often each process tries the quote-expiry pass (one process at a time runs it).
   * A quote lapses at the end of its validity day; five minutes late is invisible to a buyer.
   */
  QUOTE_EXPIRY_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
});

export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_BASE_URL'> & { PUBLIC_BASE_URL: string };

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== '')));
    if (!parsed.success) {
      const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
      throw new Error(`Invalid environment:\n${lines}`);
    }
    cached = { ...parsed.data, PUBLIC_BASE_URL: (parsed.data.PUBLIC_BASE_URL ?? `http://localhost:${parsed.data.PORT}`).replace(/\/+$/, '') };
  }
  return cached;
}

/** Tests that change process.env after the first read call this to read it again. */
export function resetEnvCache(): void {
  cached = undefined;
}
