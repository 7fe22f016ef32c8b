// The message keys an API error body may carry (`messageKey` + `params`), shared by the server
// that throws them and the workspace that words them from messages/admin/errors.<lang>.json.
// English `message` stays for the §7 storefront and for logs; staff read the worded key in
// their own language. A unit test fails when a key here has no zh or en text.

/** The default key of each error code (`apiError.code.<code>`), used when a throw names none. */
export const ERROR_CODE_KEYS = [
  'apiError.code.bad_request',
  'apiError.code.unauthorized',
  'apiError.code.forbidden',
  'apiError.code.not_found',
  'apiError.code.method_not_allowed',
  'apiError.code.conflict',
  'apiError.code.payload_too_large',
  'apiError.code.rate_limited',
  'apiError.code.internal',
  'apiError.code.unavailable',
  'apiError.code.busy',
] as const;

/** A zod issue's key, by what failed (not by the schema's English wording). */
export const VALIDATION_KEYS = [
  'apiError.validation.required',
  'apiError.validation.tooShort',
  'apiError.validation.tooLong',
  'apiError.validation.tooSmall',
  'apiError.validation.tooBig',
  'apiError.validation.tooFew',
  'apiError.validation.tooMany',
  'apiError.validation.wholeNumber',
  'apiError.validation.number',
  'apiError.validation.email',
  'apiError.validation.format',
  'apiError.validation.oneOf',
  'apiError.validation.invalid',
  'apiError.validation.json',
  'apiError.validation.bodyTooLarge',
] as const;

/** Keys a service names when it throws (a rule of its own, worded for staff). */
export const DOMAIN_ERROR_KEYS = [
  'apiError.signIn.wrongPassword',
  'apiError.signIn.totpNeeded',
  'apiError.signIn.wrongTotp',
  'apiError.session.signInFirst',
  'apiError.session.roleRefused',
  'apiError.rateLimited.wait',
  'apiError.password.wrong',
  'apiError.staff.notFound',
  'apiError.staff.emailTaken',
  'apiError.staff.emailUnknown',
  'apiError.staff.lastOwner',
  'apiError.staff.selfDemote',
  'apiError.staff.selfDisable',
  'apiError.staff.selfDelete',
  'apiError.staff.linkInvalid',
  'apiError.staff.firstOwnerEmail',
  'apiError.staff.firstOwnerExists',
  'apiError.staff.totpAlreadyOn',
  'apiError.staff.totpNotPending',
  'apiError.staff.totpWrongCode',
  'apiError.inquiry.notFound',
  'apiError.inquiry.assignOwnOnly',
  'apiError.record.notFound',
  'apiError.route.notFound',
] as const;

export const API_ERROR_KEYS = [...ERROR_CODE_KEYS, ...VALIDATION_KEYS, ...DOMAIN_ERROR_KEYS] as const;
export type ApiErrorKey = (typeof API_ERROR_KEYS)[number];

/** Values an error message is worded with (`{min}`, `{id}`, `{seconds}`...). */
export type ApiErrorParams = Record<string, string | number>;
