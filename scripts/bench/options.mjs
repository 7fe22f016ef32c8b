// Command line of `npm run bench`: every option has a default, so the bare command is the full run
// of the performance matrix (both catalogue sizes, both databases, every row, cached and uncached).
export const USAGE = `Usage: npm run bench [-- options]
  --sizes N,N        catalogue sizes to seed, one fresh database each (default 720,100000)
  --products N       the same as --sizes N
  --backends LIST    pglite,postgres (default both; "embedded" = pglite). PostgreSQL is the
                     TEST_DATABASE_URL / DATABASE_URL server, else postgres://postgres@127.0.0.1:5432
                     when that answers
  --only BACKEND     the same as --backends BACKEND
  --duration S       seconds of load per row (default 4)
  --connections C    connections of the cached and uncached passes (default 10)
  --passes LIST      cached,uncached,single (default all three): repeat views on the normal server;
                     first views on a server with CATALOG_CACHE=off PAGE_CACHE=off at C connections;
                     the same at 1 connection (list, search and detail rows only, unless --rows names others)
  --rows LIST        row ids or groups to measure (default every row): ${'home-en,home-zh,products,hot-products,new-products,instock,price,exhibition,topic,search-en,search-zh,detail,about,contact,faqs,article,video,api-list,api-detail,api-home'}
                     groups: home,list,search,detail,content,api; "detail*" = ids starting so.
                     The ceiling (largest JS chunk, identity and gzip) is always measured
  --gzip-rows LIST   page rows that also get a gzip row in the cached pass (default home-en,products,search-en,detail;
                     "all" or "none")
  --database URL     measure this already seeded PostgreSQL catalogue instead of seeding a fresh one
                     (left as it is after the run; --sizes then only names its size in the tables;
                     the cached pass is skipped: it writes to the catalogue)
  --reuse-build      serve the existing build even when sources are newer (smoke runs on a shared tree)
  --no-write         print the tables without updating docs/benchmarks.md
Environment: NEXT_DIST_DIR (default .next-bench, the bench's own build folder).`;

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
  duration: { min: 1, integer: false },
  connections: { min: 1, integer: true },
};
const PASSES = ['cached', 'uncached', 'single'];
const BACKENDS = { pglite: 'embedded', embedded: 'embedded', postgres: 'postgres', postgresql: 'postgres', pg: 'postgres' };

const list = (value) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function sizesOf(value, name) {
  const sizes = list(value).map(Number);
  if (sizes.length === 0 || sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new UsageError(`--${name} needs whole numbers ≥ 1, got "${value ?? ''}"`);
  return sizes;
}

function backendsOf(value, name) {
  const names = list(value);
  const unknown = names.filter((item) => !(item in BACKENDS));
  if (names.length === 0 || unknown.length) throw new UsageError(`--${name} takes pglite and/or postgres, got "${value ?? ''}"`);
  return [...new Set(names.map((item) => BACKENDS[item]))];
}

export function parseOptions(argv) {
  const options = {
    sizes: [720, 100_000],
    backends: ['embedded', 'postgres'],
    duration: 4,
    connections: 10,
    passes: [...PASSES],
    rows: undefined,
    gzipRows: undefined,
    reuseBuild: false,
    database: undefined,
    write: true,
  };
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
    if (!match) throw new UsageError(`Unknown argument ${arg}`);
    const [, name, inline] = match;
    const value = inline ?? argv[++i];
    if (name === 'sizes' || name === 'products') options.sizes = sizesOf(value, name);
    else if (name === 'backends' || name === 'only') options.backends = backendsOf(value, name);
    else if (name === 'database') {
      if (!/^postgres(ql)?:\/\//.test(value ?? '')) throw new UsageError(`--database needs a postgres:// URL, got "${value ?? ''}"`);
      options.database = value;
    } else if (name === 'passes') {
      const passes = list(value);
      if (passes.length === 0 || passes.some((pass) => !PASSES.includes(pass))) throw new UsageError(`--passes takes ${PASSES.join(', ')}, got "${value ?? ''}"`);
      options.passes = PASSES.filter((pass) => passes.includes(pass));
    } else if (name === 'rows') {
      options.rows = list(value);
      if (options.rows.length === 0) throw new UsageError('--rows needs at least one row id or group');
    } else if (name === 'gzip-rows') {
      const rows = list(value);
      options.gzipRows = rows.length === 1 && rows[0] === 'all' ? 'all' : rows.length === 1 && rows[0] === 'none' ? [] : rows;
    } else if (name in NUMERIC) {
      const rule = NUMERIC[name];
      const number = Number(value);
      if (!Number.isFinite(number) || number < rule.min || (rule.integer && !Number.isInteger(number))) {
        throw new UsageError(`--${name} needs a ${rule.integer ? 'whole ' : ''}number ≥ ${rule.min}, got "${value ?? ''}"`);
      }
      options[name] = number;
    } else throw new UsageError(`Unknown option --${name}`);
  }
  if (options.database) {
    // A seeded catalogue is one database of one size, and the cached pass's freshness probe writes to it.
    if (options.sizes.length !== 1) throw new UsageError('--database measures one catalogue: give its size with --sizes N');
    options.backends = ['postgres'];
    options.passes = options.passes.filter((pass) => pass !== 'cached');
    if (options.passes.length === 0) throw new UsageError('--database measures first views only: --passes uncached and/or single');
  }
  return options;
}
