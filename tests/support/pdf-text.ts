import { inflateSync } from 'node:zlib';

// Reading a pdfkit PDF the way a viewer would, without a PDF library (the export and the
// inquiry-document suites). Each font has its own glyph numbers, so every text run is decoded
// through the ToUnicode map of the font it is set in (`/F2 9 Tf`); a standard font (Helvetica,
// no map) writes WinAnsi bytes.

interface PdfObject {
  dict: string;
  /** The stream's bytes as latin1 (inflated unless it is a picture); undefined without one. */
  stream?: string;
}

function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of raw.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const begin = match.index + match[0].length;
    const end = raw.indexOf('endobj', begin);
    const body = raw.slice(begin, end);
    const at = body.indexOf('stream\n');
    if (at === -1) {
      objects.set(Number(match[1]), { dict: body });
      continue;
    }
    const dict = body.slice(0, at);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const data = pdf.subarray(begin + at + 7, begin + at + 7 + length);
    const stream = !dict.includes('/FlateDecode') ? data.toString('latin1') : dict.includes('/Subtype /Image') ? '' : inflateSync(data).toString('latin1');
    objects.set(Number(match[1]), { dict, stream });
  }
  return objects;
}

/** Glyph number → text of one ToUnicode CMap. */
function glyphMap(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  const utf16 = (hex: string) => Buffer.from(hex.replace(/ /g, ''), 'hex').swap16().toString('utf16le');
  for (const [, from, , list] of cmap.matchAll(/<([0-9a-f]+)> <([0-9a-f]+)> \[([^\]]*)\]/gi)) {
    // A ligature maps to several code units, written with spaces between them: `<0066 0069>` (fi).
    [...list!.matchAll(/<([0-9a-f ]+)>/gi)].forEach((m, i) => glyphs.set(parseInt(from!, 16) + i, utf16(m[1]!)));
  }
  return glyphs;
}

/**
 * The text a PDF shows, one line per text run in drawing order: streams inflated, pdfkit's hex
 * glyph strings mapped back to characters through their font's ToUnicode map.
 */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  // Font resource name (F1, F2 …; pdfkit numbers them per document) → that font's glyph map.
  const fonts = new Map<string, Map<number, string> | null>();
  for (const { dict } of objects.values()) {
    for (const [, name, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const toUnicode = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
      fonts.set(name!, toUnicode ? glyphMap(objects.get(Number(toUnicode))?.stream ?? '') : null);
    }
  }
  const decode = (hex: string, glyphs: Map<number, string> | null | undefined) =>
    glyphs ? (hex.match(/.{4}/g) ?? []).map((g) => glyphs.get(parseInt(g, 16)) ?? '').join('') : Buffer.from(hex, 'hex').toString('latin1');
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream || !/ T[Jj]\n/.test(stream)) continue;
    let glyphs: Map<number, string> | null | undefined;
    for (const [, font, array, single] of stream.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]+)> Tj/gi)) {
      if (font) glyphs = fonts.get(font);
      else lines.push(single ? decode(single, glyphs) : [...array!.matchAll(/<([0-9a-f]+)>/gi)].map((m) => decode(m[1]!, glyphs)).join(''));
    }
  }
  return lines.join('\n');
}
