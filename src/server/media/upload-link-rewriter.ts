import type { MiddlewareHandler } from 'hono';
import { signMediaJson, type MediaSigner } from './signed-links';

/** §7 / R7.11: GetAllTopic answers keep their plain `/Upload/` paths. */
const NOT_REWRITTEN = new Set(['/api/home/getalltopic']);

function isJson(contentType: string | null): boolean {
  if (!contentType) return false;
  const type = contentType.split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || type.endsWith('+json');
}

/**
 * §7 / R7.09: rewrites the `/Upload/` paths of JSON API answers to signed links (see
 * signMediaJson), on the text: the answer is never parsed and written again. Answers that are
 * not JSON pass through. A failure to sign leaves the body as it was (§8, logged by signMediaJson).
 */
export function uploadLinkRewriter(options: { signer?: MediaSigner } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!response.body || !isJson(response.headers.get('content-type'))) return;
    if (NOT_REWRITTEN.has(c.req.path.toLowerCase().replace(/\/+$/, ''))) return;
    const text = await response.text();
    const body = signMediaJson(text, {}, options.signer);
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    // Hono merges the old answer's headers into a new one; clear it first so Content-Length goes.
    c.res = undefined;
    c.res = new Response(body, { status: response.status, statusText: response.statusText, headers });
  };
}
