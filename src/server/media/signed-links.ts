// Secrets and connections: a client bundle that reaches this module fails the build.
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { thumbnailUrl, type ThumbnailSize } from '@/lib/media-url';
import { env } from '@/server/env';
import { mediaSigningSecret } from './signing-secret';

/** §7 / R7.10 / R9.24: a signed link expires after 10800 s. */
export const SIGNED_LINK_SECONDS = 10_800;
/**
 * Expiry times are rounded down to a 15-minute boundary: every page rendered within one quarter
 * hour carries the same links (cacheable HTML, browser cache hits), and no link ever lives longer
 * than 10800 s (between 9900 and 10800 s).
 */
export const SIGNED_LINK_BUCKET_SECONDS = 900;
/** Links from a process whose clock runs this far ahead are still accepted. */
const CLOCK_SKEW_SECONDS = 300;
/** 22 base64url characters = 132 bits of the HMAC-SHA256. */
const SIGNATURE_LENGTH = 22;
/** Signatures a signer remembers (about 2 MB): a quarter hour's pictures of a busy catalogue. */
export const MAX_REMEMBERED_SIGNATURES = 20_000;

export interface SignOptions {
  /** A 100/200/300 px variant (R7.12): the link is signed on the variant's path. */
  size?: ThumbnailSize;
  /** The signing moment (default: now); tests and cached renders may fix it. */
  now?: Date | number;
}

export type LinkCheck = { ok: true; expires: number } | { ok: false; reason: 'unsigned' | 'malformed' | 'expired' | 'bad-signature' };

export interface MediaSignerConfig {
  /** The HMAC key; read lazily, so a failure to load it surfaces as a signing failure (§8). */
  secret: () => string;
  /** R9.37 image base address ('' = same origin). */
  baseUrl?: string;
}

const seconds = (now: Date | number | undefined) => Math.floor((now === undefined ? Date.now() : +now) / 1000);

