// Command line of `npm run lighthouse`: every option has a default, so the bare command is the full run.
import { UsageError } from '../bench/options.mjs';

export { UsageError };

export const PAGE_KINDS = ['home', 'list', 'detail', 'cart'];

export const USAGE = `Usage: npm run lighthouse [-- options]
  --runs N             Lighthouse runs per page, 1–3; the table shows each figure's median (default 3)
  --pages LIST         ${PAGE_KINDS.join(',')} (default all; each in en and zh)
  --locales LIST       en,zh (default both)
  --load-below L       wait before the audits until the 1-minute load average is below L (default 1)
  --max-wait-minutes M give up waiting after M minutes and measure anyway, saying so (default 10; 0 = no wait)
  --no-baseline        skip building the bare Next + next-intl page (no JS ÷ bare column; smoke runs)
  --reuse-build        serve the existing Lantern build even when sources are newer
  --no-write           print the table without updating docs/benchmarks.md
Environment: NEXT_DIST_DIR builds and serves Lantern from that folder (default .next-bench);
CHROME_PATH picks the browser (default /usr/bin/chromium, else chrome-launcher's search).`;

const list = (value) =>
  String(value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function numberOf(name, value, { min, max = Infinity, integer = false }) {
  const number = Number(value);
  if (!Number.isFinite(number) || number < min || number > max || (integer && !Number.isInteger(number))) {
    throw new UsageError(`--${name} needs a ${integer ? 'whole ' : ''}number from ${min}${max < Infinity ? ` to ${max}` : ''}, got "${value ?? ''}"`);
  }
  return number;
}

export function parseOptions(argv) {
  const options = { runs: 3, pages: [...PAGE_KINDS], locales: ['en', 'zh'], loadBelow: 1, maxWaitMinutes: 10, baseline: true, reuseBuild: false, write: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') throw new UsageError('');
    if (arg === '--no-write') options.write = false;
    else if (arg === '--no-baseline') options.baseline = false;
    else if (arg === '--reuse-build') options.reuseBuild = true;
    else {
      const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
      if (!match) throw new UsageError(`Unknown argument ${arg}`);
      const [, name, inline] = match;
      const value = inline ?? argv[++i];
      if (name === 'runs') options.runs = numberOf(name, value, { min: 1, max: 3, integer: true });
      else if (name === 'load-below') options.loadBelow = numberOf(name, value, { min: 0.01 });
      else if (name === 'max-wait-minutes') options.maxWaitMinutes = numberOf(name, value, { min: 0 });
      else if (name === 'pages') {
        options.pages = list(value);
        if (!options.pages.length || options.pages.some((page) => !PAGE_KINDS.includes(page))) throw new UsageError(`--pages takes ${PAGE_KINDS.join(', ')}, got "${value ?? ''}"`);
      } else if (name === 'locales') {
        options.locales = list(value);
        if (!options.locales.length || options.locales.some((locale) => locale !== 'en' && locale !== 'zh'))
          throw new UsageError(`--locales takes en and/or zh, got "${value ?? ''}"`);
      } else throw new UsageError(`Unknown option --${name}`);
    }
  }
  return options;
}
