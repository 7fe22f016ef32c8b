import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { threadLimits, uploadRefused, type RefusalCode, type RefusalParams } from './limit-messages';
import type { ImportLang } from './row-messages';
import type { ZipEntry } from './zip-entries.mjs';

// Starts the import's reading thread (import-thread.mjs) for one upload and answers what it read,
// or the refusal naming the limit. One thread at a time: on a two-core machine the other core
// keeps serving the shop. The thread's heap is capped and its time bounded, so a file that
// slips past the early checks costs a failed job, never the server (docs/adr/0040).

const THREAD_FILE = path.join(process.cwd(), 'src/server/catalog-import/import-thread.mjs');
/** The reading thread's old-generation heap; a 100,000-row sheet of 30 columns reads in ~250 MB. */
export const THREAD_HEAP_MB = 512;
export const THREAD_SECONDS = 300;

export interface ThreadPicture {
  path: string;
  contentType: string;
}

export interface ThreadSheet {
  name: string;
  hidden: boolean;
  /** Every non-blank row, by its own row number (titles, notes and headers included). */
  rows: { row: number; cells: (string | number | boolean | Date | null)[] }[];
  embedded: { row: number; col: number; entry: ZipEntry; picture: ThreadPicture | null }[];
}

export interface ThreadRead {
  sheets: ThreadSheet[];
  zipPictures: { name: string; entry: ZipEntry; picture: ThreadPicture | null }[] | null;
}

type Message = { ok: ThreadRead } | { refused: { field: 'file' | 'pictures'; code: RefusalCode; params: RefusalParams } };

let queue: Promise<unknown> = Promise.resolve();

function runThread(input: { sheetPath: string; format: 'xlsx' | 'csv'; picturesPath: string | null }): Promise<Message> {
  return new Promise((resolve) => {
    const worker = new Worker(THREAD_FILE, {
      workerData: { ...input, limits: threadLimits() },
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB, maxYoungGenerationSizeMb: 32 },
    });
    let settled = false;
    const settle = (message: Message) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(message);
    };
    const timer = setTimeout(() => settle({ refused: { field: 'file', code: 'timeout', params: { limit: THREAD_SECONDS } } }), THREAD_SECONDS * 1000);
    worker.once('message', (message: Message) => settle(message));
    worker.once('error', (error: Error & { code?: string }) => {
      if (error.code !== 'ERR_WORKER_OUT_OF_MEMORY') console.error('[import] reading thread failed', error);
      settle({ refused: { field: 'file', code: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'unreadable', params: { limit: THREAD_HEAP_MB } } });
    });
    worker.once('exit', () => settle({ refused: { field: 'file', code: 'unreadable', params: {} } }));
  });
}

/** Reads a stored upload in the reading thread; a domain error naming the input and limit when it is refused. */
export async function readInThread(input: { sheetPath: string; format: 'xlsx' | 'csv'; picturesPath: string | null }, lang: ImportLang): Promise<ThreadRead> {
  const turn = queue.then(() => runThread(input));
  queue = turn.catch(() => undefined);
  const message = await turn;
  if ('ok' in message) return message.ok;
  const { field, code, params } = message.refused;
  throw uploadRefused(lang, field, code, params);
}
