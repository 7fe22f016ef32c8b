// One simulated buyer's HTTP: plain fetch (undici) with a cookie jar of its own, every answer timed
// and counted under an action name. Redirects are not followed (a 3xx is an answer, not an error).
import { performance } from 'node:perf_hooks';

export class CookieJar {
  constructor() {
    this.cookies = new Map();
  }

  store(response) {
    for (const line of response.headers.getSetCookie?.() ?? []) {
      const [pair, ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export class HttpClient {
  /** `stats` has record(action, { status, ms, error }); `timeoutMs` marks a hang as an error. */
  constructor({ origin, stats, timeoutMs = 30_000 }) {
    this.origin = origin;
    this.stats = stats;
    this.timeoutMs = timeoutMs;
    this.jar = new CookieJar();
  }

  async request(action, path, { method = 'GET', json } = {}) {
    const headers = {};
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    if (json !== undefined) headers['content-type'] = 'application/json';
    // An AbortController held by its timer, not AbortSignal.timeout(): fetch holds its signal
    // weakly, and a collected timeout signal never fires (seen as buyers waiting forever).
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), this.timeoutMs);
    const started = performance.now();
    let status = 0;
    let body;
    let error;
    let retryAfter;
    try {
      const response = await fetch(this.origin + path, {
        method,
        headers,
        body: json === undefined ? undefined : JSON.stringify(json),
        redirect: 'manual',
        signal: controller.signal,
      });
      this.jar.store(response);
      const text = await response.text();
      status = response.status;
      retryAfter = response.headers.get('retry-after') ?? undefined;
      if ((response.headers.get('content-type') ?? '').includes('json')) {
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
      }
    } catch (failure) {
      error = controller.signal.aborted || failure.name === 'TimeoutError' ? 'timeout' : (failure.cause?.code ?? failure.message);
    } finally {
      clearTimeout(timer);
    }
    const ms = performance.now() - started;
    this.stats?.record(action, { status, ms, error, json: body !== undefined, retryAfter, startedAt: Date.now() - ms });
    return { status, body, ms, error, retryAfter };
  }
}
