// A client of the cluster as a buyer's browser would be: node:http from a loopback address of its
// own (`localAddress`: 127.x.y.z are all this machine), so per-address rate limits see different
// clients behind nginx; a cookie jar; every attempt recorded with the process that answered
// (nginx's X-Upstream). Requests that are safe to repeat are asked again after a network error or
// a 502/503/504, as a real client would; others only when the caller says so.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { CookieJar } from '../load/http-client.mjs';

const RETRIED_STATUSES = new Set([502, 503, 504]);

/** The status of an answer or the error that stood for it. */
export const outcomeOf = (answer) => (answer.error ? answer.error : String(answer.status));

export class ClusterHttpClient {
  /**
   * `origin`: nginx (http://localhost:PORT); the connection goes to 127.0.0.1 so that a 127.x source
   * address can reach it. `record(action, attempt)` gets every attempt; `retryPosts`: actions whose
   * POSTs may be repeated (a second add-to-cart only raises a quantity).
   */
  constructor({ origin, localAddress, record = () => {}, timeoutMs = 30_000, attempts = 4, retryPosts = new Set() }) {
    const url = new URL(origin);
    Object.assign(this, { host: url.host, port: Number(url.port || 80), localAddress, record, timeoutMs, attempts, retryPosts });
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 4, localAddress });
    this.jar = new CookieJar();
  }

  async request(action, path, { method = 'GET', json, headers = {} } = {}) {
    const repeatable = method === 'GET' || method === 'HEAD' || this.retryPosts.has(action);
    let answer;
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      answer = await this.once(method, path, json, headers);
      this.record(action, { ...answer, method, path, attempt });
      const failed = answer.error !== undefined || RETRIED_STATUSES.has(answer.status);
      if (!failed || !repeatable || attempt === this.attempts) break;
      await sleep(250 * 2 ** (attempt - 1));
    }
    return answer;
  }

  once(method, path, json, extraHeaders) {
    const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
    const headers = { host: this.host, accept: '*/*', ...extraHeaders };
    const cookie = this.jar.header();
    if (cookie) headers.cookie = cookie;
    if (body) Object.assign(headers, { 'content-type': 'application/json', 'content-length': body.length });
    const started = performance.now();
    const at = Date.now();
    return new Promise((resolve) => {
      let settled = false;
      const finish = (result) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ms: performance.now() - started, at, ...result });
      };
      const request = http.request({ host: '127.0.0.1', port: this.port, method, path, headers, agent: this.agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('error', (error) => finish({ status: 0, error: error.code ?? error.message }));
        response.on('aborted', () => finish({ status: 0, error: 'aborted' }));
        response.on('end', () => {
          const setCookie = response.headers['set-cookie'] ?? [];
          this.jar.store({ headers: { getSetCookie: () => setCookie } });
          const raw = Buffer.concat(chunks);
          let parsed;
          if ((response.headers['content-type'] ?? '').includes('json')) {
            try {
              parsed = JSON.parse(raw.toString('utf8'));
            } catch {
              parsed = undefined;
            }
          }
          finish({ status: response.statusCode, upstream: response.headers['x-upstream'], headers: response.headers, body: parsed, raw });
        });
      });
      const timer = setTimeout(() => request.destroy(new Error('timeout')), this.timeoutMs);
      request.on('error', (error) => finish({ status: 0, error: error.message === 'timeout' ? 'timeout' : (error.code ?? error.message) }));
      request.end(body);
    });
  }

  close() {
    this.agent.destroy();
  }
}
