'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { ApiRequestError } from '@/lib/api-client';

type LooseTranslator = { (key: string): string; has(key: string): boolean };

/** Outcome → message key, by `status` ('401') or, after a server key, `status:field` ('400:verifyCode'). */
export type OutcomeKeys = Record<string, string>;

/** The API's field names that differ from the form's (R3.30: the drawer payload says companyname). */
export function formField(field: string | undefined): string | undefined {
  return field === 'companyname' ? 'companyName' : field;
}

/**
 * Translates the message keys of the shared zod schemas ('account.pwdRule', 'message.mailRule')
 * and maps API outcomes to keys, so the UI always speaks the current locale (§8). A server message
 * that is itself a key (the schemas' errors, R8.05) is shown translated; other server text is not.
 */
export function useAccountMessage() {
  const t = useTranslations() as unknown as LooseTranslator;
  return useMemo(() => {
    const tr = (key: string | undefined) => (key && t.has(key) ? t(key) : (key ?? ''));
    const explain = (error: unknown, outcomes: OutcomeKeys, fallback: string): string => {
      if (!(error instanceof ApiRequestError)) return tr(fallback);
      // The spec's outcomes first (R8.01 fixes the 401 wording), then a server message that is a key.
      const byStatus = outcomes[String(error.status)];
      if (byStatus) return tr(byStatus);
      // Validation errors read `field: key` (the API's error body names the field first).
      const serverKey = error.field && error.message.startsWith(`${error.field}: `) ? error.message.slice(error.field.length + 2) : error.message;
      if (serverKey && t.has(serverKey)) return t(serverKey);
      return tr(outcomes[`${error.status}:${formField(error.field)}`] ?? fallback);
    };
    return { tr, explain };
  }, [t]);
}
