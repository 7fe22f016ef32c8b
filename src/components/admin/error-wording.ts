import { currentLanguage, formatMessage, type WorkspaceLanguage } from './i18n-provider';

// The API's error body words itself in English (`message`) for logs and the storefront; the
// workspace reads its stable `messageKey` + `params` instead and words them from
// messages/admin/errors.<lang>.json in the member's language. A body without a key (an old
// server, a proxy's HTML page) falls back to its English message.

export interface KeyedIssue {
  field: string;
  message: string;
  messageKey?: string;
  params?: Record<string, string | number>;
}

export interface KeyedErrorBody {
  message?: string;
  messageKey?: string;
  params?: Record<string, string | number>;
  field?: string;
  issues?: KeyedIssue[];
}

function fieldLabel(language: WorkspaceLanguage, field: string): string {
  return formatMessage(language, `apiError.field.${field}`) ?? field;
}

/** One issue's text without its field (what the form shows under the field). */
export function issueText(issue: KeyedIssue, language: WorkspaceLanguage = currentLanguage()): string {
  return (issue.messageKey && formatMessage(language, issue.messageKey, issue.params ?? {})) || issue.message;
}

/** The whole error as one line (a toast): a field's failure names the field. */
export function errorBodyText(body: KeyedErrorBody, fallback: string, language: WorkspaceLanguage = currentLanguage()): string {
  const worded = body.messageKey ? formatMessage(language, body.messageKey, body.params ?? {}) : undefined;
  if (!worded) return body.message || fallback;
  // Validation keys word only the failure ("至少 12 个字符"): the line adds which field.
  if (body.field && body.messageKey?.startsWith('apiError.validation.')) {
    return formatMessage(language, 'apiError.withField', { field: fieldLabel(language, body.field), text: worded }) ?? worded;
  }
  return worded;
}

/** Each field's worded failure, for the form to show under the field (the first per field wins). */
export function fieldErrors(body: KeyedErrorBody, language: WorkspaceLanguage = currentLanguage()): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of body.issues ?? []) errors[issue.field] ??= issueText(issue, language);
  if (body.field && !errors[body.field]) {
    const worded = body.messageKey ? formatMessage(language, body.messageKey, body.params ?? {}) : undefined;
    errors[body.field] = worded ?? (body.message?.startsWith(`${body.field}: `) ? body.message.slice(body.field.length + 2) : (body.message ?? ''));
  }
  return errors;
}
