import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The font of the PDFs. Chinese needs a CJK font: Noto Sans Hans (SIL OFL) from the npm package
// @embedpdf/fonts-sc (a dependency, so every install has it), else Debian's fonts-noto-cjk. With
// neither, a sheet whose text needs more than Latin-1 cannot be written honestly: the caller
// answers 503 naming the font (MissingPdfFontError), never a PDF of empty boxes.

export interface PdfFontFile {
  file: string;
  /** PostScript name inside a collection (.ttc); none for a single font file. */
  postscriptName?: string;
}

export interface PdfFont {
  bytes: Buffer;
  postscriptName?: string;
  /** What the 503 and the logs call it. */
  name: string;
}

export const CJK_FONT_NAME = 'Noto Sans CJK SC (npm @embedpdf/fonts-sc or Debian fonts-noto-cjk)';

/** `node_modules/...` from the working directory upwards (`next start` and the tests run from the project). */
function inNodeModules(relative: string): string {
  let dir = process.cwd();
  for (;;) {
    const candidate = path.join(dir, 'node_modules', relative);
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) return path.join(process.cwd(), 'node_modules', relative);
    dir = parent;
  }
}

export function defaultCjkFontFiles(): PdfFontFile[] {
  return [
    { file: inNodeModules('@embedpdf/fonts-sc/fonts/NotoSansHans-Regular.otf') },
    { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', postscriptName: 'NotoSansCJKsc-Regular' },
  ];
}

export class MissingPdfFontError extends Error {
  constructor(readonly fontName: string) {
    super(`No ${fontName} font is installed: a Chinese PDF cannot be made`);
    this.name = 'MissingPdfFontError';
  }
}

// Read once per process (8 MB); pdfkit embeds only the glyphs a document uses.
let candidates: PdfFontFile[] | undefined;
let cached: PdfFont | null | undefined;
let cachedBold: PdfFont | null | undefined;

function firstReadable(files: readonly PdfFontFile[]): PdfFont | null {
  for (const { file, postscriptName } of files) {
    try {
      return { bytes: readFileSync(file), postscriptName, name: path.basename(file) };
    } catch {
      // Not installed here: try the next one.
    }
  }
  return null;
}

/** The CJK font, or null when none is installed. */
export function cjkFont(): PdfFont | null {
  if (cached === undefined) {
    cached = firstReadable(candidates ?? defaultCjkFontFiles());
    if (!cached) console.warn(`[exports] ${CJK_FONT_NAME} not found: Chinese PDFs answer 503`);
  }
  return cached;
}

/** Tests point the lookup elsewhere (undefined = the defaults) and forget what was read. */
export function useCjkFontFiles(files: PdfFontFile[] | undefined): void {
  candidates = files;
  cached = undefined;
  cachedBold = undefined;
}

/**
 * The bold weight, for headings and totals of the quotation and proforma. Optional:
 * without it they print in the regular weight. A test that points the lookup elsewhere gets none.
 */
export function cjkBoldFont(): PdfFont | null {
  if (cachedBold === undefined) {
    cachedBold = candidates
      ? null
      : firstReadable([
          { file: inNodeModules('@embedpdf/fonts-sc/fonts/NotoSansHans-Bold.otf') },
          { file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', postscriptName: 'NotoSansCJKsc-Bold' },
        ]);
  }
  return cachedBold;
}

// pdfkit's built-in Helvetica speaks WinAnsi: Latin-1 plus a few typographic marks.
const WIN_ANSI = /^[\t\n\r\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]*$/;

/** True when Helvetica can write every one of `texts` (so an English sheet needs no CJK font). */
export function fitsStandardFont(texts: readonly string[]): boolean {
  return texts.every((text) => WIN_ANSI.test(text));
}
