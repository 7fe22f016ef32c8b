import { getMediaFile, type MediaFileOptions } from './variants';
import { parseMediaPath } from './media-path';
import { mediaSigner, type MediaSigner } from './signed-links';
import type { ImageStore } from './store';

function plain(status: 403 | 404, text: string, cacheControl: string): Response {
  return new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': cacheControl },
  });
}

/** A view on the same memory, not a copy (originals can be large). */
function bodyOf(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes;
  return buffer instanceof ArrayBuffer ? new Uint8Array(buffer, bytes.byteOffset, bytes.byteLength) : new Uint8Array(bytes);
}

/**
 * The one byte range a `Range: bytes=…` header asks of a file of `size` bytes: null when there is
 * no (usable) header — the whole file is sent — or 'unsatisfiable' (416). Several ranges are
 * answered with the whole file, which RFC 9110 allows; players ask for one.
 */
export function byteRangeOf(header: string | null, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // A suffix: the last n bytes.
    const length = Math.min(Number(match[2]), size);
    return length > 0 ? { start: size - length, end: size - 1 } : 'unsatisfiable';
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export interface MediaResponseOptions extends MediaFileOptions {
  signer?: MediaSigner;
  /** The moment the link is checked against (default: now). */
  now?: Date | number;
}

/**
 * The HTTP answer to GET /Upload/...?e=&s=. A malformed path is 404 before anything else; a link
 * without a valid, unexpired signature is 403 (§7: pictures are reached through signed links only,
 * so even the site's own pages sign theirs); then the file, 304 when the ETag matches, or 404.
 * A served file may be cached until its link expires, by the browser and by a CDN.
 */
export async function mediaResponse(store: ImageStore, request: Request, options: MediaResponseOptions = {}): Promise<Response> {
  const url = new URL(request.url);
  const parsed = parseMediaPath(url.pathname);
  if (!parsed) return plain(404, 'Not found', 'public, max-age=60');

  const paths = parsed.thumbnail ? [parsed.path, parsed.thumbnail.originalPath] : [parsed.path];
  const now = options.now ?? Date.now();
  const check = (options.signer ?? mediaSigner()).verify(paths, url.searchParams.get('e'), url.searchParams.get('s'), now);
  if (!check.ok) return plain(403, check.reason === 'expired' ? 'Link expired' : 'Forbidden', 'no-store');

  const file = await getMediaFile(store, parsed, options);
  if (!file) return plain(404, 'Not found', 'public, max-age=60');

  const remaining = check.expires - Math.floor(+now / 1000);
  const headers = {
    'Content-Type': file.contentType,
    'Cache-Control': `public, max-age=${remaining}, immutable`,
    ETag: file.etag,
    // R1.14: video players (Safari's always) fetch clips in byte ranges.
    'Accept-Ranges': 'bytes',
    'X-Content-Type-Options': 'nosniff',
    // An uploaded SVG opened directly must not run script on this origin.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  };
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === file.etag || tag.trim() === '*')) {
    return new Response(null, { status: 304, headers });
  }
  const size = file.bytes.length;
  // If-Range naming another version of the file asks for all of it.
  const ifRange = request.headers.get('if-range');
  const range = ifRange && ifRange !== file.etag ? null : byteRangeOf(request.headers.get('range'), size);
  if (range === 'unsatisfiable') {
    return new Response(null, { status: 416, headers: { ...headers, 'Content-Range': `bytes */${size}` } });
  }
  if (range) {
    return new Response(bodyOf(file.bytes.subarray(range.start, range.end + 1)), {
      status: 206,
      headers: { ...headers, 'Content-Range': `bytes ${range.start}-${range.end}/${size}`, 'Content-Length': String(range.end - range.start + 1) },
    });
  }
  return new Response(bodyOf(file.bytes), {
    headers: { ...headers, 'Content-Length': String(size) },
  });
}
