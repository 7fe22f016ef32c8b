// Everything the bench creates (servers, temp dirs, databases) is registered here, so it is undone
// on success, on failure and on Ctrl-C alike.
const active = new Set();

export class Cleanup {
  constructor() {
    this.steps = [];
    active.add(this);
  }

  /** `run` is awaited in reverse order; `now` is the synchronous fallback for a hard exit. */
  add(label, run, now) {
    this.steps.push({ label, run, now });
  }

  /** Idempotent: the signal handler and the main flow's finally may both ask; steps run once. */
  run() {
    this.running ??= this.runSteps();
    return this.running;
  }

  async runSteps() {
    const failures = [];
    // Newest first; a step leaves the list only once done, so a hard exit meanwhile still has it.
    while (this.steps.length > 0) {
      const step = this.steps.at(-1);
      try {
        await step.run();
      } catch (error) {
        failures.push(`${step.label}: ${error.message}`);
      }
      this.steps.pop();
    }
    active.delete(this);
    for (const failure of failures) console.error(`[bench] cleanup failed — ${failure}`);
  }

  runNow() {
    for (const step of this.steps.reverse()) {
      try {
        step.now?.();
      } catch {
        // best effort: the process is exiting
      }
    }
    this.steps = [];
  }
}

let installed = false;
let interrupted = false;

/** After Ctrl-C the signal handler owns the cleanup: the main flow must not start anything new. */
export function throwIfInterrupted() {
  if (interrupted) throw new Error('interrupted');
}

export const wasInterrupted = () => interrupted;

export function installSignalHandlers() {
  if (installed) return;
  installed = true;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (interrupted) {
        console.error(`[bench] ${signal} again: exiting now (removing what can be removed without waiting)`);
        process.exit(130); // the 'exit' handler below runs the synchronous fallbacks
      }
      interrupted = true;
      console.error(`\n[bench] ${signal}: stopping servers and removing temporary data …`);
      for (const cleanup of [...active]) await cleanup.run();
      process.exit(130);
    });
  }
  process.on('exit', () => {
    for (const cleanup of active) cleanup.runNow();
  });
}
