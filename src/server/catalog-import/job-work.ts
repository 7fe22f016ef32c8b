// The import jobs this process is working on (a dry run reading its file, or an apply writing
// it): their heartbeat is fresh anyway; this keeps the process from racing itself, and lets tests
// and the benchmark wait for the work to end.

const active = new Map<number, Promise<void>>();

export const isWorking = (id: number) => active.has(id);

/** Resolves when this process's work on the job ends. */
export const jobSettled = (id: number) => active.get(id) ?? Promise.resolve();

export function trackJob(id: number, work: Promise<void>): Promise<void> {
  const running = work.finally(() => active.delete(id));
  active.set(id, running);
  return running;
}
