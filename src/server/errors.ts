import type { ApiErrorKey, ApiErrorParams } from '@/lib/api-error-keys';

// The one error type of the services. A domain rule that fails (an unknown row, a full cart, too
// many attempts) throws an AppError with a code of the fixed enum; the HTTP layer
// (src/server/api/kit/errors.ts) renders it as the API's one error body. Services never import the
// HTTP layer, so no folder of src/server depends on src/server/api.

/** The fixed set of error codes; each has one HTTP status. */
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
  /** The server is saturated (the export queue is full); retry after Retry-After. */
  busy: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export interface ErrorIssue {
  field: string;
  message: string;
  /** The workspace's message key for this field's failure, and its values. */
  messageKey?: ApiErrorKey;
  params?: ApiErrorParams;
}

export interface AppErrorOptions {
  /** The request field at fault (query key, path parameter or body path such as `items.0.addNum`). */
  field?: string;
  issues?: ErrorIssue[];
  cause?: unknown;
  /** Seconds for the Retry-After header (503 defaults to the database's RETRY_AFTER_SECONDS). */
  retryAfter?: number;
  /** The message key staff read in their language (default `apiError.code.<code>`), and its values. */
  key?: ApiErrorKey;
  params?: ApiErrorParams;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: (typeof ERROR_STATUS)[ErrorCode];
  readonly field?: string;
  readonly issues?: ErrorIssue[];
  readonly retryAfter?: number;
  readonly messageKey: ApiErrorKey;
  readonly params?: ApiErrorParams;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.field = options.field;
    this.issues = options.issues;
    this.retryAfter = options.retryAfter;
    this.messageKey = options.key ?? `apiError.code.${code}`;
    this.params = options.params;
  }
}
