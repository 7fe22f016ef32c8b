import { mkdtemp, rm } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontListener } from '../../scripts/server/front.mjs';
import { parseTrustedProxies } from '../../scripts/server/forwarding.mjs';
import { IMPORT_LIMITS } from '@/lib/validation/admin/import';
import { apiApp } from '@/server/api/app';
import { jobSettled, setImportDir } from '@/server/catalog-import';
import { staffUsers, topics } from '@/server/db/schema';
import { call, type Json } from '../support/api-suite';
import { signedInStaff } from '../support/signed-in-staff';
import { createTestDb, type TestDb } from '../support/test-db';
import { deflatedZeros, zipBytes, type RawEntry } from '../support/zip-bytes';

// The import's limits (docs/adr/0040): hostile workbooks and picture zips are refused early and
// cheaply with a message naming the limit, and a body over its limit ends its connection.

let db: TestDb;
let dir: string;
let clerk: Record<string, string>;
let clerkEn: Record<string, string>;
/** 512 MiB of zeros, deflated (about 500 kB). */
let zeros512: Buffer;

beforeAll(async () => {
  db = await createTestDb();
  dir = await mkdtemp(path.join(tmpdir(), 'lantern-import-limits-'));
  setImportDir(dir);
  clerk = (await signedInStaff(db, 'catalogue')).headers;
  const english = await signedInStaff(db, 'catalogue');
  await db.db.update(staffUsers).set({ language: 'en' }).where(eq(staffUsers.id, english.staff.id));
  clerkEn = english.headers;
  await db.db.insert(topics).values({ siteId: 38, code: '001', name: '灯饰', nameen: 'Lighting' });
  zeros512 = await deflatedZeros(512 * 1024 * 1024);
}, 60_000);

afterAll(async () => {
  setImportDir(undefined);
  await db.dispose();
  await rm(dir, { recursive: true, force: true });
});

async function upload(
  headers: Record<string, string>,
  file: { bytes: Buffer; name: string },
  pictures?: { bytes: Buffer; name: string },
): Promise<{ status: number; body: Json; ms: number }> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(file.bytes)], file.name));
  if (pictures) form.append('pictures', new File([new Uint8Array(pictures.bytes)], pictures.name));
  const started = performance.now();
  const res = await apiApp.request('/api/admin/import', { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Json, ms: performance.now() - started };
}

/** The mapping step's answer for a sheet. */
async function analyse(headers: Record<string, string>, file: { bytes: Buffer; name: string }): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(file.bytes)], file.name));
  const res = await apiApp.request('/api/admin/import/analyse', { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Json };
}

/** The dry run's job once its reading has ended. */
async function settled(id: number, headers: Record<string, string>): Promise<Json> {
  await jobSettled(id);
  return (await call('GET', `/api/admin/import/${id}`, { headers })).body.data.dto as Json;
}

const CSV = { bytes: Buffer.from('货号,中文名称,英文名称,人民币价格,美元价格,分类\nLM-1,灯,Lamp,2,0.3,灯饰\n'), name: '报价单.csv' };

