import { ERROR_CODE_KEYS, type ApiErrorKey, type ApiErrorParams } from '@/lib/api-error-keys';

// The errors of the services are domain errors (ADR 0051): a rule that fails (an unknown product,
// a full cart, too many attempts) throws a DomainError saying which rule failed and on what —
// the product, the line of the list it was given, the limit — and nothing of HTTP: no status, no
// request field path, no message key. The HTTP layer (src/server/api/kit/domain-answers.ts) alone
// turns one into an answer: the status, the field that call's request names, the words staff
// read; a page turns one into its own answer (a 404 page, a line of text). Services never import
// the HTTP layer, so no folder of src/server depends on src/server/api.

/**
 * The generic codes of the API's answers (`busy`: the export queue is full, retry after
 * Retry-After), also the domain codes of rules without a name of their own. Listed once, as the
 * default message keys the workspace words them by.
 */
export type ErrorCode = (typeof ERROR_CODE_KEYS)[number] extends `apiError.code.${infer Code}` ? Code : never;
export const ERROR_CODES = ERROR_CODE_KEYS.map((key) => key.slice('apiError.code.'.length)) as [ErrorCode, ...ErrorCode[]];

/** Rules with a name of their own: staff read each in their language, whichever call broke it. */
export const NAMED_DOMAIN_CODES = [
  /** A row of this site the caller asked for by `id` does not exist (or is another site's). */
  'record_not_found',
  'referenced_record_missing',
  /** An address names a country, region or city the shop does not know. */
  'unknown_place',
  'address_book_full',
  'wrong_credentials',
  'account_disabled',
  'cart_full',
  'favorites_full',
  /** Nobody is signed in where the call needs someone: `area` says the shop or the workspace. */
  'signed_out',
  'too_many_attempts',
  'wrong_password',
  'sign_in_wrong_password',
  'sign_in_totp_needed',
  'sign_in_wrong_totp',
  'staff_not_found',
  'staff_email_taken',
  'staff_email_unknown',
  'staff_last_owner',
  'staff_self_demote',
  'staff_self_disable',
  'staff_self_delete',
  'staff_link_invalid',
  'staff_first_owner_email',
  'staff_first_owner_exists',
  'totp_already_on',
  'totp_already_off',
  'totp_not_pending',
  'totp_wrong_code',
  'totp_code_refused',
  'inquiry_not_found',
  'inquiry_assign_own_only',
] as const;

export type DomainCode = ErrorCode | (typeof NAMED_DOMAIN_CODES)[number];

/**
 * What the failed rule was about, in the service's terms. `input` names the input of the service
 * call at fault as the service takes it (`id`, `email`, `productId`); `line` is the 0-based
 * position in the list the service was given; the other facts say which row or limit (`id`,
 * `productId`, `limit`, `seconds`). The HTTP layer derives the request's field path from these.
 */
export interface DomainDetails {
  input?: string;
  line?: number;
  area?: 'shop' | 'workspace';
  /** Seconds the caller must wait (a rate limit), as the words say them. */
  seconds?: number;
  /** Seconds after which a retry may succeed, when the rule knows it (the Retry-After of an answer). */
  retryAfter?: number;
  [fact: string]: string | number | undefined;
}

export class DomainError extends Error {
  readonly code: DomainCode;
  readonly details: DomainDetails;

  /** `message` is English in domain words (logs, the storefront), without any field name. */
  constructor(code: DomainCode, message: string, details: DomainDetails = {}, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

/** One English line naming the input a rule failed on (`sheet: the workbook has 2 sheets`), for a failure kept on record (an import job's). */
export const onInput = (error: DomainError): string => (error.details.input === undefined ? error.message : `${error.details.input}: ${error.message}`);

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

/**
 * An answer of the HTTP layer, already in request terms (the field path, the message key). Only
 * src/server/api builds them — from a bad request, or from a DomainError (a unit test keeps the
 * services off it); the status of its code is the HTTP layer's table (ERROR_STATUS).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field?: string;
  readonly issues?: ErrorIssue[];
  readonly retryAfter?: number;
  readonly messageKey: ApiErrorKey;
  readonly params?: ApiErrorParams;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.issues = options.issues;
    this.retryAfter = options.retryAfter;
    this.messageKey = options.key ?? `apiError.code.${code}`;
    this.params = options.params;
  }
}
