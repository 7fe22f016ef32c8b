// The work a server does beside requests (mail retries, quote expiry, the import sweep): one
// loop per name and process — kept on globalThis, which Next's several module copies of one
// process share — never two passes of one loop at once, a failed pass logged and retried at the
// next tick, and a timer that does not keep the process alive.

const LOOPS = Symbol.for('lantern.backgroundLoops');
type Holder = { [LOOPS]?: Map<string, NodeJS.Timeout> };
const loops = () => ((globalThis as Holder)[LOOPS] ??= new Map<string, NodeJS.Timeout>());

export interface LoopOptions {
  /** Run a pass at once as well as every interval (default: first pass after one interval). */
  runNow?: boolean;
}

/** Starts the loop `name` unless this process already runs it. */
export function startBackgroundLoop(name: string, intervalMs: number, pass: () => Promise<unknown>, options: LoopOptions = {}): void {
  if (loops().has(name)) return;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    pass()
      .catch((error: unknown) => console.warn(`[${name}] pass failed:`, error instanceof Error ? error.message : error))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  loops().set(name, timer);
  if (options.runNow) tick();
}

/** Stops the loop `name` (tests, shutdown). */
export function stopBackgroundLoop(name: string): void {
  clearInterval(loops().get(name));
  loops().delete(name);
}
