import { DomainError } from '@/server/errors';
import type { Db } from '@/server/db/client';
import { pageVisits } from '@/server/db/schema';
import { requireSite } from '@/server/site';

// §7 visit tracking without slowing requests: visits are queued in memory and written in batches
// (every few seconds, or at once when a batch is full). Writing never blocks or fails a request;
// when the database is down the batch is dropped with a warning (visits are statistics, not
// records), and a stopped process loses at most the last few seconds.

export interface Visit {
  siteId: number;
  pageName: string;
  deviceCode: string;
  customerId: number | null;
  createdAt: Date;
  /** ISO alpha-2 from the trusted proxy's country header (ADR 0032); null or absent = unknown. */
  country?: string | null;
}

export interface VisitQueueOptions {
  db: () => Promise<Db>;
  /** Flush period. */
  flushEveryMs?: number;
  /** A full batch is written at once. */
  maxBatch?: number;
  /** Beyond this many waiting visits new ones are dropped (the database is not keeping up). */
  maxQueued?: number;
  /**
   * One page view makes several API calls carrying the same pageName: a device's visit to a page
   * is counted once per this window.
   */
  dedupeMs?: number;
}

const INSERT_CHUNK = 500;

export class VisitQueue {
  private readonly options: Required<VisitQueueOptions>;
  private queued: Visit[] = [];
  private readonly seen = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private warnedAt = 0;

  constructor(options: VisitQueueOptions) {
    this.options = { flushEveryMs: 5_000, maxBatch: 200, maxQueued: 10_000, dedupeMs: 30_000, ...options };
  }

  get size(): number {
    return this.queued.length;
  }

  /** Queues a visit; false when it repeats `dedupeKey`'s visit to that page within the window, or the queue is full. */
  record(visit: Visit, dedupeKey: string): boolean {
    const key = `${visit.siteId}|${dedupeKey}|${visit.pageName}`;
    const now = visit.createdAt.getTime();
    const last = this.seen.get(key);
    if (last !== undefined && now - last < this.options.dedupeMs) return false;
    if (this.queued.length >= this.options.maxQueued) {
      this.warn(`visit queue full (${this.options.maxQueued}); dropping visits`);
      return false;
    }
    this.seen.set(key, now);
    this.queued.push(visit);
    this.startTimer();
    if (this.queued.length >= this.options.maxBatch) void this.flush();
    return true;
  }

  /** Writes everything queued so far; resolves with the number of rows written. Never rejects. */
  flush(): Promise<number> {
    const run = this.running.then(() => this.write());
    this.running = run;
    return run;
  }

  /** Stops the timer (tests, shutdown); queued visits stay until the next flush. */
  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private startTimer(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.options.flushEveryMs);
    this.timer.unref(); // a pending flush never keeps the process alive
  }

  private async write(): Promise<number> {
    this.forgetOldKeys();
    if (this.queued.length === 0) return 0;
    const batch = this.queued;
    this.queued = [];
    try {
      const db = await this.options.db();
      const known = await this.knownSites(db, batch);
      const rows = batch.filter((visit) => known.has(visit.siteId));
      for (let i = 0; i < rows.length; i += INSERT_CHUNK) await db.insert(pageVisits).values(rows.slice(i, i + INSERT_CHUNK));
      return rows.length;
    } catch (error) {
      this.warn(`could not write ${batch.length} page visits; dropped: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }

  /** Visits of unknown sites (a made-up userId) are dropped. */
  private async knownSites(db: Db, batch: readonly Visit[]): Promise<Set<number>> {
    const known = new Set<number>();
    for (const siteId of new Set(batch.map((visit) => visit.siteId))) {
      const exists = await requireSite(db, siteId).then(
        () => true,
        (error: unknown) => {
          if (error instanceof DomainError) return false;
          throw error;
        },
      );
      if (exists) known.add(siteId);
    }
    return known;
  }

  private forgetOldKeys(): void {
    const oldest = Date.now() - this.options.dedupeMs;
    for (const [key, at] of this.seen) if (at < oldest) this.seen.delete(key);
    if (this.seen.size > 100_000) this.seen.clear();
  }

  private warn(message: string): void {
    if (Date.now() - this.warnedAt < 60_000) return;
    this.warnedAt = Date.now();
    console.warn(`[tracking] ${message}`);
  }
}
