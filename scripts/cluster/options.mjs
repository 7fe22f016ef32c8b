// Command line of `npm run cluster`: the bare command starts nginx on 3200 in front of two processes.
import path from 'node:path';
import { UsageError } from '../bench/options.mjs';
import { DEFAULT_REDIS_DB } from './services.mjs';

export { UsageError };

export const USAGE = `Usage: npm run cluster [-- --port P] [--processes N] [--redis-db D] [--state FILE]
  --port P        nginx listens on localhost:P (default 3200, or CLUSTER_PORT)
  --processes N   Lantern processes behind it (default 2)
  --redis-db D    Redis logical database, flushed at start (default ${DEFAULT_REDIS_DB})
  --state FILE    write the cluster's state as JSON there once it serves (tests read it)
Needs PostgreSQL (TEST_DATABASE_URL or DATABASE_URL: a throwaway database is made there and
dropped after), Redis (REDIS_URL) and nginx (apt-get install -y nginx). Ctrl-C stops everything.`;

const NUMERIC = {
  port: { min: 1, max: 65535 },
  processes: { min: 1, max: 8 },
  'redis-db': { min: 0, max: 15, key: 'redisDb' },
};

export function parseOptions(argv, env = process.env) {
  const options = { port: Number(env.CLUSTER_PORT || 3200), processes: 2, redisDb: DEFAULT_REDIS_DB, stateFile: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') throw new UsageError('');
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new UsageError(`Unknown argument ${arg}`);
    const [, name, inline] = match;
    const value = inline ?? argv[++i];
    if (name === 'state') {
      if (!value) throw new UsageError('--state needs a file name');
      options.stateFile = path.resolve(value);
      continue;
    }
    const rule = NUMERIC[name];
    if (!rule) throw new UsageError(`Unknown option --${name}`);
    const number = Number(value);
    if (!Number.isInteger(number) || number < rule.min || number > rule.max)
      throw new UsageError(`--${name} needs a whole number from ${rule.min} to ${rule.max}, got "${value ?? ''}"`);
    options[rule.key ?? name] = number;
  }
  return options;
}
