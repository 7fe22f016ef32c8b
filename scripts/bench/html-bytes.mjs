// The bytes a page's HTML takes, uncompressed and gzipped as the server sends them.
// node:http rather than fetch: fetch decompresses on its own and hides what was on the wire.
import http from 'node:http';

/** One GET with exactly these headers: { status, encoding, bytes } of the body as sent. */
export function getRaw(url, headers = {}, timeoutMs = 60_000) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: timeoutMs }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, encoding: response.headers['content-encoding'] ?? 'identity', bytes, etag: response.headers.etag }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)));
    request.on('error', reject);
  });
}

/** { identity, gzip, gzipEncoding, status } of one page; a failure is its message in `failure`. */
export async function weighPage(origin, pagePath) {
  try {
    const plain = await getRaw(origin + pagePath, { 'accept-encoding': 'identity', accept: 'text/html' });
    const zipped = await getRaw(origin + pagePath, { 'accept-encoding': 'gzip', accept: 'text/html' });
    return { status: plain.status, identity: plain.bytes, identityEncoding: plain.encoding, gzip: zipped.bytes, gzipEncoding: zipped.encoding, etag: Boolean(plain.etag) };
  } catch (error) {
    return { failure: error.message };
  }
}
