// The Content-Security-Policy of every response, built in one place from the
// configuration, so a third party is allowed exactly when it is configured (docs/ARCHITECTURE.md,
// "Security headers").

/** The third parties a page may talk to; each is allowed only when configured. */
export interface CspConfig {
  /** GOOGLE_CLIENT_ID: Google Identity Services (script, button iframe, styles, avatars). */
  googleSignIn?: boolean;
  /** AMAP_KEY: the §7 maps service on /contact (script, tiles, its API calls). */
  amap?: boolean;
  /** TRACKING_TAG_ID: the §7 tracking tag (a Google tag). */
  trackingTag?: boolean;
  /** MEDIA_BASE_URL: the CDN in front of /Upload pictures and videos ('' = same origin). */
  mediaBaseUrl?: string;
}

export interface PagePolicyOptions {
  /** The per-request nonce Next stamps on its own scripts (and ours read via headers()). */
  nonce: string;
  config: CspConfig;
  /** `next dev` needs eval for React's debugging; production never does. */
  dev?: boolean;
  /** Served over https: ask the browser to upgrade any stray http sub-request. */
  https?: boolean;
}

/** Non-HTML answers (API JSON, pictures, captcha, files): nothing may load, nothing may frame them. */
export const STRICT_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The request header the proxy hands the nonce to server components in. */
export const NONCE_HEADER = 'x-nonce';

const GOOGLE_SIGN_IN = 'https://accounts.google.com';
const GOOGLE_AVATARS = 'https://*.googleusercontent.com';
const AMAP = ['https://webapi.amap.com', 'https://*.amap.com', 'https://*.is.autonavi.com'];
const TAG = 'https://www.googletagmanager.com';
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', TAG];

/** 16 random bytes, base64: unguessable and fresh per request. */
export function newNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * The policy of an HTML page. Scripts run only with this request's nonce; 'strict-dynamic' lets
 * those scripts load others (Next's chunks, the Google, AMap and tag loaders), so no host list and
 * no 'unsafe-inline' is needed for scripts (the hosts are listed for CSP2-only browsers). Styles
 * allow inline: toasts, the map and Google's button inject <style> at run time, and sanitized
 * content HTML carries style attributes.
 */
export function pagePolicy({ nonce, config, dev = false, https = false }: PagePolicyOptions): string {
  const google = config.googleSignIn ? [GOOGLE_SIGN_IN] : [];
  const amap = config.amap ? AMAP : [];
  const tag = config.trackingTag ? ANALYTICS : [];
  const media = originOf(config.mediaBaseUrl);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : []), ...google, ...amap, ...(config.trackingTag ? [TAG] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...google, ...amap]],
    ['img-src', ["'self'", 'data:', 'blob:', ...media, ...(config.googleSignIn ? [GOOGLE_SIGN_IN, GOOGLE_AVATARS] : []), ...amap, ...tag]],
    // R1.14: video clips and caption tracks come from /Upload (or the CDN in front of it).
    ['media-src', ["'self'", ...media]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...media, ...google, ...amap, ...tag]],
    ['frame-src', config.googleSignIn ? [GOOGLE_SIGN_IN] : ["'none'"]],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'self'"]],
  ];
  const text = directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`);
  if (https) text.push('upgrade-insecure-requests');
  return text.join('; ');
}

/** HSTS is sent only over https (RFC 6797 §7.2: a browser ignores it over http anyway). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Powerful features the shop never uses, switched off for it and anything it embeds (only names
 * Chromium knows: an unknown one is a console error, which Lighthouse counts).
 */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()';

/**
 * The headers every response carries besides its CSP. COOP isolates our window from the pages
 * it opens or that open it; Google sign-in's popup needs `same-origin-allow-popups` to report back.
 */
export function baseSecurityHeaders(https: boolean, options: { googleSignIn?: boolean } = {}): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': options.googleSignIn ? 'same-origin-allow-popups' : 'same-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** The configured third parties, from the validated environment. */
export function cspConfig(values: { GOOGLE_CLIENT_ID?: string; AMAP_KEY?: string; TRACKING_TAG_ID?: string; MEDIA_BASE_URL?: string }): CspConfig {
  return {
    googleSignIn: Boolean(values.GOOGLE_CLIENT_ID),
    amap: Boolean(values.AMAP_KEY),
    trackingTag: Boolean(values.TRACKING_TAG_ID),
    mediaBaseUrl: values.MEDIA_BASE_URL || undefined,
  };
}
