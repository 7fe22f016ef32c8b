// Command line of `npm run load`: the bare command is the full load and soak run.
export const USAGE = `Usage: npm run load [-- --buyers N] [--duration S] [--soak-minutes M] [--think-ms MS] [--products N] [--no-write]
  --buyers N         concurrent simulated buyers (default 200)
  --duration S       seconds of the load run (default 60)
  --soak-minutes M   minutes of the soak run, memory sampled each minute (default 10; 0 skips it)
  --think-ms MS      mean pause between two steps of a visit (default 1000; 0 = no pause)
  --products N       catalogue size to seed (default 500)
  --reuse-build      serve the existing build even when sources are newer (smoke runs on a shared tree)
  --no-write         print the tables without updating docs/reliability.md and docs/benchmarks.md
Needs PostgreSQL: TEST_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432 when it
answers (a throwaway database is made on that server and dropped after). The server runs as shipped
(page cache on) from NEXT_DIST_DIR (default .next-bench).`;

import { UsageError } from '../bench/options.mjs';

export { UsageError };

const NUMERIC = {
  buyers: { min: 1, integer: true },
  duration: { min: 1, integer: false },
  'soak-minutes': { min: 0, integer: false, key: 'soakMinutes' },
  'think-ms': { min: 0, integer: true, key: 'thinkMs' },
  products: { min: 1, integer: true },
};

export function parseOptions(argv) {
  const options = { buyers: 200, duration: 60, soakMinutes: 10, thinkMs: 1000, products: 500, write: true, reuseBuild: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') throw new UsageError('');
    if (arg === '--no-write') {
      options.write = false;
      continue;
    }
    if (arg === '--reuse-build') {
      options.reuseBuild = true;
      continue;
    }
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match || !(match[1] in NUMERIC)) throw new UsageError(`Unknown argument ${arg}`);
    const [, name, inline] = match;
    const value = inline ?? argv[++i];
    const rule = NUMERIC[name];
    const number = Number(value);
    if (!Number.isFinite(number) || number < rule.min || (rule.integer && !Number.isInteger(number))) {
      throw new UsageError(`--${name} needs a ${rule.integer ? 'whole ' : ''}number ≥ ${rule.min}, got "${value ?? ''}"`);
    }
    options[rule.key ?? name] = number;
  }
  return options;
}
