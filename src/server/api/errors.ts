import { z } from '@hono/zod-openapi';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { isDatabaseError, isDatabaseUnavailable, isRefusedValue, RETRY_AFTER_SECONDS } from '@/server/db/unavailable';

/** The fixed set of API error codes; each has one HTTP status. */
export const API_ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  /** Issue 12 §1: the server is saturated (the export queue is full); retry after Retry-After. */
  busy: 503,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ApiErrorCode = keyof typeof API_ERROR_STATUS;
export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as ApiErrorCode[];

export interface ApiIssue {
  field: string;
  message: string;
}

export interface ApiErrorOptions {
  /** The request field at fault (query key, path parameter or body path such as `items.0.addNum`). */
  field?: string;
  issues?: ApiIssue[];
  cause?: unknown;
  /** Seconds for the Retry-After header (503 defaults to the database's RETRY_AFTER_SECONDS). */
  retryAfter?: number;
}

/**
 * The one error type of the API. Services throw it; `handleApiError` renders it as
 * `{ code: <HTTP status>, error: <code>, message, field?, issues? }`.
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: (typeof API_ERROR_STATUS)[ApiErrorCode];
  readonly field?: string;
  readonly issues?: ApiIssue[];
  readonly retryAfter?: number;

  constructor(code: ApiErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.code = code;
    this.status = API_ERROR_STATUS[code];
    this.field = options.field;
    this.issues = options.issues;
    this.retryAfter = options.retryAfter;
  }

  toBody(): ApiErrorBody {
    return {
      code: this.status,
      error: this.code,
      message: this.message,
      ...(this.field === undefined ? {} : { field: this.field }),
      ...(this.issues === undefined ? {} : { issues: this.issues }),
    };
  }
}

export const apiErrorBodySchema = z
  .object({
    code: z.number().int().openapi({ description: 'HTTP status', example: 400 }),
    error: z.enum(API_ERROR_CODES as [ApiErrorCode, ...ApiErrorCode[]]),
    message: z.string(),
    field: z.string().optional().openapi({ description: 'Name of the offending field', example: 'PageSize' }),
    issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .openapi('ApiError');
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

const ERROR_DESCRIPTIONS: Record<ApiErrorCode, string> = {
  bad_request: 'Invalid input; `field` names the first bad field',
  unauthorized: 'Not signed in',
  forbidden: 'Not allowed',
  not_found: 'Not found',
  method_not_allowed: 'The method is not served on this path',
  conflict: 'Conflicts with existing data',
  payload_too_large: 'Body too large',
  rate_limited: 'Too many requests',
  internal: 'Unexpected server error',
  unavailable: 'A backing service failed; try again',
  busy: 'Too busy right now; retry after Retry-After seconds',
};

/** OpenAPI `responses` entries for the errors a route can answer with (codes of one status share an entry). */
export function errorResponses(...codes: ApiErrorCode[]) {
  const byStatus = new Map<number, string[]>();
  for (const code of codes) byStatus.set(API_ERROR_STATUS[code], [...(byStatus.get(API_ERROR_STATUS[code]) ?? []), ERROR_DESCRIPTIONS[code]]);
  return Object.fromEntries(
    [...byStatus].map(([status, descriptions]) => [
      status,
      { description: descriptions.join('; or: '), content: { 'application/json': { schema: apiErrorBodySchema } } },
    ]),
  );
}

function fieldOf(path: readonly PropertyKey[], target: string): string {
  if (path.length === 0) return target === 'json' || target === 'form' ? 'body' : target;
  return path.map(String).join('.');
}

/** Turns a zod failure into the 400 ApiError; `field` names the first bad field. */
export function validationError(error: ZodError, target: string): ApiError {
  const issues = error.issues.map((issue) => ({ field: fieldOf(issue.path, target), message: issue.message }));
  const first = issues[0] ?? { field: target, message: 'is invalid' };
  return new ApiError('bad_request', `${first.field}: ${first.message}`, { field: first.field, issues });
}

/** zod-openapi defaultHook: every validation failure becomes the same 400 body. */
export function validationHook(result: { success: boolean; error?: ZodError; target: string }, c: Context) {
  if (!result.success && result.error) {
    const error = validationError(result.error, result.target);
    return c.json(error.toBody(), error.status);
  }
}

/** Maps Hono's own exceptions (malformed JSON, wrong Content-Type, body limit) into ApiError. */
function fromHttpException(exception: HTTPException): ApiError {
  switch (exception.status) {
    case 400:
      return new ApiError('bad_request', /JSON/i.test(exception.message) ? 'body: is not valid JSON' : 'body: is malformed', {
        field: 'body',
      });
    case 415:
      return new ApiError('bad_request', 'body: send JSON with Content-Type: application/json', { field: 'body' });
    case 401:
      return new ApiError('unauthorized', exception.message || 'Sign in first');
    case 403:
      return new ApiError('forbidden', exception.message || 'Forbidden');
    case 404:
      return new ApiError('not_found', exception.message || 'Not found');
    case 413:
      return new ApiError('payload_too_large', 'body: is too large', { field: 'body' });
    case 429:
      return new ApiError('rate_limited', 'Too many requests; try again later');
    case 503:
      return new ApiError('unavailable', 'Service unavailable; try again later');
    default:
      return new ApiError(exception.status >= 500 ? 'internal' : 'bad_request', exception.status >= 500 ? 'Internal error' : 'Bad request');
  }
}

let databaseDownLoggedAt = 0;

/** A database outage fails every request: one log line per 10 s says so, not one stack per request. */
function logDatabaseDown(error: unknown) {
  if (Date.now() - databaseDownLoggedAt < 10_000) return;
  databaseDownLoggedAt = Date.now();
  const detail = error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
  console.warn(`[api] the database is unavailable, answering 503: ${detail}`);
}

/**
 * Runs a service call; an unexpected failure is logged and answered with the given message (§8
 * wording) instead of an anonymous 500: `unavailable` (503, Retry-After) when the database is
 * away or failed the statement, which a retry may fix. A value the database refused (an int4
 * overflow: SQLSTATE 22003) or an error of our own code fails the same way on every retry, so it
 * is `internal` (500, no Retry-After) — issue 12 §2: it once answered 503 to `userId=2147483648`.
 */
export async function failingWith<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (isDatabaseUnavailable(error)) {
      logDatabaseDown(error);
      throw new ApiError('unavailable', message, { cause: error });
    }
    console.error(`[api] ${message}`, error);
    const retryable = isDatabaseError(error) && !isRefusedValue(error);
    throw new ApiError(retryable ? 'unavailable' : 'internal', message, { cause: error });
  }
}

export const handleApiError: ErrorHandler = (err, c) => {
  let error: ApiError;
  if (err instanceof ApiError) error = err;
  else if (err instanceof HTTPException) error = fromHttpException(err);
  else if (isDatabaseUnavailable(err)) {
    logDatabaseDown(err);
    error = new ApiError('unavailable', 'The database is unavailable; try again shortly');
  } else {
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, err);
    error = new ApiError('internal', 'Internal error');
  }
  if (error.retryAfter !== undefined || error.status === 503) c.header('Retry-After', String(error.retryAfter ?? RETRY_AFTER_SECONDS));
  return c.json(error.toBody(), error.status);
};

export const handleNotFound: NotFoundHandler = (c) => {
  const error = new ApiError('not_found', `No API route ${c.req.method} ${c.req.path}`);
  return c.json(error.toBody(), error.status);
};
