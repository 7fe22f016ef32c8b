import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isDeviceCode } from '@/lib/device-code';
import { mediaSigningSecret } from './signing-secret';
import { isImagePath } from './store';

// §3 / §7 GET /TempKey (R7.34, R7.35): a short-lived credential that lets its holder upload under
// one prefix of the image store and nowhere else, in the shape of a cloud-storage STS answer
// (tmpSecretId, tmpSecretKey, token, startTime, expiredTime). The token is self-contained and
// HMAC-signed with a key derived from the media signing secret, so every process sharing that
// secret honours it without a table: `verifyUploadCredential(token, path)` is the store's check.

/** How long a credential lives. */
export const UPLOAD_CREDENTIAL_SECONDS = 30 * 60;
/** A credential from a process whose clock runs this far ahead is still accepted. */
const CLOCK_SKEW_SECONDS = 60;
const VERSION = 'u1';

export interface UploadCredential {
  tmpSecretId: string;
  /** Key a client signs upload requests with (COS style); the server re-derives it from the token. */
  tmpSecretKey: string;
  token: string;
  /** Unix seconds. */
  startTime: number;
  expiredTime: number;
}

interface Claims {
  /** Credential id (tmpSecretId). */
  id: string;
  site: number;
  /** Store path prefix, ending in '/'. */
  prefix: string;
  nbf: number;
  exp: number;
}

export type UploadCheck =
  | { ok: true; siteId: number; prefix: string; expiredTime: number; tmpSecretId: string }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' | 'not-yet-valid' | 'outside-prefix' };

/** §7 `upload/tmp/<deviceCode>/` in the store's `/Upload/` layout. */
export function uploadPrefixFor(deviceCode: string): string {
  if (!isDeviceCode(deviceCode)) throw new Error('deviceCode must be 32 letters and digits');
  return `/Upload/tmp/${deviceCode}/`;
}

const seconds = (now: Date | number | undefined) => Math.floor((now === undefined ? Date.now() : +now) / 1000);

export function createUploadCredentials(secret: () => string) {
  // A key of its own: an upload token can never pass as a picture link signature, or the reverse.
  const key = () => createHmac('sha256', secret()).update('lantern/upload-credential/v1').digest();
  const mac = (label: string, text: string) => createHmac('sha256', key()).update(`${label}\n${text}`).digest('base64url');

  function issue(siteId: number, prefix: string, options: { now?: Date | number; seconds?: number } = {}): UploadCredential {
    if (!prefix.startsWith('/Upload/') || !prefix.endsWith('/') || !isImagePath(prefix.slice(0, -1))) throw new Error(`bad upload prefix ${prefix}`);
    const start = seconds(options.now);
    const claims: Claims = { id: `LT${randomBytes(12).toString('hex')}`, site: siteId, prefix, nbf: start, exp: start + (options.seconds ?? UPLOAD_CREDENTIAL_SECONDS) };
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    const token = `${VERSION}.${payload}.${mac('token', `${VERSION}.${payload}`)}`;
    return { tmpSecretId: claims.id, tmpSecretKey: mac('secret-key', token), token, startTime: claims.nbf, expiredTime: claims.exp };
  }

  function readClaims(token: string): Claims | null {
    const parts = typeof token === 'string' && token.length < 2048 ? token.split('.') : [];
    if (parts.length !== 3 || parts[0] !== VERSION) return null;
    try {
      const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Partial<Claims>;
      const valid =
        typeof claims.id === 'string' &&
        Number.isSafeInteger(claims.site) &&
        typeof claims.prefix === 'string' &&
        Number.isSafeInteger(claims.nbf) &&
        Number.isSafeInteger(claims.exp);
      return valid ? (claims as Claims) : null;
    } catch {
      return null;
    }
  }

  /** May the holder of `token` write `path` (a decoded store path, as parseMediaPath gives)? */
  function verify(token: string, path: string, now?: Date | number): UploadCheck {
    const claims = readClaims(token);
    if (!claims) return { ok: false, reason: 'malformed' };
    const [version, payload, signature] = token.split('.') as [string, string, string];
    const expected = Buffer.from(mac('token', `${version}.${payload}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad-signature' };
    const current = seconds(now);
    if (claims.exp <= current) return { ok: false, reason: 'expired' };
    if (claims.nbf > current + CLOCK_SKEW_SECONDS) return { ok: false, reason: 'not-yet-valid' };
    // A clean store path strictly below the prefix: no '..', empty segments or control characters.
    if (!isImagePath(path) || !path.startsWith(claims.prefix) || path.length === claims.prefix.length) return { ok: false, reason: 'outside-prefix' };
    return { ok: true, siteId: claims.site, prefix: claims.prefix, expiredTime: claims.exp, tmpSecretId: claims.id };
  }

  /** The tmpSecretKey belonging to a token (for checking a request signed with it). */
  function secretKeyOf(token: string): string {
    return mac('secret-key', token);
  }

  return { issue, verify, secretKeyOf };
}

export type UploadCredentials = ReturnType<typeof createUploadCredentials>;

let defaultCredentials: UploadCredentials | undefined;

function credentials(): UploadCredentials {
  defaultCredentials ??= createUploadCredentials(mediaSigningSecret);
  return defaultCredentials;
}

/** A credential for uploading under `/Upload/tmp/<deviceCode>/` (GET /TempKey). */
export function issueUploadCredential(siteId: number, deviceCode: string, now?: Date | number): UploadCredential & { prefix: string } {
  const prefix = uploadPrefixFor(deviceCode);
  return { ...credentials().issue(siteId, prefix, { now }), prefix };
}

/** The image store's check before accepting an upload to `path` with `token`. */
export function verifyUploadCredential(token: string, path: string, now?: Date | number): UploadCheck {
  return credentials().verify(token, path, now);
}