/** A workbook written part by part, as a hostile tool could write it (no exceljs on the way). */
async function rawWorkbook(sheets: readonly string[]): Promise<Buffer> {
  const zip = new JSZip();
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  zip.file(
    '[Content_Types].xml',
    `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}</Types>`,
  );
  zip.file(
    '_rels/.rels',
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  );
  zip.file(
    'xl/workbook.xml',
    `<?xml version="1.0"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets>${sheets.map((_, i) => `<sheet name="工作表${i + 1}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
  );
  zip.file(
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${rel}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}</Relationships>`,
  );
  sheets.forEach((xml, i) => zip.file(`xl/worksheets/sheet${i + 1}.xml`, xml));
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
const sheetXml = (dimension: string | null, rows: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${dimension ? `<dimension ref="${dimension}"/>` : ''}<sheetData>${rows}</sheetData></worksheet>`;
const header = `<row r="1">${text('A1', '货号')}${text('B1', '中文名称')}</row>`;
function xfdRows(from: number, to: number): string {
  const rows: string[] = [];
  for (let r = from; r <= to; r++) rows.push(`<row r="${r}">${text(`XFD${r}`, `x${r}`)}</row>`);
  return rows.join('');
}

/** A refusal found by the reading thread (a thread started, the file inflated once): seconds, not the 102 s of old; looser than the 2 s of the early refusals for a shared machine. */
const THREAD_REFUSAL_MS = 5000;
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;

describe('a sheet 16,384 columns wide', () => {
  it('refuses 20,000 rows with a cell in column XFD from the sheet’s dimension, in under 2 s and under 100 MB', async () => {
    const bytes = await rawWorkbook([sheetXml('A1:XFD20001', header + xfdRows(2, 20_001))]);
    expect(bytes.length).toBeLessThan(400_000);
    const before = rssMb();
    const answer = await upload(clerk, { bytes, name: 'wide.xlsx' });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ field: 'file', message: expect.stringContaining(`最多 ${IMPORT_LIMITS.columns} 列`) });
    expect(answer.body.message).toContain('16,384');
    expect(answer.ms).toBeLessThan(2000);
    expect(rssMb() - before).toBeLessThan(100);
  });

  it('refuses the same sheet without a dimension at its first cell in XFD, read in the reading thread', async () => {
    const plain: string[] = [];
    for (let r = 2; r <= 4000; r++) plain.push(`<row r="${r}">${text(`A${r}`, `LM-${r * 7919}`)}${text(`B${r}`, `灯${(r * 104729) % 99991}`)}</row>`);
    const bytes = await rawWorkbook([sheetXml(null, header + plain.join('') + xfdRows(4001, 24_000))]);
    const before = rssMb();
    const started = performance.now();
    const answer = await upload(clerkEn, { bytes, name: 'wide-hidden.xlsx' });
    expect(answer.status).toBe(200); // nothing in its first kilobytes gives it away
    const job = await settled(answer.body.data.dto.id, clerkEn);
    expect(performance.now() - started).toBeLessThan(THREAD_REFUSAL_MS);
    expect(job).toMatchObject({ status: 'failed', report: null });
    expect(job.error).toBe(`file: a sheet may have at most ${IMPORT_LIMITS.columns} columns (cell XFD4001 is in column 16,384)`);
    expect(rssMb() - before).toBeLessThan(100);
    // A refused dry run cannot be applied.
    expect((await call('POST', `/api/admin/import/${job.id}/apply`, { headers: clerkEn })).body).toMatchObject({ code: 409, field: 'id' });
  });
});

describe('a picture zip holding a 512 MiB entry', () => {
  it('refuses it on its declared size without inflating it, in under 2 s and under 100 MB', async () => {
    const bomb = zipBytes([{ name: 'LM-1.jpg', data: zeros512, method: 8, size: 512 * 1024 * 1024 }]);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = rssMb();
    const answer = await upload(clerk, CSV, { bytes: bomb, name: 'pictures.zip' });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ field: 'pictures', message: 'pictures: 每张图片解压后不能超过 10 MB（“LM-1.jpg”有 512 MB）' });
    expect(answer.ms).toBeLessThan(2000);
    expect(rssMb() - before).toBeLessThan(100);
  });

  it('refuses it when the directory declares less than its packed data, at once', async () => {
    const liar = zipBytes([{ name: 'LM-1.jpg', data: zeros512, method: 8, size: 1000 }]);
    const answer = await upload(clerkEn, CSV, { bytes: liar, name: 'pictures.zip' });
    expect(answer).toMatchObject({
      status: 413,
      body: { field: 'pictures', message: 'pictures: “LM-1.jpg” unpacks to more than the 1,000 bytes it declares: the file is damaged or tampered with and was not read' },
    });
    expect(answer.ms).toBeLessThan(2000);
  });

  it('refuses it when the directory lies plausibly, stopping the inflate at the declared size', async () => {
    const declared = zeros512.length + 100_000; // as large as its packed data: nothing to see before inflating
    const liar = zipBytes([{ name: 'LM-1.jpg', data: zeros512, method: 8, size: declared }]);
    const before = rssMb();
    const started = performance.now();
    const answer = await upload(clerkEn, CSV, { bytes: liar, name: 'pictures.zip' });
    expect(answer.status).toBe(200);
    const job = await settled(answer.body.data.dto.id, clerkEn);
    expect(performance.now() - started).toBeLessThan(THREAD_REFUSAL_MS);
    expect(job.status).toBe('failed');
    expect(job.error).toBe(
      `pictures: “LM-1.jpg” unpacks to more than the ${declared.toLocaleString('en')} bytes it declares: the file is damaged or tampered with and was not read`,
    );
    expect(rssMb() - before).toBeLessThan(100);
  });
});

