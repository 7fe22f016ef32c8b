import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mediaSigningSecret } from '@/server/media/signing-secret';

// OWASP "device cookies" (docs/adr/0001-sign-in-throttling.md): a browser that once signed in to
// an account carries a signed token naming that account, and its failed sign-ins are counted on
// their own, so strangers' failures can never lock that browser out.

export const DEVICE_COOKIE = 'lantern_device';
/** Only sign-in reads it. */
export const DEVICE_COOKIE_PATH = '/api/Customer';
export const DEVICE_COOKIE_DAYS = 365;

// One secret to configure: the device key is derived from the media signing secret, so every
// process that shares links (MEDIA_SIGNING_SECRET or DATA_DIR) also shares device tokens.
const key = () => createHmac('sha256', mediaSigningSecret()).update('lantern device token v1').digest();
const accountOf = (siteId: number, email: string) => `${siteId}:${email.trim().toLowerCase()}`;
const mac = (account: string, id: string) => createHmac('sha256', key()).update(`${account}|${id}`).digest('base64url');

/** A new token for this browser and account. */
export function issueDeviceToken(siteId: number, email: string): string {
  const id = randomBytes(12).toString('base64url');
  return `${id}.${mac(accountOf(siteId, email), id)}`;
}

/** The device id when `token` was issued for this account, else null. */
export function verifiedDevice(token: string | undefined, siteId: number, email: string): string | null {
  if (!token || token.length > 100) return null;
  const [id, signature, extra] = token.split('.');
  if (!id || !signature || extra !== undefined || !/^[A-Za-z0-9_-]{16}$/.test(id)) return null;
  const expected = Buffer.from(mac(accountOf(siteId, email), id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}
