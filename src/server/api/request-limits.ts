import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { IMPORT_FILE_MAX_BYTES, IMPORT_PICTURES_MAX_BYTES } from '@/lib/validation/admin/import';
import { AppError } from '@/server/errors';

// Guards every /api request before any route reads it (docs/ARCHITECTURE.md, "Hostile input").

/** No §7 call sends more than a cart of lines or a 2000-character message (uploads: below). */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The workspace calls that take files, each with its own bounded limit in place of the
 * 1 MB (POST only; a path pattern, since these paths carry a row id). The route checks the file's
 * own limit after this; the margin is the multipart envelope around it.
 */
export const UPLOAD_BODY_LIMIT_PATTERNS: readonly (readonly [RegExp, number])[] = [
  // A product picture (POST /api/admin/products/{id}/pictures): at most 10 MB.
  [/^\/api\/admin\/products\/\d{1,10}\/pictures\/?$/i, 10 * 1024 * 1024 + 64 * 1024],
  // Content uploads (POST /api/admin/uploads): the largest kind is a 200 MB video, plus the form's parts.
  [/^\/api\/admin\/uploads\/?$/i, 200 * 1024 * 1024 + 64 * 1024],
  // Catalogue import (POST /api/admin/import): the sheet (50 MB) plus the pictures zip (500 MB) plus the multipart framing.
  [/^\/api\/admin\/import\/?$/i, IMPORT_FILE_MAX_BYTES + IMPORT_PICTURES_MAX_BYTES + 1024 * 1024],
  // The import's mapping step (POST /api/admin/import/analyse): the sheet alone, plus the framing.
  [/^\/api\/admin\/import\/analyse\/?$/i, IMPORT_FILE_MAX_BYTES + 1024 * 1024],
];

const megabytes = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

function limitOf(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new AppError('payload_too_large', `body: must be at most ${megabytes(maxSize)}`, { field: 'body' });
    },
  });
}

/**
 * 413 for a body over 1 MB (or an upload route's own limit): refused up front on its
 * Content-Length, or as soon as a streamed (chunked) body passes the limit, so the body is never
 * buffered whole. The 413 goes out with `Connection: close` (errors.ts) and the front server ends
 * the socket after it (scripts/server/front.mjs), whichever of these limits refused the body.
 */
export function apiBodyLimit(): MiddlewareHandler {
  const standard = limitOf(API_BODY_LIMIT_BYTES);
  const patterns = UPLOAD_BODY_LIMIT_PATTERNS.map(([pattern, bytes]) => [pattern, limitOf(bytes)] as const);
  return (c, next) => {
    const upload = c.req.method === 'POST' ? patterns.find(([pattern]) => pattern.test(c.req.path))?.[1] : undefined;
    return (upload ?? standard)(c, next);
  };
}

/**
 * Deepest nesting of arrays and objects a JSON body may have. No §7 body goes past 3 (a cart:
 * `{ list: [{ productId, addNum }] }`); thousands of levels overflow the stack of every recursive
 * walk after JSON.parse (our text check, zod), which was a 500.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * True when `text` opens more than `limit` arrays or objects inside one another. One pass over the
 * raw text, no recursion and no parse, so it is safe on any input: brackets inside strings do not
 * count (escapes are skipped), and malformed JSON is left for the route's validator.
 */
export function jsonNestingExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: the next character is escaped
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

/**
 * Why text is refused: PostgreSQL text cannot hold U+0000 (the insert fails with "invalid byte
 * sequence"), and a lone UTF-16 surrogate has no UTF-8 form (the driver would store U+FFFD, not
 * what was sent). Both are refused with a 400 naming the field instead of being altered.
 */
function unstorable(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL (U+0000) characters';
  if (!text.isWellFormed()) return 'must be well-formed Unicode (no lone surrogates)';
  return undefined;
}

function findUnstorable(value: unknown, path: string): AppError | undefined {
  if (typeof value === 'string') {
    const problem = unstorable(value);
    return problem ? new AppError('bad_request', `${path}: ${problem}`, { field: path, issues: [{ field: path, message: problem }] }) : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = findUnstorable(inner, path === 'body' ? key : `${path}.${key}`);
    if (found) return found;
  }
  return undefined;
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * 400 naming `body` for JSON nested deeper than MAX_JSON_DEPTH (checked on the raw text, before
 * anything parses it), and 400 naming the field for a query value or JSON string holding NUL or a
 * lone surrogate (see `unstorable`).
 */
export function refuseHostileText(): MiddlewareHandler {
  return async (c, next) => {
    for (const [key, values] of Object.entries(c.req.queries())) {
      for (const value of values) {
        const found = findUnstorable(value, key);
        if (found) throw found;
      }
    }
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim();
    if (c.req.raw.body && JSON_TYPE.test(type)) {
      // Reading the body consumes the request's stream: put the text back so a route's own
      // bodyLimit (Feedback, 16 KB) can still read it. Malformed JSON is left for the route's
      // validator, which answers 400 naming `body`.
      const text = await c.req.text();
      if (jsonNestingExceeds(text)) {
        throw new AppError('bad_request', `body: must not nest arrays and objects more than ${MAX_JSON_DEPTH} levels deep`, { field: 'body' });
      }
      c.req.raw = new Request(c.req.raw, { body: text });
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const found = findUnstorable(body, 'body');
      if (found) throw found;
    }
    await next();
  };
}
