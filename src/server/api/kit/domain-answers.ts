import type { ApiErrorKey, ApiErrorParams } from '@/lib/api-error-keys';
import { AppError, DomainError, type DomainCode, type DomainDetails, type ErrorCode } from '@/server/errors';

// How the API answers a rule a service refused (ADR 0051). The service says which rule failed and
// on what (DomainError: code + details); this table says, per domain code, the API's generic code
// (hence the status), the words staff read (message key and its values) and whether the English
// message begins with the field. The field path comes from the call: a route whose request names
// the input differently from the service (a list sent as `list`, a site id spelt `userid`) runs
// its service call inside `withFields`, giving its own rule from details to path.

/** From what a rule failed on to the request field that call names (undefined: the call has no rule for it). */
export type FieldRule = (details: DomainDetails, code: DomainCode) => string | undefined;

interface Answer {
  error: ErrorCode;
  /** The words staff read (default `apiError.code.<error>`); by the details when they depend on them. */
  key?: ApiErrorKey | ((details: DomainDetails) => ApiErrorKey | undefined);
  params?: (details: DomainDetails) => ApiErrorParams;
  /** The English message is a sentence of its own, not "<field>: <what is wrong>". */
  sentence?: true;
  /** The answer lists the failure as the one issue of its field (as a validation failure does). */
  issues?: true;
  /** The field when the call has no rule of its own (a credential travels in a header, not in the body). */
  field?: FieldRule;
}

const id = (d: DomainDetails): ApiErrorParams => ({ id: d.id ?? '' });
const seconds = (d: DomainDetails): ApiErrorParams => ({ seconds: d.seconds ?? 0 });
const staffRule = (error: ErrorCode, key: ApiErrorKey): Answer => ({ error, key, sentence: true });

const NAMED: Record<Exclude<DomainCode, ErrorCode>, Answer> = {
  record_not_found: { error: 'not_found', key: 'apiError.record.notFound', params: id },
  /** A row the input refers to (not the one addressed) is unknown: the input is bad, not the address. */
  referenced_record_missing: { error: 'bad_request', key: 'apiError.record.notFound', params: id },
  unknown_place: { error: 'bad_request', issues: true },
  address_book_full: { error: 'conflict', sentence: true },
  wrong_credentials: { error: 'unauthorized', sentence: true },
  account_disabled: { error: 'forbidden', sentence: true },
  cart_full: { error: 'conflict', sentence: true },
  favorites_full: { error: 'conflict', sentence: true },
  signed_out: {
    error: 'unauthorized',
    sentence: true,
    key: (d) => (d.area === 'workspace' ? 'apiError.session.signInFirst' : undefined),
    field: (d) => (d.area === 'workspace' ? 'Cookie' : 'Authorization'),
  },
  too_many_attempts: { error: 'rate_limited', key: 'apiError.rateLimited.wait', params: seconds, sentence: true },
  wrong_password: staffRule('unauthorized', 'apiError.password.wrong'),
  sign_in_wrong_password: staffRule('unauthorized', 'apiError.signIn.wrongPassword'),
  sign_in_totp_needed: staffRule('unauthorized', 'apiError.signIn.totpNeeded'),
  sign_in_wrong_totp: staffRule('unauthorized', 'apiError.signIn.wrongTotp'),
  staff_not_found: staffRule('not_found', 'apiError.staff.notFound'),
  staff_email_taken: staffRule('conflict', 'apiError.staff.emailTaken'),
  staff_email_unknown: { ...staffRule('not_found', 'apiError.staff.emailUnknown'), params: (d) => ({ email: d.email ?? '' }) },
  staff_last_owner: staffRule('conflict', 'apiError.staff.lastOwner'),
  staff_self_demote: staffRule('conflict', 'apiError.staff.selfDemote'),
  staff_self_disable: staffRule('conflict', 'apiError.staff.selfDisable'),
  staff_self_delete: staffRule('conflict', 'apiError.staff.selfDelete'),
  staff_link_invalid: staffRule('not_found', 'apiError.staff.linkInvalid'),
  staff_first_owner_email: staffRule('bad_request', 'apiError.staff.firstOwnerEmail'),
  staff_first_owner_exists: staffRule('conflict', 'apiError.staff.firstOwnerExists'),
  totp_already_on: staffRule('conflict', 'apiError.staff.totpAlreadyOn'),
  totp_already_off: { error: 'conflict', sentence: true },
  totp_not_pending: staffRule('conflict', 'apiError.staff.totpNotPending'),
  totp_wrong_code: staffRule('bad_request', 'apiError.staff.totpWrongCode'),
  totp_code_refused: { error: 'unauthorized', sentence: true },
  inquiry_not_found: { error: 'not_found', key: 'apiError.inquiry.notFound', params: id },
  inquiry_assign_own_only: { error: 'forbidden', key: 'apiError.inquiry.assignOwnOnly', sentence: true },
};

const isGeneric = (code: DomainCode): code is ErrorCode => !(code in NAMED);

/** How the API answers each domain code (a generic code answers as itself). */
export function answerFor(code: DomainCode): Answer {
  return isGeneric(code) ? { error: code } : NAMED[code];
}

/** The field when the call names none: the service's input, and the line of it when the input is a list (`pictures.2`). */
export const inputField: FieldRule = (d) => (d.input === undefined ? undefined : d.line === undefined ? d.input : `${d.input}.${d.line}`);

/** Renders a domain error as the API's answer, its field path by the call's rule. */
export function answerOf(error: DomainError, callRule?: FieldRule): AppError {
  const answer = answerFor(error.code);
  const field = callRule?.(error.details, error.code) ?? answer.field?.(error.details, error.code) ?? inputField(error.details, error.code);
  const message = field === undefined || answer.sentence ? error.message : `${field}: ${error.message}`;
  return new AppError(answer.error, message, {
    field,
    key: typeof answer.key === 'function' ? answer.key(error.details) : answer.key,
    params: answer.params?.(error.details),
    retryAfter: error.details.retryAfter,
    issues: answer.issues && field !== undefined ? [{ field, message: error.message }] : undefined,
    cause: error,
  });
}

/**
 * Runs a service call whose request names the inputs at fault its own way; a domain error it
 * throws answers with the field path of `rule` (falling back on the code's and the input's own).
 */
export async function withFields<T>(rule: FieldRule, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) throw answerOf(error, rule);
    throw error;
  }
}

/** A rule for a call whose request spells some inputs otherwise (`{ topicCode: 'code' }`). */
export const renamed =
  (names: Readonly<Record<string, string>>): FieldRule =>
  (d, code) =>
    d.input !== undefined && d.input in names ? inputField({ ...d, input: names[d.input] }, code) : undefined;

/** A rule for a list of objects sent under `list`: the input of line N is `<list>.N.<input>`; `whole` codes (a full cart) name the list itself. */
export const listFields =
  (list: string, whole: readonly DomainCode[] = []): FieldRule =>
  (d, code) =>
    whole.includes(code) ? list : d.line === undefined ? undefined : `${list}.${d.line}.${d.input}`;

/** A rule naming one field per domain code (`{ cart_full: 'cart' }`): a refusal of the whole call, not of an input. */
export const byCode =
  (fields: Partial<Record<DomainCode, string>>): FieldRule =>
  (_d, code) =>
    fields[code];
