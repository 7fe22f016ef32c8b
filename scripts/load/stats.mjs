// Latency and status counts per action and overall; exact nearest-rank percentiles of every answer.
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

class Bucket {
  constructor() {
    this.times = [];
    this.statuses = new Map();
    this.errors = new Map();
  }

  add({ status, ms, error }) {
    this.times.push(ms);
    if (error) this.errors.set(error, (this.errors.get(error) ?? 0) + 1);
    else this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  summary() {
    const sorted = [...this.times].sort((a, b) => a - b);
    const count = (test) => [...this.statuses].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
    const networkErrors = [...this.errors.values()].reduce((sum, n) => sum + n, 0);
    return {
      requests: sorted.length,
      ok: count((s) => s < 400),
      status4xx: count((s) => s >= 400 && s < 500),
      status5xx: count((s) => s >= 500),
      networkErrors,
      statuses: Object.fromEntries([...this.statuses].sort(([a], [b]) => a - b)),
      errorKinds: Object.fromEntries(this.errors),
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? NaN,
    };
  }
}

export class Stats {
  constructor() {
    this.actions = new Map();
    this.all = new Bucket();
  }

  record(action, result) {
    if (!this.actions.has(action)) this.actions.set(action, new Bucket());
    this.actions.get(action).add(result);
    this.all.add(result);
  }

  summary() {
    return {
      actions: [...this.actions].map(([name, bucket]) => ({ name, ...bucket.summary() })),
      overall: this.all.summary(),
    };
  }
}
