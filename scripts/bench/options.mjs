// Command line of `npm run bench`: every option has a default, so the bare command is the full run.
export const USAGE = `Usage: npm run bench [-- --products N] [--duration S] [--connections C] [--only embedded|postgres]
  --products N      catalogue size to seed (default 100000)
  --duration S      seconds of load per endpoint (default 10)
  --connections C   concurrent connections (default 10)
  --only BACKEND    embedded or postgres (default: both; postgres needs TEST_DATABASE_URL or DATABASE_URL)
  --no-write        print the tables without updating docs/benchmarks.md`;

export class UsageError extends Error {}

/** The exit code for a UsageError (0 for --help, 2 for a mistake), after printing it and the usage;
 * any other error is rethrown. Shared by npm run bench, load and lighthouse. */
export function usageExit(error, usage) {
  if (!(error instanceof UsageError)) throw error;
  if (error.message) console.error(error.message);
  (error.message ? console.error : console.log)(usage);
  return error.message ? 2 : 0;
}

const NUMERIC = {
  products: { min: 1, integer: true },
  duration: { min: 1, integer: false },
  connections: { min: 1, integer: true },
};

export function parseOptions(argv) {
  const options = { products: 100_000, duration: 10, connections: 10, only: undefined, write: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') throw new UsageError('');
    if (arg === '--no-write') {
      options.write = false;
      continue;
    }
    const match = /^--([a-z]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`Unknown argument ${arg}`);
    const [, name, inline] = match;
    const value = inline ?? argv[++i];
    if (name === 'only') {
      if (value !== 'embedded' && value !== 'postgres') throw new UsageError(`--only takes embedded or postgres, got "${value ?? ''}"`);
      options.only = value;
    } else if (name in NUMERIC) {
      const rule = NUMERIC[name];
      const number = Number(value);
      if (!Number.isFinite(number) || number < rule.min || (rule.integer && !Number.isInteger(number))) {
        throw new UsageError(`--${name} needs a ${rule.integer ? 'whole ' : ''}number ≥ ${rule.min}, got "${value ?? ''}"`);
      }
      options[name] = number;
    } else throw new UsageError(`Unknown option --${name}`);
  }
  return options;
}
