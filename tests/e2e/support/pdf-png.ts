import fs from 'node:fs';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';

// A downloaded PDF as the buyer would see it: page 1 drawn by pdf.js (the devDependency
// pdfjs-dist) in a page of the test's own browser context, answered as PNG bytes with the page's
// text. pdf.js is served from node_modules on a made-up origin through page.route, so nothing
// reaches the network and the app's CSP (which would refuse pdf.js and its worker) is not in play.

const PDFJS = path.resolve(__dirname, '../../../node_modules/pdfjs-dist');
const ORIGIN = 'http://pdfjs.test';

const TYPES: Record<string, string> = {
  '.mjs': 'text/javascript',
  '.html': 'text/html',
  '.pcf': 'application/octet-stream',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/octet-stream',
  '.ttf': 'font/ttf',
};

const VIEWER = `<!doctype html><meta charset="utf-8"><title>pdf</title><body style="margin:0;background:#fff"></body>`;

/** Files under pdfjs-dist (build/, standard_fonts/, cmaps/) and the PDF under test; nothing else. */
function serve(pdf: Buffer) {
  return async (route: Route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: VIEWER });
    if (pathname === '/document.pdf') return route.fulfill({ contentType: 'application/pdf', body: pdf });
    const file = path.join(PDFJS, path.normalize(pathname));
    if (!file.startsWith(PDFJS + path.sep) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ contentType: TYPES[path.extname(file)] ?? 'application/octet-stream', body: fs.readFileSync(file) });
  };
}

/**
 * Page 1 (or `pageNumber`) of `pdf` rendered at 2× (A4 → 1191 × 1684 px) in a new page of
 * `page`'s context (so the test's own page stays where it is): the PNG bytes, and the text pdf.js
 * reads from that page (one text run per line, in drawing order).
 */
export async function pdfToPng(page: Page, pdf: Buffer, { pageNumber = 1 }: { pageNumber?: number } = {}): Promise<{ png: Buffer; text: string }> {
  const viewer = await page.context().newPage();
  try {
    await viewer.route(`${ORIGIN}/**`, serve(pdf));
    await viewer.goto(`${ORIGIN}/`);
    const drawn = await viewer.evaluate(async (number) => {
      const build = '/build/pdf.min.mjs';
      const pdfjs = (await import(build)) as typeof import('pdfjs-dist');
      pdfjs.GlobalWorkerOptions.workerSrc = '/build/pdf.worker.min.mjs';
      const data = new Uint8Array(await (await fetch('/document.pdf')).arrayBuffer());
      const document = await pdfjs.getDocument({ data, standardFontDataUrl: '/standard_fonts/', cMapUrl: '/cmaps/', cMapPacked: true }).promise;
      const shown = await document.getPage(number);
      const viewport = shown.getViewport({ scale: 2 });
      const canvas = window.document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      window.document.body.append(canvas);
      await shown.render({ canvas, viewport }).promise;
      const content = await shown.getTextContent();
      // pdfkit writes each cell or line as its own run; the blank runs pdf.js adds between them carry nothing.
      const text = content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((run) => run.trim() !== '')
        .join('\n');
      await document.destroy();
      return { png: canvas.toDataURL('image/png'), text };
    }, pageNumber);
    return { png: Buffer.from(drawn.png.slice(drawn.png.indexOf(',') + 1), 'base64'), text: drawn.text.trim() };
  } finally {
    await viewer.close();
  }
}
