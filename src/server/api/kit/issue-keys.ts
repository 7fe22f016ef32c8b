import type { z } from 'zod';
import type { ApiErrorKey, ApiErrorParams } from '@/lib/api-error-keys';

// A zod failure's message key, read from what failed (too short, not a whole number, not one of
// the choices) with its bounds as parameters, so the workspace words it in the member's language
// whatever English wording the schema chose ("use at least 12 characters" → tooShort {min: 12}).

type Keyed = { messageKey: ApiErrorKey; params?: ApiErrorParams };

const bound = (value: unknown): number | string => (typeof value === 'bigint' ? String(value) : typeof value === 'number' ? value : String(value));

function sizeKey(origin: string | undefined, small: boolean): ApiErrorKey {
  if (origin === 'string') return small ? 'apiError.validation.tooShort' : 'apiError.validation.tooLong';
  if (origin === 'array' || origin === 'set' || origin === 'file') return small ? 'apiError.validation.tooFew' : 'apiError.validation.tooMany';
  return small ? 'apiError.validation.tooSmall' : 'apiError.validation.tooBig';
}

/** The value the request sent at an issue's path (undefined when it sent none). */
export function sentAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node = input;
  for (const part of path) {
    if (node === null || typeof node !== 'object') return undefined;
    // The issue's path names keys of the parsed JSON; Reflect.get reads one without a cast.
    node = Reflect.get(node, part);
  }
  return Array.isArray(node) && path.length > 0 ? node[0] : node;
}

/** `sent`: whether the request had a value at the issue's path (unknown when the input is not at hand). */
export function issueKey(issue: z.core.$ZodIssue, sent: boolean | undefined = undefined): Keyed {
  switch (issue.code) {
    case 'too_small':
      // A required text sent empty reads better as "required" than "at least 1 character".
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return { messageKey: 'apiError.validation.required' };
      return { messageKey: sizeKey(issue.origin, true), params: { min: bound(issue.minimum) } };
    case 'too_big':
      return { messageKey: sizeKey(issue.origin, false), params: { max: bound(issue.maximum) } };
    case 'invalid_type':
      if (sent === false || /received undefined/.test(issue.message)) return { messageKey: 'apiError.validation.required' };
      if (issue.expected === 'int') return { messageKey: 'apiError.validation.wholeNumber' };
      if (issue.expected === 'number' || issue.expected === 'bigint') return { messageKey: 'apiError.validation.number' };
      return { messageKey: 'apiError.validation.invalid' };
    case 'not_multiple_of':
      return { messageKey: 'apiError.validation.wholeNumber' };
    case 'invalid_format':
      return issue.format === 'email' ? { messageKey: 'apiError.validation.email' } : { messageKey: 'apiError.validation.format' };
    case 'invalid_value':
      return { messageKey: 'apiError.validation.oneOf', params: { values: issue.values.map(String).join(', ') } };
    default:
      return { messageKey: 'apiError.validation.invalid' };
  }
}
