import { z } from '@hono/zod-openapi';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { API_ERROR_KEYS } from '@/lib/api-error-keys';
import { AppError, DomainError, ERROR_CODES, type ErrorCode } from '@/server/errors';
import { answerOf } from './domain-answers';
import { failureOf } from './failures';
import { issueKey, sentAt } from './issue-keys';
import { isDatabaseError, isDatabaseUnavailable, isRefusedValue, RETRY_AFTER_SECONDS } from '@/server/db/unavailable';

/** The HTTP status of each code of the API's answers. */
export const ERROR_STATUS = {
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
  busy: 503,
} as const satisfies Record<ErrorCode, number>;

export const statusOf = (error: AppError) => ERROR_STATUS[error.code];

/** Renders a thrown error as the API's one error body: `{ code: <HTTP status>, error: <code>, message, field?, issues? }`. */
export function errorBody(error: AppError): ApiErrorBody {
  return {
    code: statusOf(error),
    error: error.code,
    message: error.message,
    messageKey: error.messageKey,
    ...(error.params === undefined ? {} : { params: error.params }),
    ...(error.field === undefined ? {} : { field: error.field }),
    ...(error.issues === undefined ? {} : { issues: error.issues }),
  };
}

const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));

export const apiErrorBodySchema = z
  .object({
    code: z.number().int().openapi({ description: 'HTTP status', example: 400 }),
    error: z.enum(ERROR_CODES),
    message: z.string().openapi({ description: 'English text (logs, the storefront)' }),
    messageKey: z.enum(API_ERROR_KEYS).openapi({ description: 'Stable message key the workspace words in the member’s language', example: 'apiError.validation.tooShort' }),
    params: messageParams.optional().openapi({ description: 'Values of the message key', example: { min: 12 } }),
    field: z.string().optional().openapi({ description: 'Name of the offending field', example: 'PageSize' }),
    issues: z.array(z.object({ field: z.string(), message: z.string(), messageKey: z.enum(API_ERROR_KEYS).optional(), params: messageParams.optional() })).optional(),
  })
  .openapi('ApiError');
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

const ERROR_DESCRIPTIONS: Record<ErrorCode, string> = {
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
export function errorResponses(...codes: ErrorCode[]) {
  const byStatus = new Map<number, string[]>();
  for (const code of codes) byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), ERROR_DESCRIPTIONS[code]]);
  return Object.fromEntries(
    [...byStatus].map(([status, descriptions]) => [status, { description: descriptions.join('; or: '), content: { 'application/json': { schema: apiErrorBodySchema } } }]),
  );
}

function fieldOf(path: readonly PropertyKey[], target: string): string {
  if (path.length === 0) return target === 'json' || target === 'form' ? 'body' : target;
  return path.map(String).join('.');
}

/** Turns a zod failure into the 400 AppError; `field` names the first bad field. */
export function validationError(error: ZodError, target: string, input?: unknown): AppError {
  const sent = (path: readonly PropertyKey[]) => (input === undefined ? undefined : sentAt(input, path) !== undefined && sentAt(input, path) !== '');
  const issues = error.issues.map((issue) => ({ field: fieldOf(issue.path, target), message: issue.message, ...issueKey(issue, sent(issue.path)) }));
  const first = issues[0] ?? { field: target, message: 'is invalid', messageKey: 'apiError.validation.invalid' as const, params: undefined };
  return new AppError('bad_request', `${first.field}: ${first.message}`, { field: first.field, issues, key: first.messageKey, params: { ...first.params, field: first.field } });
}

/** zod-openapi defaultHook: every validation failure becomes the same 400 body. */
export function validationHook(result: { success: boolean; error?: ZodError; target: string; data?: unknown }, c: Context) {
  if (!result.success && result.error) {
    const error = validationError(result.error, result.target, result.data);
    return c.json(errorBody(error), statusOf(error));
  }
}

/** Maps Hono's own exceptions (malformed JSON, wrong Content-Type, body limit) into AppError. */
function fromHttpException(exception: HTTPException): AppError {
  switch (exception.status) {
    case 400:
      return new AppError('bad_request', /JSON/i.test(exception.message) ? 'body: is not valid JSON' : 'body: is malformed', {
        field: 'body',
        key: 'apiError.validation.json',
      });
    case 415:
      return new AppError('bad_request', 'body: send JSON with Content-Type: application/json', { field: 'body', key: 'apiError.validation.json' });
    case 401:
      return new AppError('unauthorized', exception.message || 'Sign in first');
    case 403:
      return new AppError('forbidden', exception.message || 'Forbidden');
    case 404:
      return new AppError('not_found', exception.message || 'Not found');
    case 413:
      return new AppError('payload_too_large', 'body: is too large', { field: 'body', key: 'apiError.validation.bodyTooLarge' });
    case 429:
      return new AppError('rate_limited', 'Too many requests; try again later');
    case 503:
      return new AppError('unavailable', 'Service unavailable; try again later');
    default:
      return new AppError(exception.status >= 500 ? 'internal' : 'bad_request', exception.status >= 500 ? 'Internal error' : 'Bad request');
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
 * is `internal` (500, no Retry-After) — it once answered 503 to `userId=2147483648`.
 */
export async function failingWith<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // A domain error goes on to the call's field rules and the error handler (./domain-answers).
    if (error instanceof DomainError) throw error;
    throw failedWith(message, error);
  }
}

function failedWith(message: string, error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    logDatabaseDown(error);
    return new AppError('unavailable', message, { cause: error });
  }
  console.error(`[api] ${message}`, error);
  const retryable = isDatabaseError(error) && !isRefusedValue(error);
  return new AppError(retryable ? 'unavailable' : 'internal', message, { cause: error });
}

export const handleApiError: ErrorHandler = (err, c) => {
  // A route declared with a §8 message (./operation) answers its handler's failures with it.
  const failure = failureOf(c);
  let error: AppError;
  if (err instanceof AppError) error = err;
  else if (err instanceof DomainError) error = answerOf(err);
  else if (failure !== undefined) error = failedWith(failure, err);
  else if (err instanceof HTTPException) error = fromHttpException(err);
  else if (isDatabaseUnavailable(err)) {
    logDatabaseDown(err);
    error = new AppError('unavailable', 'The database is unavailable; try again shortly');
  } else {
    console.error(`[api] ${c.req.method} ${c.req.path} failed:`, err);
    error = new AppError('internal', 'Internal error');
  }
  const status = statusOf(error);
  if (error.retryAfter !== undefined || status === 503) c.header('Retry-After', String(error.retryAfter ?? RETRY_AFTER_SECONDS));
  // A body over its limit ends the connection (the front server closes the socket after the answer).
  if (status === 413) c.header('Connection', 'close');
  return c.json(errorBody(error), status);
};

export const handleNotFound: NotFoundHandler = (c) => {
  const error = new AppError('not_found', `No API route ${c.req.method} ${c.req.path}`, { key: 'apiError.route.notFound' });
  return c.json(errorBody(error), statusOf(error));
};
