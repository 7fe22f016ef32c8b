import type { Context } from 'hono';

/**
 * The one place the app learns who is calling: address, https-ness and host.
 * The front server (scripts/server.mjs → scripts/server/forwarding.mjs) rewrites X-Forwarded-For,
 * -Proto and -Host of every request from TRUSTED_PROXIES before Next runs, and says so in
 * LANTERN_FORWARDING. Without it (a bare `next start`, `next dev`) those headers are whatever the
 * client wrote, so none is believed: every caller counts as one unknown address.
 */
export interface RequestClient {
  /** The client's IP address, or 'unknown'. */
  ip: string;
  https: boolean;
  /** The host the client asked for (Host, or X-Forwarded-Host from a trusted proxy); '' when absent. */
  host: string;
}

type HeaderOf = (name: string) => string | null | undefined;

const normalised = () => process.env.LANTERN_FORWARDING === 'normalised';
let warned = false;

export function requestClient(header: HeaderOf, url: string): RequestClient {
  const urlHttps = url.startsWith('https:');
  if (!normalised()) {
    if (!warned && process.env.NODE_ENV === 'production') {
      warned = true;
      console.warn('[lantern] started without scripts/server.mjs: forwarding headers are ignored and client addresses are unknown');
    }
    return { ip: 'unknown', https: urlHttps, host: (header('host') ?? '').toLowerCase() };
  }
  const ip = header('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';
  const proto = header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const host = (header('x-forwarded-host') ?? header('host') ?? '').split(',')[0]!.trim().toLowerCase();
  return { ip, https: proto ? proto === 'https' : urlHttps, host };
}

/** The caller of a Hono request. */
export const clientOf = (c: Context): RequestClient => requestClient((name) => c.req.header(name), c.req.url);

/** The caller of a fetch-style Request (route handlers, the proxy). */
export const clientOfRequest = (request: Request): RequestClient => requestClient((name) => request.headers.get(name), request.url);
