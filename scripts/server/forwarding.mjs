// Who is on the other end of a request: the one decision about forwarding headers.
// X-Forwarded-For / -Proto / -Host (and X-Real-IP, Forwarded) are honoured only when the TCP peer
// is a configured proxy (TRUSTED_PROXIES: CIDRs or addresses, empty by default); from anyone else
// they are dropped and replaced by what the socket says. The server in front of Next calls this
// for every request, so the app reads the result from plain headers (src/server/security/request-client.ts).
import net from 'node:net';

/**
 * Set in process.env by the front that calls normaliseForwarding for every request; the app
 * believes X-Forwarded-* only when it is set (under a bare `next start` a client could write them).
 */
export const FORWARDING_ENV = 'LANTERN_FORWARDING';
export const FORWARDING_NORMALISED = 'normalised';

const DROPPED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip', 'forwarded'];

/** Strips the IPv4-mapped IPv6 prefix so that 127.0.0.1 matches 127.0.0.0/8 rules. */
export function plainAddress(address) {
  if (typeof address !== 'string') return '';
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  return trimmed.toLowerCase().startsWith('::ffff:') && net.isIPv4(trimmed.slice(7)) ? trimmed.slice(7) : trimmed;
}

/**
 * Parses TRUSTED_PROXIES ('10.0.0.0/8, 127.0.0.2, ::1'); a malformed entry throws, so a typo
 * fails at start instead of silently trusting nobody (or everybody).
 */
export function parseTrustedProxies(text = '') {
  const list = new net.BlockList();
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const family = net.isIP(address);
    if (!family || extra !== undefined) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or CIDR`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const prefix = Number(bits);
    if (!/^\d+$/.test(bits) || prefix > (family === 6 ? 128 : 32)) throw new Error(`TRUSTED_PROXIES: "${entry}" has a bad prefix length`);
    list.addSubnet(address, prefix, type);
  }
  return { size: entries.length, has: (address) => isIn(list, plainAddress(address)) };
}

function isIn(list, address) {
  const family = net.isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

const firstValue = (header) => (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')[0].trim();
const HOST = /^[a-z0-9.-]{1,253}(:\d{1,5})?$|^\[[0-9a-f:.]{2,45}\](:\d{1,5})?$/i;

/**
 * The client of a request: address, https-ness and host. From a trusted proxy, the X-Forwarded-For
 * chain is read right to left and the first hop that is not itself a trusted proxy is the client
 * (hops a client wrote further left are never believed).
 */
export function resolveClient({ peer, encrypted, headers }, trusted) {
  const peerAddress = plainAddress(peer) || 'unknown';
  const socketProto = encrypted ? 'https' : 'http';
  const host = typeof headers.host === 'string' && HOST.test(headers.host) ? headers.host.toLowerCase() : '';
  if (!trusted.has(peerAddress)) return { ip: peerAddress, proto: socketProto, host };

  let ip = peerAddress;
  const hops = (Array.isArray(headers['x-forwarded-for']) ? headers['x-forwarded-for'].join(',') : (headers['x-forwarded-for'] ?? ''))
    .split(',')
    .map((hop) => plainAddress(hop))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    if (!net.isIP(hops[i])) break; // garbage in the chain: keep the last hop we could vouch for
    ip = hops[i];
    if (!trusted.has(ip)) break;
  }
  if (hops.length === 0 && net.isIP(firstValue(headers['x-real-ip']))) ip = firstValue(headers['x-real-ip']);
  const forwardedProto = firstValue(headers['x-forwarded-proto']).toLowerCase();
  const forwardedHost = firstValue(headers['x-forwarded-host']).toLowerCase();
  return {
    ip,
    proto: forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : socketProto,
    host: HOST.test(forwardedHost) ? forwardedHost : host,
  };
}

/** Rewrites the request's forwarding headers in place: after this they name the resolved client. */
export function normaliseForwarding(req, trusted) {
  const client = resolveClient({ peer: req.socket?.remoteAddress, encrypted: Boolean(req.socket?.encrypted), headers: req.headers }, trusted);
  for (const name of DROPPED) delete req.headers[name];
  req.headers['x-forwarded-for'] = client.ip;
  req.headers['x-forwarded-proto'] = client.proto;
  if (client.host) req.headers['x-forwarded-host'] = client.host;
  return client;
}
