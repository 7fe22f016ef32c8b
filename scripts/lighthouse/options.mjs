// Command line of `npm run lighthouse`: every option has a default, so the bare command is the full run.
import { UsageError } from '../bench/options.mjs';

export { UsageError };

export const USAGE = `Usage: npm run lighthouse [-- --runs N] [--no-write]
  --runs N     Lighthouse runs per page, 1–3; the table shows each figure's median (default 3)
  --no-write   print the table without updating docs/benchmarks.md
Environment: NEXT_DIST_DIR builds and serves Lantern from that folder (default .next);
CHROME_PATH picks the browser (default /usr/bin/chromium, else chrome-launcher's search).`;

export function parseOptions(argv) {
  const options = { runs: 3, write: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') throw new UsageError('');
    if (arg === '--no-write') {
      options.write = false;
      continue;
    }
    const match = /^--runs(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`Unknown argument ${arg}`);
    const value = match[1] ?? argv[++i];
    const runs = Number(value);
    if (!Number.isInteger(runs) || runs < 1 || runs > 3) throw new UsageError(`--runs takes 1, 2 or 3, got "${value ?? ''}"`);
    options.runs = runs;
  }
  return options;
}
