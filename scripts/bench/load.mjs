// One autocannon run. Latency percentiles are computed from every response's own time (float ms),
// so p95 is exact rather than read off autocannon's integer-millisecond p90/p97.5.
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

/** Unmeasured requests first: JIT, connection pools and caches reach their steady state. */
export async function warmUp(url, connections) {
  await run({ url, connections, amount: Math.max(50, connections * 5), timeout: 30 });
}

export async function measure(url, { connections, duration }) {
  const times = [];
  const result = await run({ url, connections, duration, timeout: 10 }, (_client, _status, _bytes, ms) => times.push(ms));
  times.sort((a, b) => a - b);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, { count }]) => `${count}×${code}`);
  return {
    responses: times.length,
    rps: times.length / (result.duration || duration),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    non2xxDetail: statuses.join(', '),
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
