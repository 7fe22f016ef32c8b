/**
 * `npm run bench:import` — the catalogue import's figure: a generated workbook of N products (default
 * 10,000) and a .zip of one picture each, imported through the API (in process) on a fresh
 * embedded database (PGlite on disk in a temporary DATA_DIR, pictures in its directory store):
 * the dry run, the apply job (polled like the screen does), and the re-import of the same files.
 * Appends (or replaces) the "Catalogue import" section of docs/benchmarks.md.
 *   --products N   rows and pictures (default 10000)
 *   --no-write     print the figures only
 */
import './server-only-shim'; // first: the src/server modules below are marked server-only
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import sharp from 'sharp';

const args = process.argv.slice(2);
const countArg = args.find((a) => a.startsWith('--products'));
const COUNT = countArg ? Number(countArg.includes('=') ? countArg.split('=')[1] : args[args.indexOf(countArg) + 1]) : 10_000;
const WRITE = !args.includes('--no-write');
const LIMIT_SECONDS = 120;

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);

/** A distinct product-like picture: a smooth random colour field 480 px (about 29 KB, like a catalogue photo). */
async function makePicture(i: number): Promise<Buffer> {
  const size = 24;
  const raw = Buffer.alloc(size * size * 3);
  let seed = i * 2654435761;
  for (let k = 0; k < raw.length; k++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    raw[k] = seed >>> 24;
  }
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } })
    .resize(480, 480, { kernel: 'cubic' })
    .jpeg({ quality: 82 })
    .toBuffer();
}

