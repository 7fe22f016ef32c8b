import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { INT4_MAX } from '@/lib/validation/limits';

// §7: requests authenticate with `Authorization: userId,onlineGuid`. The onlineGuid is a random
// secret; the database keeps only its SHA-256, so a leaked table does not leak sessions.

export function newOnlineGuid(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * `12,abc…` → { customerId: 12, onlineGuid: 'abc…' }; anything else → null. An id beyond int4
 * (customers.id) names nobody: it is refused here, before it can fail the session query.
 */
export function parseCredential(value: string | undefined | null): { customerId: number; onlineGuid: string } | null {
  if (!value) return null;
  const match = /^\s*(?:Bearer\s+)?(\d{1,10}),([A-Za-z0-9_-]{20,100})\s*$/.exec(value);
  if (!match) return null;
  const customerId = Number(match[1]);
  return Number.isSafeInteger(customerId) && customerId > 0 && customerId <= INT4_MAX ? { customerId, onlineGuid: match[2]! } : null;
}

export function formatCredential(customerId: number, onlineGuid: string): string {
  return `${customerId},${onlineGuid}`;
}
