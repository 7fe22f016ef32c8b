import { cspNonce } from '@/server/security/nonce';
import { TrackingTagLoader } from './tracking-tag-loader';

/**
 * §7 third-party tracking tag (R7.97): a Google tag, only when TRACKING_TAG_ID is configured,
 * loaded after the page's load event while the browser is idle, never blocking render. The id is
 * checked by src/server/env.ts (letters, digits, '-'). The loader carries the request's CSP nonce;
 * its script element is created by a trusted script ('strict-dynamic').
 */
export async function TrackingTag({ id }: { id: string | undefined }) {
  if (!id) return null;
  return <TrackingTagLoader id={id} nonce={await cspNonce()} />;
}
