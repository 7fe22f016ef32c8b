// Lighthouse on a machine whose 1-minute load average is below 1 when the audits start.
// Simulated throttling scales with the real CPU, so a busy machine lowers Perf and raises TBT
// (docs/benchmarks.md, "Reading the browser budget"). Waits, printing the load, up to a limit;
// then measures anyway and says so.
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** { waitedSeconds, loadAverage, quiet } once the load is below `below` or `maxMinutes` have passed. */
export async function waitForQuietMachine({ below, maxMinutes, say, shouldStop = () => false, pollSeconds = 15 }) {
  const started = Date.now();
  const deadline = started + maxMinutes * 60_000;
  let load = os.loadavg()[0];
  say(`1-minute load average ${load.toFixed(2)} (waiting for < ${below}, at most ${maxMinutes} min)`);
  while (load >= below && Date.now() < deadline && !shouldStop()) {
    await sleep(Math.min(pollSeconds * 1000, Math.max(0, deadline - Date.now())));
    load = os.loadavg()[0];
    const [one, five, fifteen] = os.loadavg();
    say(`  after ${Math.round((Date.now() - started) / 1000)} s: load average ${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)} (1 / 5 / 15 min)`);
  }
  const quiet = load < below;
  const waitedSeconds = (Date.now() - started) / 1000;
  say(
    quiet
      ? `load average ${load.toFixed(2)} < ${below} after ${Math.round(waitedSeconds)} s: measuring`
      : `load average still ${load.toFixed(2)} after ${Math.round(waitedSeconds)} s: measuring anyway (the figures say so)`,
  );
  return { waitedSeconds, loadAverage: load, quiet, below, maxMinutes };
}
