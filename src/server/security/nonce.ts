import { headers } from 'next/headers';
import { NONCE_HEADER } from './csp';

/** This request's CSP nonce (set by src/proxy.ts) for the inline scripts we render ourselves. */
export async function cspNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}
