import { randomInt } from 'node:crypto';

// Inquiry numbers a buyer can read out on the phone: LT-20261123-7KQ2MX. The date is the
// supplier's (China) calendar day; six characters from an alphabet without 0/O and 1/I give
// about a billion numbers per day, and the caller still checks the unique index.

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const SUPPLIER_TIME_ZONE = 'Asia/Shanghai';

const day = new Intl.DateTimeFormat('en-CA', { timeZone: SUPPLIER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

export function newOrderNo(now: Date = new Date()): string {
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `LT-${day.format(now).replaceAll('-', '')}-${suffix}`;
}