// `/Upload/...` links inside JSON text: where a link starts in a string (its start, after a quote,
// =, (, comma, semicolon, > or whitespace), up to a character that cannot be part of a stored path;
// an existing query means the link is already signed (or foreign) and is left alone. A string's own
// start and an escaped quote both put a `"` before the link; the whitespace JSON escapes
// (\n \r \t \f, \u000b) is a two- or six-character lead; a path or query still ends at the first
// backslash, where the decoded string has the escaped character, which ends it too.
const UPLOAD_LINK_IN_JSON = /([\s"'=(,;>]|\\[nrtf]|\\u000[bB])(\/Upload\/[^\s"'<>?#,;()&\\]+)(\?[^\s"'<>#\\]*)?/g;

/** True when the backslash at `index` is itself escaped (an odd run of backslashes before it). */
function escapedBackslash(text: string, index: number): boolean {
  let run = 0;
  while (index - run - 1 >= 0 && text[index - run - 1] === '\\') run += 1;
  return run % 2 === 1;
}

/** Percent-encodes each segment (non-ASCII names, spaces, '?', '#') and keeps the slashes. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** Text links may already be percent-encoded (HTML); stored paths are not. */
function storedPathOf(linkPath: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(linkPath)) return linkPath;
  try {
    return decodeURIComponent(linkPath);
  } catch {
    return linkPath;
  }
}

export function createMediaSigner(config: MediaSignerConfig) {
  const baseUrl = (config.baseUrl ?? '').replace(/\/+$/, '');
  // Expiry times move every 15 minutes, so a picture's signature repeats on every page and API
  // answer in between: a product list signed its ~100 links with a fresh HMAC each time.
  const signatures = new Map<string, string>();

  function signature(path: string, expires: number): string {
    const input = `${expires}\n${path}`;
    let known = signatures.get(input);
    if (known === undefined) {
      known = createHmac('sha256', config.secret()).update(input).digest('base64url').slice(0, SIGNATURE_LENGTH);
      // Oldest first out: requests for made-up paths (verify) cannot grow it without bound.
      if (signatures.size >= MAX_REMEMBERED_SIGNATURES) signatures.delete(signatures.keys().next().value!);
      signatures.set(input, known);
    }
    return known;
  }

  /** `/Upload/p/x.webp` → `[base]/Upload/p/x_300.webp?e=<expiry>&s=<sig>`. Throws when it cannot sign. */
  function signUrl(path: string, options: SignOptions = {}): string {
    // Not a stored picture ('' or an external URL), or already a link with a query: as given.
    if (!path.startsWith('/Upload/') || path.includes('?')) return path;
    const target = options.size ? thumbnailUrl(path, options.size) : path;
    const now = seconds(options.now);
    const expires = Math.floor((now + SIGNED_LINK_SECONDS) / SIGNED_LINK_BUCKET_SECONDS) * SIGNED_LINK_BUCKET_SECONDS;
    return `${baseUrl}${encodePath(target)}?e=${expires}&s=${signature(target, expires)}`;
  }

  /**
   * JSON text with every string's unsigned `/Upload/` links signed (a single path, a
   * comma-separated pics list, `src="/Upload/..."` inside HTML): the same text as parsing it,
   * signing the links of every string and writing it again, for JSON that JSON.stringify wrote,
   * without decoding and encoding the whole answer (an API list of 50 products is about 100 kB).
   * Throws when it cannot sign.
   */
  function signJson(text: string, options: Omit<SignOptions, 'size'> = {}): string {
    if (!text.includes('/Upload/')) return text;
    const fixed = { ...options, now: options.now ?? Date.now() };
    return text.replace(UPLOAD_LINK_IN_JSON, (match, lead: string, path: string, query: string | undefined, offset: number) => {
      // `\\n/Upload/…` is a backslash and an `n` in the string, not a line break: no lead.
      if (query || (lead.length > 1 && escapedBackslash(text, offset))) return match;
      return `${lead}${signUrl(storedPathOf(path), fixed)}`;
    });
  }

  /**
   * Checks `e` and `s` of a request for `paths` (the requested path, and for a variant also its
   * original: a link to a picture admits its smaller copies, so a client may add the §7 suffix to
   * a signed link).
   */
  function verify(paths: readonly string[], e: string | null, s: string | null, now?: Date | number): LinkCheck {
    if (e === null && s === null) return { ok: false, reason: 'unsigned' };
    if (!e || !s || !/^\d{1,12}$/.test(e) || !/^[A-Za-z0-9_-]+$/.test(s) || s.length !== SIGNATURE_LENGTH) {
      return { ok: false, reason: 'malformed' };
    }
    const expires = Number(e);
    const current = seconds(now);
    if (expires <= current) return { ok: false, reason: 'expired' };
    if (expires > current + SIGNED_LINK_SECONDS + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'bad-signature' };
    const given = Buffer.from(s);
    const valid = paths.some((path) => timingSafeEqual(Buffer.from(signature(path, expires)), given));
    return valid ? { ok: true, expires } : { ok: false, reason: 'bad-signature' };
  }

  return { signUrl, signJson, verify };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;

let defaultSigner: MediaSigner | undefined;

/** The process's signer: MEDIA_SIGNING_SECRET (or DATA_DIR/media-secret) and MEDIA_BASE_URL. */
export function mediaSigner(): MediaSigner {
  defaultSigner ??= createMediaSigner({ secret: mediaSigningSecret, baseUrl: env().MEDIA_BASE_URL });
  return defaultSigner;
}

let lastLogged = { message: '', at: 0 };

/** §8 / R8.44: a failure to sign is logged (the same failure once a minute), never thrown or shown. */
export function logSigningFailure(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const now = Date.now();
  if (message === lastLogged.message && now - lastLogged.at < 60_000) return;
  lastLogged = { message, at: now };
  console.error('[media] cannot sign /Upload/ links; serving them unsigned:', error);
}

function orUnsigned<T>(sign: () => T, unsigned: T): T {
  try {
    return sign();
  } catch (error) {
    logSigningFailure(error);
    return unsigned;
  }
}

/**
 * The signed link for a stored picture path, optionally of its 100/200/300 px variant:
 * `signMediaUrl('/Upload/product/x.webp', { size: 300 })` →
 * `/Upload/product/x_300.webp?e=1767225600&s=Q2x…` (prefixed by MEDIA_BASE_URL when set).
 * Anything not starting with `/Upload/` ('' or an external URL) is returned as given. When the
 * link cannot be signed the failure is logged and the unsigned path returned (§8).
 */
export function signMediaUrl(path: string, options: SignOptions = {}, signer?: MediaSigner): string {
  return orUnsigned(() => (signer ?? mediaSigner()).signUrl(path, options), options.size ? thumbnailUrl(path, options.size) : path);
}

/** `signMediaUrl` over a list of pictures (a product's `pics`). */
export function signMediaList(pics: readonly string[], size?: ThumbnailSize, options: Omit<SignOptions, 'size'> = {}, signer?: MediaSigner): string[] {
  const fixed = { ...options, size, now: options.now ?? Date.now() };
  return pics.map((pic) => signMediaUrl(pic, fixed, signer));
}

/**
 * §7 / R7.09: JSON text (an API answer's body) in which every string's `/Upload/` paths (a single
 * path, a comma-separated pics list, `src="/Upload/..."` inside HTML) are signed links. Already
 * signed and external links are left alone. On failure it logs and returns the text unchanged (§8).
 */
export function signMediaJson(text: string, options: Omit<SignOptions, 'size'> = {}, signer?: MediaSigner): string {
  return orUnsigned(() => (signer ?? mediaSigner()).signJson(text, options), text);
}
