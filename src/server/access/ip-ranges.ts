import { BlockList, isIP } from 'node:net';

/**
 * The canonical text of an address, or null when `value` is none: IPv4-mapped IPv6
 * (`::ffff:1.2.3.4`) becomes IPv4, IPv6 is compressed and lower-cased, and a port some proxies
 * append (`1.2.3.4:5678`, `[2001:db8::1]:443`) is dropped — so one visitor has one key.
 */
export function canonicalIp(value: string): string | null {
  let ip = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) ip = mapped[1]!;
  const family = isIP(ip);
  if (family === 4) return ip;
  if (family !== 6) return null;
  const v6 = new URL(`http://[${ip}]/`).hostname.slice(1, -1); // WHATWG serialises IPv6 canonically
  // The mapped form written in hex (`::ffff:7f00:1`) is the same IPv4 visitor.
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(v6);
  if (!hexMapped) return v6;
  const [high, low] = [parseInt(hexMapped[1]!, 16), parseInt(hexMapped[2]!, 16)];
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
}

/**
 * The forms an address is matched against rules in: itself and, for loopback, its twin in the
 * other family. A browser opening `localhost` connects from `::1`, so a rule for 127.0.0.0/8
 * must cover it, and a rule for `::1` covers 127.0.0.1 (one machine, one place).
 */
export function matchingForms(ip: string): readonly string[] {
  if (ip === '::1') return [ip, '127.0.0.1'];
  if (ip === '127.0.0.1') return [ip, '::1'];
  return [ip];
}

export interface IpRange {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** `203.0.113.0/24`, `2001:db8::/32` or a single address; null when it is not one. */
export function parseIpRange(text: string): IpRange | null {
  const [addressText, prefixText, extra] = text.trim().split('/');
  if (extra !== undefined || !addressText) return null;
  const address = canonicalIp(addressText);
  if (!address) return null;
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  const max = family === 'ipv4' ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: max, family };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return null;
  return { address, prefix: Number(prefixText), family };
}

/** A set of ranges answering "is this address inside one of them". */
export class IpRangeSet {
  private readonly list = new BlockList();
  private count = 0;

  add(range: IpRange): void {
    this.list.addSubnet(range.address, range.prefix, range.family);
    this.count += 1;
  }

  get size(): number {
    return this.count;
  }

  /** `ip` must be canonical (canonicalIp); loopback matches in either family (matchingForms). */
  has(ip: string): boolean {
    if (this.count === 0) return false;
    return matchingForms(ip).some((form) => this.list.check(form, isIP(form) === 4 ? 'ipv4' : 'ipv6'));
  }
}