describe('each limit, refused with its message', () => {
  const stored = (name: string, size: number, data = Buffer.alloc(0)): RawEntry => ({ name, data, method: 0, size });

  it('sheets, rows and columns of a workbook', async () => {
    const small = sheetXml('A1:B2', `${header}<row r="2">${text('A2', 'LM-1')}${text('B2', '灯')}</row>`);
    const sheets = await upload(clerk, { bytes: await rawWorkbook(Array.from({ length: IMPORT_LIMITS.sheets + 1 }, () => small)), name: 'many.xlsx' });
    expect(sheets).toMatchObject({ status: 413, body: { field: 'file', message: 'file: 工作簿最多 100 个工作表（本文件有 101 个）' } });
    const rows = await upload(clerkEn, { bytes: await rawWorkbook([sheetXml('A1:B100002', header)]), name: 'long.xlsx' });
    expect(rows).toMatchObject({ status: 413, body: { field: 'file', message: 'file: a sheet may have at most 100,000 rows of data (this one has 100,001)' } });
    const columns = await upload(clerk, { bytes: await rawWorkbook([sheetXml('A1:GT2', header)]), name: 'wide.xlsx' });
    expect(columns).toMatchObject({ status: 413, body: { field: 'file', message: 'file: 工作表最多 200 列（本表有 202 列）' } });
  });

  it('on the mapping step too: the same 413 naming the limit, judged before and while the thread reads', async () => {
    const small = sheetXml('A1:B2', `${header}<row r="2">${text('A2', 'LM-1')}${text('B2', '灯')}</row>`);
    const many = await analyse(clerk, { bytes: await rawWorkbook(Array.from({ length: IMPORT_LIMITS.sheets + 1 }, () => small)), name: 'many.xlsx' });
    expect(many).toMatchObject({ status: 413, body: { field: 'file', message: 'file: 工作簿最多 100 个工作表（本文件有 101 个）' } });
    const wide = `${Array.from({ length: 201 }, (_, i) => `c${i}`).join(',')}\n`;
    const csv = await analyse(clerkEn, { bytes: Buffer.from(wide), name: 'wide.csv' });
    expect(csv).toMatchObject({ status: 413, body: { field: 'file', message: 'file: a sheet may have at most 200 columns (cell 1 is in column 201)' } });
  });

  it('rows and columns of a CSV, read in the reading thread', async () => {
    const wide = `${Array.from({ length: 201 }, (_, i) => `c${i}`).join(',')}\n`;
    const answer = await upload(clerkEn, { bytes: Buffer.from(wide), name: 'wide.csv' });
    const job = await settled(answer.body.data.dto.id, clerkEn);
    expect(job).toMatchObject({ status: 'failed', error: 'file: a sheet may have at most 200 columns (cell 1 is in column 201)' });
  });

  it('picture count, picture size, compression ratio, unpacked total and entry count of a zip', async () => {
    const many = zipBytes(Array.from({ length: IMPORT_LIMITS.pictures + 1 }, (_, i) => stored(`P-${i}.jpg`, 0)));
    expect(await upload(clerk, CSV, { bytes: many, name: 'p.zip' })).toMatchObject({
      status: 413,
      body: { field: 'pictures', message: 'pictures: 一次最多导入 20,000 张图片（本次有 20,001 张）' },
    });
    const big = zipBytes([stored('LM-1.jpg', 11 * 1024 * 1024)]);
    expect(await upload(clerkEn, CSV, { bytes: big, name: 'p.zip' })).toMatchObject({
      status: 413,
      body: { message: 'pictures: each picture must be at most 10 MB unpacked (“LM-1.jpg” is 11 MB)' },
    });
    const squeezed = zipBytes([{ name: 'LM-1.jpg', data: await deflatedZeros(5 * 1024 * 1024), method: 8, size: 5 * 1024 * 1024 }]);
    const ratio = await upload(clerkEn, CSV, { bytes: squeezed, name: 'p.zip' });
    expect(ratio).toMatchObject({
      status: 413,
      body: { field: 'pictures', message: expect.stringMatching(/^pictures: “LM-1\.jpg” is compressed [\d,]+:1, over the 100:1 limit/) },
    });
    const filler = Buffer.alloc(110 * 1024);
    const huge = zipBytes(Array.from({ length: 110 }, (_, i) => stored(`notes-${i}.bin`, 10 * 1024 * 1024, filler)));
    expect(await upload(clerkEn, CSV, { bytes: huge, name: 'p.zip' })).toMatchObject({
      status: 413,
      body: { message: 'pictures: must unpack to at most 1,024 MB in all (this one unpacks to 1,100 MB)' },
    });
    const crowded = zipBytes(Array.from({ length: IMPORT_LIMITS.zipEntries + 1 }, (_, i) => stored(`n${i}.txt`, 0)));
    expect(await upload(clerk, CSV, { bytes: crowded, name: 'p.zip' })).toMatchObject({
      status: 413,
      body: { message: 'pictures: 压缩包内最多 25,000 个文件（本文件有 25,001 个）' },
    });
  });

  it('lists the zip’s pictures whose name matches no item code of the sheet, and imports the others', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 200, g: 40, b: 40 } } })
      .jpeg()
      .toBuffer();
    const zip = new JSZip();
    zip.file('LM-1.jpg', jpeg);
    zip.file('photos/NOPE-9.jpg', jpeg);
    zip.file('readme.txt', 'not a picture');
    const answer = await upload(clerk, CSV, { bytes: await zip.generateAsync({ type: 'nodebuffer' }), name: 'p.zip' });
    const job = await settled(answer.body.data.dto.id, clerk);
    expect(job.status).toBe('checked');
    expect(job.report).toMatchObject({ counts: { create: 1, error: 0 }, pictureCount: 1, unmatchedPictures: ['photos/NOPE-9.jpg'] });
  });
});

