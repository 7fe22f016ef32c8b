// One autocannon run. Latency percentiles are computed from every response's own time (float ms),
// so p95 is exact rather than read off autocannon's integer-millisecond p90/p97.5.
// The encoding is always said out loud: autocannon sends no Accept-Encoding of its own, and a row
// judged against the identity ceiling must not be served compressed (or the other way round).
import autocannon from 'autocannon';

function run(options, onResponse) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) instance.on('response', onResponse);
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length); // nearest-rank
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/** Request headers of a row: `encoding` is 'identity' (the default) or 'gzip'. */
export function requestHeaders(encoding = 'identity') {
  return { 'accept-encoding': encoding };
}

/** Unmeasured requests first: JIT, connection pools and caches reach their steady state. */
export async function warmUp(url, connections, { encoding, amount = Math.max(50, connections * 5), timeout = 30 } = {}) {
  await run({ url, connections, amount, timeout, headers: requestHeaders(encoding) });
}

export async function measure(url, { connections, duration, encoding }) {
  const times = [];
  let bytes = 0;
  const result = await run({ url, connections, duration, timeout: 10, headers: requestHeaders(encoding) }, (_client, _status, resBytes, ms) => {
    times.push(ms);
    bytes += resBytes;
  });
  times.sort((a, b) => a - b);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count}×${code}`);
  return {
    responses: times.length,
    rps: times.length / (result.duration || duration),
    // Bytes on the wire per answer, headers included: shows which encoding was really served.
    bytesPerResponse: times.length ? bytes / times.length : NaN,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    non2xxDetail: statuses.join(', '),
    errors: result.errors,
    timeouts: result.timeouts,
    connections,
    encoding: encoding ?? 'identity',
  };
}
