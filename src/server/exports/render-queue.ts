import { env } from '@/server/env';

// A PDF or Excel render costs a few hundred ms of CPU (pictures through sharp, the
// CJK font subset, pdfkit's and exceljs's synchronous drawing). Sixteen at once took 8.5 s and
// slowed every other request of the process to seconds. So at most EXPORT_CONCURRENCY renders run
// per process; later ones wait in a FIFO of at most EXPORT_QUEUE_LENGTH for at most
// EXPORT_QUEUE_WAIT_SECONDS, and beyond that the caller gets ExportBusyError (the route answers
// 503 with Retry-After) — a request is refused at once rather than left hanging.

export class ExportBusyError extends Error {
  constructor(
    /** When a retry has a fair chance: the queue's expected drain time. */
    readonly retryAfterSeconds: number,
    readonly reason: 'queue_full' | 'wait_timeout',
  ) {
    super(reason === 'queue_full' ? 'Too many exports are waiting' : 'An export waited too long for its turn');
    this.name = 'ExportBusyError';
  }
}

interface Waiter {
  grant: () => void;
  fail: (error: unknown) => void;
}

let running = 0;
const waiting: Waiter[] = [];
const counters = { peakRunning: 0, peakWaiting: 0, finished: 0, rejected: 0, timedOut: 0 };
/** Moving average of one render's duration, for Retry-After; starts at a 200-line PDF's cost. */
let averageMs = 400;

export interface RenderQueueStats {
  running: number;
  waiting: number;
  /** Most renders seen running at once since the last reset. */
  peakRunning: number;
  peakWaiting: number;
  /** Renders that ended (with a file or an error). */
  finished: number;
  /** Refused at once: the queue was full. */
  rejected: number;
  /** Refused after waiting EXPORT_QUEUE_WAIT_SECONDS. */
  timedOut: number;
}

export function exportQueueStats(): RenderQueueStats {
  return { running, waiting: waiting.length, ...counters };
}

/** Tests start from zero peaks and counts (renders in progress are left alone). */
export function resetExportQueueStats(): void {
  Object.assign(counters, { peakRunning: running, peakWaiting: waiting.length, finished: 0, rejected: 0, timedOut: 0 });
}

function retryAfterSeconds(): number {
  const rounds = (running + waiting.length) / env().EXPORT_CONCURRENCY;
  return Math.min(60, Math.max(1, Math.ceil((rounds * averageMs) / 1000)));
}

function started(): void {
  running++;
  counters.peakRunning = Math.max(counters.peakRunning, running);
}

/** Hands freed slots to the longest waiters (the slot passes directly, so no newcomer jumps the queue). */
function pump(): void {
  while (running < env().EXPORT_CONCURRENCY && waiting.length > 0) {
    started();
    waiting.shift()!.grant();
  }
}

function acquire(signal?: AbortSignal): Promise<void> {
  const { EXPORT_CONCURRENCY, EXPORT_QUEUE_LENGTH, EXPORT_QUEUE_WAIT_SECONDS } = env();
  signal?.throwIfAborted();
  if (running < EXPORT_CONCURRENCY && waiting.length === 0) {
    started();
    return Promise.resolve();
  }
  if (waiting.length >= EXPORT_QUEUE_LENGTH) {
    counters.rejected++;
    return Promise.reject(new ExportBusyError(retryAfterSeconds(), 'queue_full'));
  }
  return new Promise<void>((resolve, reject) => {
    const leave = () => {
      const at = waiting.indexOf(waiter);
      if (at !== -1) waiting.splice(at, 1);
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    };
    const waiter: Waiter = {
      grant: () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve();
      },
      fail: (error) => {
        leave();
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- passes on the abort signal's reason as the caller gave it
        reject(error);
      },
    };
    const timer = setTimeout(() => {
      counters.timedOut++;
      waiter.fail(new ExportBusyError(retryAfterSeconds(), 'wait_timeout'));
    }, EXPORT_QUEUE_WAIT_SECONDS * 1000);
    // A buyer who gave up (closed the tab) frees the place: nobody would receive that file.
    const onAbort = () => waiter.fail(signal!.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    waiting.push(waiter);
    counters.peakWaiting = Math.max(counters.peakWaiting, waiting.length);
  });
}

/**
 * Runs `work` (one export render) when a slot is free: at once, after its turn in the FIFO, or
 * never (ExportBusyError when the queue is full or the wait too long; the signal's reason when
 * the caller aborts while waiting).
 */
export async function withRenderSlot<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  await acquire(signal);
  const begun = performance.now();
  try {
    return await work();
  } finally {
    averageMs = averageMs * 0.8 + (performance.now() - begun) * 0.2;
    counters.finished++;
    running--;
    pump();
  }
}

/**
 * Lets the event loop serve other requests during a long synchronous draw: call it between
 * lines; it yields (setImmediate, after pending I/O) once the current slice has used `sliceMs`.
 */
export function breather(sliceMs = 8): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}
