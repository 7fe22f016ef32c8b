// CSV as staff save it from Excel or WPS: UTF-8 (with or without BOM), UTF-16 with a
// BOM, or GB18030 (Excel's "CSV" on a Chinese Windows). Decoded strictly as UTF-8 first; bytes
// that are not UTF-8 are read as GB18030, a superset of GBK and GB2312. Plain JavaScript: the import
// thread (import-thread.mjs) reads CSV files with it.

/** @param {Uint8Array} bytes @returns {string} */
export function decodeCsv(bytes) {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** The separator of the header line: comma, semicolon (European Excel) or tab, whichever is most used. */
function separatorOf(text) {
  const line = text.slice(0, Math.max(0, text.indexOf('\n')) || text.length);
  const counts = [',', ';', '\t'].map((sep) => [sep, line.split(sep).length]);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** RFC 4180 records: quoted fields may hold separators, quotes ("") and line breaks. */
export function parseCsv(text) {
  const sep = separatorOf(text);
  const records = [];
  let field = '';
  let record = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === '') quoted = true;
    else if (ch === sep) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += ch;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}
