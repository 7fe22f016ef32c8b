import { createRoute, z, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ExportBusyError, MissingPdfFontError, attachmentDisposition, type ExportFile } from '@/server/exports';
import { AppError, type ErrorCode } from '@/server/errors';
import { errorResponses } from './errors';

// How a rendered download is answered (the cart and inquiry exports, the quotation and the
// proforma invoice): the file as an attachment, never cached; a missing CJK font is a 503 naming `font`,
// a full render queue a 503 `busy` with Retry-After.

/** Runs a render, turning the render queue's and the font lookup's refusals into AppErrors. */
export async function rendered<T>(render: () => Promise<T>): Promise<T> {
  try {
    return await render();
  } catch (error) {
    if (error instanceof MissingPdfFontError) throw new AppError('unavailable', `font: ${error.message}`, { field: 'font' });
    if (error instanceof ExportBusyError) {
      const wait = error.retryAfterSeconds;
      throw new AppError('busy', `Too many exports at once; try again in ${wait} s`, { retryAfter: wait });
    }
    throw error;
  }
}

export function fileAnswer(c: Context, file: ExportFile) {
  return c.body(new Uint8Array(file.bytes), 200, {
    'Content-Type': file.contentType,
    'Content-Disposition': attachmentDisposition(file.fileName),
    'Cache-Control': 'private, no-store',
  });
}

/** The OpenAPI description of a file answer of the given content types. */
export function fileResponseDoc(types: readonly string[], description = 'The file (Content-Disposition: attachment; Cache-Control: private, no-store)') {
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: z.string().openapi({ type: 'string', format: 'binary' }) }])) };
}

/** GET `path` answering a PDF (200: `ok`) instead of a JSON envelope; otherwise like apiRoute(). */
export function pdfRoute<P extends string, R extends NonNullable<RouteConfig['request']>>(
  path: P,
  request: R,
  tag: string,
  { summary, description, ok, errors }: { summary: string; description: string; ok: string; errors: readonly ErrorCode[] },
) {
  return createRoute({
    method: 'get',
    path,
    tags: [tag],
    summary,
    description,
    request,
    responses: { 200: fileResponseDoc(['application/pdf'], ok), ...errorResponses(...errors) },
  });
}