async function generate(): Promise<{ sheet: Buffer; zip: Buffer; pictureBytes: number }> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('商品');
  ws.addRow([
    '货号 / Item No.',
    '中文名称 / Chinese name',
    '英文名称 / English name',
    '人民币价格 / Price (CNY)',
    '美元价格 / Price (USD)',
    '库存 / Stock',
    '起订量 / MOQ',
    '单位 / Unit',
    '装箱数 / Pcs per carton',
    '箱长(cm) / Carton length (cm)',
    '箱宽(cm) / Carton width (cm)',
    '箱高(cm) / Carton height (cm)',
    '毛重(kg) / Gross weight (kg)',
    '净重(kg) / Net weight (kg)',
    '关键词 / Keywords',
    '带灯 / Light',
    '分类 / Topics',
    '中文描述 / Description (Chinese)',
    '英文描述 / Description (English)',
    '热销 / Hot',
    '上架时间 / Launch time',
  ]);
  const zip = new JSZip();
  let pictureBytes = 0;
  for (let i = 0; i < COUNT; i++) {
    const code = `BI-${String(i + 1).padStart(5, '0')}`;
    ws.addRow([
      code,
      `圣诞装饰品 ${i + 1} 号`,
      `Christmas ornament no. ${i + 1}`,
      10 + (i % 90),
      1.5 + (i % 40) / 10,
      i % 500,
      12 * (1 + (i % 4)),
      'PC',
      48,
      60,
      40,
      35,
      12.5,
      11,
      '圣诞 装饰 ornament',
      i % 2,
      i % 3 === 0 ? '灯饰' : 'Christmas',
      `<p>第 ${i + 1} 号装饰品，暖白光。</p>`,
      `<p>Ornament ${i + 1}, warm white.</p>`,
      i % 10 === 0 ? 1 : 0,
      new Date(Date.UTC(2026, 0, 1 + (i % 300))),
    ]);
    const bytes = await makePicture(i);
    pictureBytes += bytes.length;
    zip.file(`${code}.jpg`, bytes, { compression: 'STORE' });
  }
  return { sheet: Buffer.from(await book.xlsx.writeBuffer()), zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'STORE' }), pictureBytes };
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'lantern-bench-import-'));
  process.env.DATA_DIR = dataDir;
  process.env.MEDIA_SIGNING_SECRET ??= 'bench-import-secret-0123456789abcdefghij';
  const { openDatabase, migrateDatabase } = await import('../src/server/db/open');
  const { setDbHandle } = await import('../src/server/db/client');
  const { sites, topics, units, staffUsers, products } = await import('../src/server/db/schema');
  const { startStaffSession, STAFF_COOKIE } = await import('../src/server/staff/session');
  const { apiApp } = await import('../src/server/api/app');
  const { count } = await import('drizzle-orm');

  try {
    console.log(`Generating ${COUNT} products and ${COUNT} pictures …`);
    const generated = Date.now();
    const { sheet, zip, pictureBytes } = await generate();
    console.log(
      `  workbook ${mb(sheet.length)} MB, zip ${mb(zip.length)} MB (pictures average ${(pictureBytes / COUNT / 1024).toFixed(1)} KB), in ${seconds(Date.now() - generated)} s`,
    );

    const handle = await openDatabase({ dataDir });
    await migrateDatabase(handle);
    setDbHandle(handle);
    const db = handle.db;
    await db.insert(sites).values({ id: 38, name: '站38', nameen: 'Site 38' }).onConflictDoNothing();
    await db.insert(topics).values([
      { siteId: 38, code: '001', name: '灯饰', nameen: 'Lighting' },
      { siteId: 38, code: '002', name: '圣诞', nameen: 'Christmas' },
    ]);
    await db.insert(units).values({ siteId: 38, code: 'PC', name: '个', nameen: 'Piece' });
    const [staff] = await db.insert(staffUsers).values({ siteId: 38, email: 'bench@staff.test', role: 'catalogue' }).returning();
    const { secret } = await startStaffSession(db, staff!);
    const headers = { cookie: `${STAFF_COOKIE}=${secret}` };

    const dryRun = async () => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(sheet)], 'bench.xlsx'));
      form.append('pictures', new File([new Uint8Array(zip)], 'bench.zip'));
      const started = Date.now();
      const res = await apiApp.request('/api/admin/import', { method: 'POST', headers, body: form });
      const body = (await res.json()) as { data: { dto: { id: number } } };
      if (res.status !== 200) throw new Error(`dry run answered ${res.status}: ${JSON.stringify(body)}`);
      // The dry run is a job: polled until its report is ready, like the screen does.
      for (;;) {
        await new Promise((r) => setTimeout(r, 250));
        const job = (await (await apiApp.request(`/api/admin/import/${body.data.dto.id}`, { headers })).json()) as {
          data: { dto: { status: string; error: string; counts: Record<string, number> } };
        };
        if (job.data.dto.status === 'checked') return { ms: Date.now() - started, jobId: body.data.dto.id, counts: job.data.dto.counts };
        if (job.data.dto.status === 'failed') throw new Error(`dry run failed: ${job.data.dto.error}`);
      }
    };
    const apply = async (id: number) => {
      const started = Date.now();
      const res = await apiApp.request(`/api/admin/import/${id}/apply`, { method: 'POST', headers });
      if (res.status !== 200) throw new Error(`apply answered ${res.status}`);
      for (;;) {
        await new Promise((r) => setTimeout(r, 250));
        const job = (await (await apiApp.request(`/api/admin/import/${id}`, { headers })).json()) as {
          data: { dto: { status: string; error: string; applied: Record<string, number> } };
        };
        if (job.data.dto.status === 'done') return { ms: Date.now() - started, applied: job.data.dto.applied };
        if (job.data.dto.status === 'failed') throw new Error(`job failed: ${job.data.dto.error}`);
      }
    };

    peakRss = process.memoryUsage().rss; // from here: the import (the generated files stay held by the bench)
    const first = await dryRun();
    console.log(`Dry run: ${seconds(first.ms)} s`, first.counts);
    const applied = await apply(first.jobId);
    console.log(`Apply:   ${seconds(applied.ms)} s`, applied.applied);
    const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(products);
    const again = await dryRun();
    console.log(`Re-import dry run: ${seconds(again.ms)} s`, again.counts);
    const reapplied = await apply(again.jobId);
    console.log(`Re-import apply:   ${seconds(reapplied.ms)} s`, reapplied.applied);
    const total = first.ms + applied.ms;
    console.log(`Import total (dry run + apply): ${seconds(total)} s (limit ${LIMIT_SECONDS} s); peak RSS during the import ${mb(peakRss)} MB`);
    await handle.close();

    if (WRITE) {
      const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
      const section = [
        '<!-- bench:import start -->',
        '## Catalogue import (`npm run bench:import`)',
        '',
        `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores (${cpu}), Node ${process.version}, fresh embedded PGlite on disk, pictures in the`,
        'directory store. Generated upload: one workbook (21 columns incl. both descriptions) and a `.zip` of one',
        `JPEG per product named by item code; sent in process through \`POST /api/admin/import\` (multipart), then`,
        '`POST /api/admin/import/{id}/apply`, polled every 250 ms like the screen.',
        '',
        '| Step | Rows | Time | Result |',
        '| --- | ---: | ---: | --- |',
        `| Upload files | ${COUNT} | — | workbook ${mb(sheet.length)} MB, zip ${mb(zip.length)} MB (pictures avg ${(pictureBytes / COUNT / 1024).toFixed(1)} KB) |`,
        `| Dry run (read, match, hash pictures, report) | ${COUNT} | ${seconds(first.ms)} s | create ${first.counts.create}, update ${first.counts.update}, skip ${first.counts.skip}, error ${first.counts.error} |`,
        `| Apply job (plan again, store pictures, upsert in batches of 500) | ${COUNT} | ${seconds(applied.ms)} s | ${n} products in the database |`,
        `| **Import, dry run + apply** | ${COUNT} | **${seconds(total)} s** | limit ${LIMIT_SECONDS} s: ${total <= LIMIT_SECONDS * 1000 ? 'met' : 'MISSED'} |`,
        `| Re-import dry run (same files) | ${COUNT} | ${seconds(again.ms)} s | create ${again.counts.create}, update ${again.counts.update}, skip ${again.counts.skip} |`,
        `| Re-import apply | ${COUNT} | ${seconds(reapplied.ms)} s | nothing written (create ${reapplied.applied.create}, update ${reapplied.applied.update}) |`,
        '',
        `Peak resident memory of the process from the first upload on: ${mb(peakRss)} MB (this includes the bench's own copy of the generated files and the in-process request's copies of the multipart body; the files are read in the import's reading thread, and the pictures are inflated again when written rather than kept).`,
        '<!-- bench:import end -->',
        '',
      ].join('\n');
      const file = path.join(process.cwd(), 'docs/benchmarks.md');
      const text = await readFile(file, 'utf8');
      const start = text.indexOf('<!-- bench:import start -->');
      const end = text.indexOf('<!-- bench:import end -->');
      const next = start >= 0 && end > start ? text.slice(0, start) + section + text.slice(end + '<!-- bench:import end -->\n'.length) : `${text.trimEnd()}\n\n${section}`;
      await writeFile(file, next);
      console.log('docs/benchmarks.md updated');
    }
  } finally {
    clearInterval(sampler);
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
