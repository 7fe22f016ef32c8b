// A zip's table of contents read from its central directory, and one entry inflated with a hard
// ceiling on what comes out. An upload's zip (an .xlsx is one, and so is a picture zip) is judged
// on the sizes it declares before anything is inflated, and again while inflating, because the
// declared sizes are the attacker's to write: a 510 kB zip can hold a 512 MiB entry of zeros.
//
// Plain JavaScript: the import thread (import-thread.mjs) loads it by path, and the server's
// TypeScript imports it too (zip-entries.d.mts), so both judge a zip the same way.
import { openSync, readSync, closeSync, fstatSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { inflateRawSync, inflateRaw, createInflateRaw } from 'node:zlib';
import { promisify } from 'node:util';

const inflateRawAsync = promisify(inflateRaw);

/** Why a zip is refused: `code` names the limit, `params` what was found (for the message). */
export class ZipRefusal extends Error {
  constructor(code, params = {}) {
    super(`${code}: ${JSON.stringify(params)}`);
    this.name = 'ZipRefusal';
    this.code = code;
    this.params = params;
  }
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

/** A byte source: a whole buffer, or an open file read piece by piece (a 500 MB zip is never loaded whole). */
export function bufferSource(buffer) {
  return { size: buffer.length, read: (position, length) => buffer.subarray(position, Math.min(buffer.length, position + length)), close() {} };
}

export function fileSource(path) {
  const fd = openSync(path, 'r');
  const size = fstatSync(fd).size;
  return {
    size,
    read(position, length) {
      const out = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      let done = 0;
      while (done < out.length) {
        const n = readSync(fd, out, done, out.length - done, position + done);
        if (n === 0) break;
        done += n;
      }
      return out.subarray(0, done);
    },
    close: () => closeSync(fd),
  };
}

const unreadable = () => new ZipRefusal('unreadable');

function findEnd(source) {
  const tail = Math.min(source.size, 22 + 65535);
  const buf = source.read(source.size - tail, tail);
  for (let i = buf.length - 22; i >= 0; i--) if (buf.readUInt32LE(i) === EOCD) return { buf, at: i, base: source.size - tail };
  throw unreadable();
}

/**
 * Every entry of the central directory: name, method, declared compressed and unpacked sizes and
 * where its local header is. Reads only the end of the file and the directory itself; refuses
 * more than `maxEntries` entries before reading them.
 */
export function readEntries(source, maxEntries) {
  const { buf, at, base } = findEnd(source);
  let count = buf.readUInt16LE(at + 10);
  let dirSize = buf.readUInt32LE(at + 12);
  let dirOffset = buf.readUInt32LE(at + 16);
  if (count === 0xffff || dirOffset === 0xffffffff || dirSize === 0xffffffff) {
    const locAt = at - 20;
    if (locAt < 0 || buf.readUInt32LE(locAt) !== ZIP64_LOCATOR) throw unreadable();
    const end64 = source.read(Number(buf.readBigUInt64LE(locAt + 8)), 56);
    if (end64.length < 56 || end64.readUInt32LE(0) !== ZIP64_EOCD) throw unreadable();
    count = Number(end64.readBigUInt64LE(32));
    dirSize = Number(end64.readBigUInt64LE(40));
    dirOffset = Number(end64.readBigUInt64LE(48));
  }
  if (count > maxEntries) throw new ZipRefusal('entries', { limit: maxEntries, found: count });
  if (dirOffset + dirSize > source.size || base + at < dirOffset) throw unreadable();
  const dir = source.read(dirOffset, dirSize);
  const entries = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + 46 > dir.length || dir.readUInt32LE(p) !== CENTRAL) throw unreadable();
    const flags = dir.readUInt16LE(p + 8);
    const method = dir.readUInt16LE(p + 10);
    let compressedSize = dir.readUInt32LE(p + 20);
    let size = dir.readUInt32LE(p + 24);
    const nameLength = dir.readUInt16LE(p + 28);
    const extraLength = dir.readUInt16LE(p + 30);
    const commentLength = dir.readUInt16LE(p + 32);
    let offset = dir.readUInt32LE(p + 42);
    const nameBytes = dir.subarray(p + 46, p + 46 + nameLength);
    const name = flags & 0x800 ? nameBytes.toString('utf8') : nameBytes.toString('latin1');
    // Zip64: the sizes and offset that did not fit in 32 bits follow in the 0x0001 extra field.
    let e = p + 46 + nameLength;
    const extraEnd = e + extraLength;
    while (e + 4 <= extraEnd) {
      const id = dir.readUInt16LE(e);
      const length = dir.readUInt16LE(e + 2);
      if (id === 0x0001) {
        let q = e + 4;
        if (size === 0xffffffff) {
          size = Number(dir.readBigUInt64LE(q));
          q += 8;
        }
        if (compressedSize === 0xffffffff) {
          compressedSize = Number(dir.readBigUInt64LE(q));
          q += 8;
        }
        if (offset === 0xffffffff) offset = Number(dir.readBigUInt64LE(q));
      }
      e += 4 + length;
    }
    entries.push({ name, method, compressedSize, size, offset, directory: name.endsWith('/') });
    p = extraEnd + commentLength;
  }
  return entries;
}

/**
 * Refuses a zip on what its directory declares: the sum of unpacked sizes, any entry over its own
 * ceiling (`entryLimit(entry)` answers the ceiling, or Infinity), and any entry over 1 MB that
 * claims to shrink more than `ratio` times (honest sheets' XML shrinks ~10×, photos ~1×; zeros 1,000×).
 */
