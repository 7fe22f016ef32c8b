/**
 * `npm run bench:import-load` — does the shop keep serving while a catalogue import runs? On a
 * fresh embedded database (seeded with --seed products), the production server (scripts/server.mjs,
 * page cache on, as shipped) is loaded by keep-alive clients on a storefront page and a catalogue
 * API call, first at idle, then while a generated workbook of --products rows with --pictures
 * embedded pictures is checked (the dry-run job) and applied through the HTTP API, polled like the
 * screen does. p95 is exact (every request's time is kept), per target. Writes the table between
 * the bench:import-load markers of docs/benchmarks.md (--no-write: print only).
 *   --products N (10000)  --pictures N (2000)  --seed N (2000)  --clients N per target (4)  --idle S (20)
 *   --reuse-build: serve the existing .next-bench as it is
 */
import './server-only-shim'; // first: the src/server modules below are marked server-only
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import sharp from 'sharp';

const root = path.resolve(__dirname, '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const ROWS = option('products', 10_000);
const PICTURES = option('pictures', 2_000);
const SEED = option('seed', 2_000);
const CLIENTS = option('clients', 4);
const IDLE_SECONDS = option('idle', 20);
const WRITE = !args.includes('--no-write');
const TARGETS = [
  { name: 'Storefront page `/products?page=1`', path: '/products?page=1' },
  { name: 'Catalogue API `/api/Product?PageSize=20&page=1`', path: '/api/Product?PageSize=20&page=1' },
];
const RATIO_TARGET = 2;
const IMPORT_TARGET_S = 60;

const say = (line: string) => console.log(`[import-load] ${line}`);
const seconds = (ms: number) => (ms / 1000).toFixed(1);

/** A distinct small product photo (about 12 KB): the workbook must stay under the 50 MB upload limit with 2,000 of them. */
async function makePicture(i: number): Promise<Buffer> {
  const size = 16;
  const raw = Buffer.alloc(size * size * 3);
  let seed = (i + 1) * 2654435761;
  for (let k = 0; k < raw.length; k++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    raw[k] = seed >>> 24;
  }
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .resize(320, 320, { kernel: 'cubic' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function workbook(topic: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('报价单');
  ws.addRow([
    '货号 / Item No.',
    '中文名称',
    'English name',
    '人民币价格',
    '美元价格',
    '库存',
    '起订量',
    '装箱数',
    '箱长(cm)',
    '箱宽(cm)',
    '箱高(cm)',
    '毛重(kg)',
    '分类',
    '英文描述',
  ]);
  const every = Math.max(1, Math.floor(ROWS / Math.max(1, PICTURES)));
  let placed = 0;
  for (let i = 0; i < ROWS; i++) {
    ws.addRow([
      `IL-${String(i + 1).padStart(5, '0')}`,
      `节日灯串 ${i + 1} 号`,
      `Festive string light no. ${i + 1}`,
      10 + (i % 90),
      1.5 + (i % 40) / 10,
      i % 500,
      12,
      48,
      60,
      40,
      35,
      12.5,
      topic,
      `<p>String light ${i + 1}, warm white.</p>`,
    ]);
    if (i % every === 0 && placed < PICTURES) {
      const id = book.addImage({ buffer: (await makePicture(i)) as never, extension: 'jpeg' });
      ws.addImage(id, { tl: { col: 14, row: i + 1 }, ext: { width: 60, height: 60 } });
      placed++;
    }
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);

/** `clients` keep-alive loops per target until stop(); every request's time kept. */
function load(origin: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS * TARGETS.length });
  const times = TARGETS.map(() => [] as number[]);
  const failures = TARGETS.map(() => 0);
  let running = true;
  const once = (url: string) =>
    new Promise<number>((resolve) => {
      const req = http.get(url, { agent, headers: { 'accept-encoding': 'gzip' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', () => resolve(0));
    });
  const loops = TARGETS.flatMap((target, t) =>
    Array.from({ length: CLIENTS }, async () => {
      while (running) {
        const started = performance.now();
        const status = await once(origin + target.path);
        times[t]!.push(performance.now() - started);
        if (status !== 200) failures[t]!++;
      }
    }),
  );
  return async () => {
    running = false;
    await Promise.all(loops);
    agent.destroy();
    return TARGETS.map((_, t) => {
      const sorted = times[t]!.sort((a, b) => a - b);
      return { requests: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), failures: failures[t]! };
    });
  };
}

async function api(origin: string, cookie: string, method: string, url: string, body?: FormData) {
  const res = await fetch(origin + url, { method, headers: { cookie, origin }, body });
  const json = (await res.json()) as { data?: { dto?: Record<string, unknown> }; message?: string };
  if (res.status !== 200) throw new Error(`${method} ${url} answered ${res.status}: ${json.message}`);
  return json.data!.dto! as { id: number; status: string; error: string; counts: Record<string, number>; applied: Record<string, number> | null };
}

async function waitWhile(origin: string, cookie: string, id: number, status: string) {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 700));
    const job = await api(origin, cookie, 'GET', `/api/admin/import/${id}`);
    if (job.status !== status) return job;
  }
}

async function main() {
  // The bench's own build folder (.next-bench), set before the build and server modules read it.
  await import('./bench/dist-dir.mjs');
  const { ensureBuild } = await import('./bench/build.mjs');
  const { BenchServer } = await import('./bench/server.mjs');
  await ensureBuild(root, { reuse: args.includes('--reuse-build') });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lantern-import-load-'));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, MEDIA_SIGNING_SECRET: process.env.MEDIA_SIGNING_SECRET ?? 'import-load-secret-0123456789abcdefghij' };
  delete env.DATABASE_URL;
  process.env.DATA_DIR = dataDir;
  process.env.MEDIA_SIGNING_SECRET = env.MEDIA_SIGNING_SECRET;
  const server = new BenchServer({ root, env, logFile: path.join(dataDir, 'server.log') });
  try {
    // The catalogue and a catalogue clerk's session, written before the server holds the data directory.
    const { openDatabase, migrateDatabase } = await import('../src/server/db/open');
    const { seedDatabase } = await import('../src/server/seed');
    const { staffUsers, topics } = await import('../src/server/db/schema');
    const { startStaffSession, STAFF_COOKIE } = await import('../src/server/staff/session');
    const handle = await openDatabase({ dataDir });
    await migrateDatabase(handle);
    say(`seeding ${SEED} products …`);
    await seedDatabase(handle.db, { siteId: 38, products: SEED, log: () => undefined });
    const [staff] = await handle.db.insert(staffUsers).values({ siteId: 38, email: 'import-load@staff.test', role: 'catalogue' }).returning();
    const { secret } = await startStaffSession(handle.db, staff!);
    const [topic] = await handle.db.select().from(topics).limit(1);
    await handle.close();
    const cookie = `${STAFF_COOKIE}=${secret}`;

    say(`generating ${ROWS} rows with ${PICTURES} embedded pictures …`);
    const sheet = await workbook(topic!.code);
    say(`workbook ${(sheet.length / 1024 / 1024).toFixed(1)} MB`);

    await server.start();
    await server.waitReady('/api/Color?isGetAll=true');
    for (const target of TARGETS) for (let i = 0; i < 20; i++) await fetch(server.origin + target.path).then((r) => r.arrayBuffer()); // warm

    const loadIdle = os.loadavg()[0]!;
    say(`idle: ${IDLE_SECONDS} s of load (load average ${loadIdle.toFixed(2)}) …`);
    let stop = load(server.origin);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    const idle = await stop();

    const loadBefore = os.loadavg()[0]!;
    say(`importing under load (load average ${loadBefore.toFixed(2)}) …`);
    stop = load(server.origin);
    const started = performance.now();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(sheet)], 'import-load.xlsx'));
    const checking = await api(server.origin, cookie, 'POST', '/api/admin/import', form);
    const checked = await waitWhile(server.origin, cookie, checking.id, 'checking');
    if (checked.status !== 'checked') throw new Error(`the dry run ended ${checked.status}: ${checked.error}`);
    const checkMs = performance.now() - started;
    say(`dry run ${seconds(checkMs)} s: ${JSON.stringify(checked.counts)}`);
    await api(server.origin, cookie, 'POST', `/api/admin/import/${checking.id}/apply`);
    const done = await waitWhile(server.origin, cookie, checking.id, 'running');
    if (done.status !== 'done') throw new Error(`the apply ended ${done.status}: ${done.error}`);
    const totalMs = performance.now() - started;
    const during = await stop();
    const loadAfter = os.loadavg()[0]!;
    say(`apply ${seconds(totalMs - checkMs)} s: ${JSON.stringify(done.applied)}; load average ${loadAfter.toFixed(2)}`);

    const serverErrors = (server.log().match(/transformAlgorithm/g) ?? []).length;
    const rows = TARGETS.map((target, t) => {
      const ratio = during[t]!.p95 / idle[t]!.p95;
      return `| ${target.name} | ${idle[t]!.p95.toFixed(0)} ms (${idle[t]!.requests}) | ${during[t]!.p95.toFixed(0)} ms (${during[t]!.requests}) | ${ratio.toFixed(2)}× | ${ratio <= RATIO_TARGET ? 'met' : 'MISSED'} | ${idle[t]!.failures + during[t]!.failures} |`;
    });
    const section = [
      '<!-- bench:import-load start -->',
      '## The shop while a catalogue import runs (`npm run bench:import-load`)',
      '',
      `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${os.cpus().length} cores shared with other work (1-minute load average ${loadIdle.toFixed(2)} at the idle run, ${loadBefore.toFixed(2)} → ${loadAfter.toFixed(2)} across the import), Node ${process.version}, production server (scripts/server.mjs, page cache on) on a fresh embedded PGlite seeded with ${SEED} products.`,
      `Load: ${CLIENTS} keep-alive clients per target, back to back, every request timed (p95 exact; requests in brackets); idle for ${IDLE_SECONDS} s, then for the whole import.`,
      `Import: a generated workbook of ${ROWS.toLocaleString('en')} new products with ${PICTURES.toLocaleString('en')} embedded JPEG pictures (${(sheet.length / 1024 / 1024).toFixed(1)} MB), uploaded over HTTP, the dry-run job polled until checked, then applied and polled until done (as the screen does).`,
      '',
      `| Target | p95 idle | p95 during the import | ratio | ≤ ${RATIO_TARGET}× | non-200 |`,
      '| --- | ---: | ---: | ---: | --- | ---: |',
      ...rows,
      '',
      '| Import step | Time |',
      '| --- | ---: |',
      `| Upload + dry run (reading thread, plan, report) | ${seconds(checkMs)} s |`,
      `| Apply (plan again, store pictures, upsert in batches of 500) | ${seconds(totalMs - checkMs)} s |`,
      `| **Total, ${ROWS.toLocaleString('en')} rows with pictures** | **${seconds(totalMs)} s** (target ≤ ${IMPORT_TARGET_S} s: ${totalMs <= IMPORT_TARGET_S * 1000 ? 'met' : 'MISSED'}) |`,
      '',
      `Counts: dry run ${JSON.stringify(checked.counts)}, applied ${JSON.stringify(done.applied)}. Node 20 \`transformAlgorithm\` lines in the server log: ${serverErrors}.`,
      '<!-- bench:import-load end -->',
      '',
    ].join('\n');
    console.log(section);
    if (WRITE) {
      const file = path.join(root, 'docs/benchmarks.md');
      const text = await readFile(file, 'utf8');
      const start = text.indexOf('<!-- bench:import-load start -->');
      const end = text.indexOf('<!-- bench:import-load end -->');
      const next = start >= 0 && end > start ? text.slice(0, start) + section + text.slice(end + '<!-- bench:import-load end -->\n'.length) : `${text.trimEnd()}\n\n${section}`;
      await writeFile(file, next);
      say('docs/benchmarks.md updated');
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
