import { DomainError } from '@/server/errors';
import { IMPORT_LIMITS } from '@/lib/validation/admin/import';
import type { ImportLang } from './row-messages';

// Why an upload was refused, in the staff member's workspace language, naming the limit it
// passed and what the file holds (docs/adr/0040). Shown as the upload's error and on the job card.

export type RefusalCode =
  'fileBytes' | 'unpackedBytes' | 'entryBytes' | 'sizeLies' | 'ratio' | 'entries' | 'sheets' | 'rows' | 'columns' | 'pictures' | 'memory' | 'timeout' | 'unreadable';

export type RefusalParams = Record<string, string | number>;

const mb = (bytes: string | number | undefined) => Math.ceil(Number(bytes ?? 0) / (1024 * 1024)).toLocaleString('en');
const n = (value: string | number | undefined) => Number(value ?? 0).toLocaleString('en');

type Words = (p: RefusalParams, field: 'file' | 'pictures') => string;

const ZH: Record<RefusalCode, Words> = {
  fileBytes: (p) => `文件不能超过 ${mb(p.limit)} MB`,
  unpackedBytes: (p) => `解压后总共不能超过 ${mb(p.limit)} MB（本文件解压后 ${mb(p.found)} MB）`,
  entryBytes: (p, f) =>
    f === 'pictures' || /\.(jpe?g|png|webp|gif)$/i.test(String(p.name)) || String(p.name).startsWith('xl/media/')
      ? `每张图片解压后不能超过 ${mb(p.limit)} MB（“${p.name}”有 ${mb(p.found)} MB）`
      : `“${p.name}”解压后 ${mb(p.found)} MB，太大`,
  sizeLies: (p) => `“${p.name}”解压后比它声明的 ${n(p.limit)} 字节更大：文件已损坏或被改过，未读取`,
  ratio: (p) => `“${p.name}”的压缩比 ${n(p.found)}:1 超过 ${n(p.limit)}:1（疑似压缩炸弹），未解压`,
  entries: (p) => `压缩包内最多 ${n(p.limit)} 个文件（本文件有 ${n(p.found)} 个）`,
  sheets: (p) => `工作簿最多 ${n(p.limit)} 个工作表（本文件有 ${n(p.found)} 个）`,
  rows: (p) => `工作表最多 ${n(p.limit)} 行数据${p.found === undefined ? '' : `（本表有 ${n(p.found)} 行）`}`,
  columns: (p) => `工作表最多 ${n(p.limit)} 列${p.cell ? `（单元格 ${p.cell} 在第 ${n(p.found)} 列）` : `（本表有 ${n(p.found)} 列）`}`,
  pictures: (p) => `一次最多导入 ${n(p.limit)} 张图片（本次有 ${n(p.found)} 张）`,
  memory: (p) => `文件太复杂，读取时超过 ${n(p.limit)} MB 内存上限，请拆成几个文件`,
  timeout: (p) => `文件读取超过 ${n(p.limit)} 秒，请拆成几个文件`,
  unreadable: (_p, f) => (f === 'pictures' ? '必须是可读取的 .zip 文件' : '无法读取：必须是 .xlsx 工作簿或 .csv 文件'),
};

const EN: Record<RefusalCode, Words> = {
  fileBytes: (p) => `must be at most ${mb(p.limit)} MB`,
  unpackedBytes: (p) => `must unpack to at most ${mb(p.limit)} MB in all (this one unpacks to ${mb(p.found)} MB)`,
  entryBytes: (p, f) =>
    f === 'pictures' || /\.(jpe?g|png|webp|gif)$/i.test(String(p.name)) || String(p.name).startsWith('xl/media/')
      ? `each picture must be at most ${mb(p.limit)} MB unpacked (“${p.name}” is ${mb(p.found)} MB)`
      : `“${p.name}” unpacks to ${mb(p.found)} MB, too large`,
  sizeLies: (p) => `“${p.name}” unpacks to more than the ${n(p.limit)} bytes it declares: the file is damaged or tampered with and was not read`,
  ratio: (p) => `“${p.name}” is compressed ${n(p.found)}:1, over the ${n(p.limit)}:1 limit (a zip bomb?); not unpacked`,
  entries: (p) => `a zip may hold at most ${n(p.limit)} files (this one has ${n(p.found)})`,
  sheets: (p) => `a workbook may have at most ${n(p.limit)} sheets (this one has ${n(p.found)})`,
  rows: (p) => `a sheet may have at most ${n(p.limit)} rows of data${p.found === undefined ? '' : ` (this one has ${n(p.found)})`}`,
  columns: (p) => `a sheet may have at most ${n(p.limit)} columns${p.cell ? ` (cell ${p.cell} is in column ${n(p.found)})` : ` (this one has ${n(p.found)})`}`,
  pictures: (p) => `at most ${n(p.limit)} pictures per import (this one has ${n(p.found)})`,
  memory: (p) => `too complex to read within the ${n(p.limit)} MB memory bound: split it into several files`,
  timeout: (p) => `reading it took over ${n(p.limit)} s: split it into several files`,
  unreadable: (_p, f) => (f === 'pictures' ? 'must be a readable .zip file' : 'must be a readable .xlsx workbook or .csv file'),
};

const refusalWords = (lang: ImportLang, field: 'file' | 'pictures', code: RefusalCode, params: RefusalParams) => (lang === 'zh' ? ZH : EN)[code](params, field);

/** `field: what is wrong` in the workspace language. */
export function refusalMessage(lang: ImportLang, field: 'file' | 'pictures', code: RefusalCode, params: RefusalParams = {}): string {
  return `${field}: ${refusalWords(lang, field, code, params)}`;
}

/** The refusal of an upload (`file` or the `pictures` zip) as a domain error: unreadable, or over a limit. */
export function uploadRefused(lang: ImportLang, input: 'file' | 'pictures', code: RefusalCode, params: RefusalParams = {}): DomainError {
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  return new DomainError(code === 'unreadable' ? 'bad_request' : 'payload_too_large', refusalWords(lang, input, code, params), { input, refusal: code, limit });
}

/** The limits as the import thread reads them. */
export const threadLimits = () => ({ ...IMPORT_LIMITS });