export function checkDeclared(entries, { maxUnpacked, ratio, entryLimit = () => Infinity }) {
  let total = 0;
  for (const entry of entries) {
    if (entry.directory) continue;
    total += entry.size;
    // Deflate never grows data by more than a few bytes per 16 kB block: packed data larger than
    // the declared unpacked size is a lie about that size (and would make the reader allocate it).
    if (entry.compressedSize > entry.size + Math.ceil(entry.size / 1000) + 1024) throw new ZipRefusal('sizeLies', { name: entry.name, limit: entry.size });
    const ceiling = entryLimit(entry);
    if (entry.size > ceiling) throw new ZipRefusal('entryBytes', { name: entry.name, limit: ceiling, found: entry.size });
    if (entry.size > 1024 * 1024 && entry.size > ratio * Math.max(1, entry.compressedSize)) {
      throw new ZipRefusal('ratio', { name: entry.name, limit: ratio, found: Math.round(entry.size / Math.max(1, entry.compressedSize)) });
    }
  }
  if (total > maxUnpacked) throw new ZipRefusal('unpackedBytes', { limit: maxUnpacked, found: total });
  return total;
}

function dataRange(source, entry) {
  const header = source.read(entry.offset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL) throw unreadable();
  const start = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > source.size) throw unreadable();
  return { start, length: entry.compressedSize };
}

function tooBig(entry, error) {
  if (error && (error.code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError)) return new ZipRefusal('sizeLies', { name: entry.name, limit: entry.size });
  return unreadable();
}

/** The entry's bytes; never more than its declared size comes out (a lie stops the inflate there). */
export function inflateEntrySync(source, entry) {
  const { start, length } = dataRange(source, entry);
  const compressed = source.read(start, length);
  if (entry.method === 0) {
    if (compressed.length !== entry.size) throw new ZipRefusal('sizeLies', { name: entry.name, limit: entry.size });
    return compressed;
  }
  if (entry.method !== 8) throw unreadable();
  let out;
  try {
    out = inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.size) });
  } catch (error) {
    throw tooBig(entry, error);
  }
  if (out.length !== entry.size) throw new ZipRefusal('sizeLies', { name: entry.name, limit: entry.size });
  return out;
}

/** The same for the server's thread: the inflate runs in libuv's pool, not on the thread that serves pages. */
export async function inflateEntryOfFile(path, entry) {
  const handle = await open(path, 'r');
  try {
    const header = Buffer.alloc(30);
    await handle.read(header, 0, 30, entry.offset);
    if (header.readUInt32LE(0) !== LOCAL) throw unreadable();
    const start = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const compressed = Buffer.alloc(entry.compressedSize);
    await handle.read(compressed, 0, compressed.length, start);
    if (entry.method === 0) return compressed;
    try {
      const out = await inflateRawAsync(compressed, { maxOutputLength: Math.max(1, entry.size) });
      if (out.length !== entry.size) throw new ZipRefusal('sizeLies', { name: entry.name, limit: entry.size });
      return out;
    } catch (error) {
      if (error instanceof ZipRefusal) throw error;
      throw tooBig(entry, error);
    }
  } finally {
    await handle.close();
  }
}

/**
 * Inflates an entry only to count what really comes out, a piece at a time (constant memory):
 * refuses it as soon as it passes its declared size. `onChunk` sees each inflated piece (and may
 * throw to stop). The .xlsx's XML goes through this before the
 * workbook reader streams it, so the reader never sees more than the directory declared.
 */
export function countEntry(source, entry, onChunk = undefined) {
  const { start, length } = dataRange(source, entry);
  if (entry.method === 0) return length === entry.size ? Promise.resolve(length) : Promise.reject(new ZipRefusal('sizeLies', { name: entry.name, limit: entry.size }));
  return new Promise((resolve, reject) => {
    let count = 0;
    const inflate = createInflateRaw();
    inflate.on('data', (chunk) => {
      count += chunk.length;
      if (count > entry.size) {
        inflate.destroy();
        reject(new ZipRefusal('sizeLies', { name: entry.name, limit: entry.size }));
        return;
      }
      try {
        onChunk?.(chunk);
      } catch (error) {
        inflate.destroy();
        reject(error);
      }
    });
    inflate.on('error', () => reject(unreadable()));
    inflate.on('end', () => (count === entry.size ? resolve(count) : reject(new ZipRefusal('sizeLies', { name: entry.name, limit: entry.size }))));
    // Fed in 1 MB pieces so a large sheet is never read whole.
    const piece = 1024 * 1024;
    let done = 0;
    const feed = () => {
      while (done < length) {
        const chunk = source.read(start + done, Math.min(piece, length - done));
        done += chunk.length;
        if (!inflate.write(chunk)) return inflate.once('drain', feed);
      }
      inflate.end();
    };
    feed();
  });
}

/**
 * The first `bytes` of an entry's text, inflated from a small compressed prefix (at most about
 * 1,000× that prefix comes out): enough to read a sheet's <dimension> and its first cells.
 */
export function entryHead(source, entry, compressedBytes = 2048) {
  const { start, length } = dataRange(source, entry);
  const prefix = source.read(start, Math.min(length, compressedBytes));
  if (entry.method === 0) return prefix.toString('utf8');
  try {
    return inflateRawSync(prefix, { finishFlush: 2 /* Z_SYNC_FLUSH: what the prefix decodes to */ }).toString('utf8');
  } catch {
    return '';
  }
}