/** Node request → fetch Request (its body streamed, as Next hands it on) → the API app → Node response. */
async function streamToApi(req: IncomingMessage, res: ServerResponse) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : (Readable.toWeb(req) as ReadableStream);
  const answer = await apiApp.fetch(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body, duplex: 'half' } as RequestInit));
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/** Sends `head`, then keeps writing body bytes until the server closes the socket; answers what came back and when the socket closed. */
function keepWriting(port: number, head: string, chunked: boolean): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    const piece = Buffer.alloc(64 * 1024, 0x20);
    const framed = chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece;
    let writer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(head);
      writer = setInterval(() => socket.writable && socket.write(framed), 2);
    });
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', () => undefined); // the server may reset a socket that is still being written to
    socket.on('close', () => {
      clearInterval(writer);
      resolve({ answer: Buffer.concat(received).toString('latin1'), ms: performance.now() - started });
    });
  });
}

describe('a body over its limit', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer(frontListener(streamToApi, { trusted: parseTrustedProxies('') }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const cases: [string, string, boolean][] = [
    [
      'a 10 MB JSON body declared by its length',
      `POST /api/Customer/ResetPwdByEmail HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`,
      false,
    ],
    [
      'a JSON body streamed in chunks past 1 MB',
      'POST /api/Customer/ResetPwdByEmail HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
      true,
    ],
    [
      'a 600 MB upload',
      `POST /api/admin/import HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${600 * 1024 * 1024}\r\n\r\n`,
      false,
    ],
    [
      'a 60 MB sheet on the mapping step',
      `POST /api/admin/import/analyse HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${60 * 1024 * 1024}\r\n\r\n`,
      false,
    ],
  ];
  for (const [what, head, chunked] of cases) {
    it(`answers ${what} with 413 and Connection: close, and closes the socket while the client still writes`, async () => {
      const { answer, ms } = await keepWriting(port, head, chunked);
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toContain('"field":"body"');
      expect(ms).toBeLessThan(3000);
    });
  }
});
