import type { I18nProvider } from 'ra-core';
import { createTranslator } from 'use-intl/core';
import en from '../../../messages/admin/en.json';
import zh from '../../../messages/admin/zh.json';
import productsEn from '../../../messages/admin/products.en.json';
import productsZh from '../../../messages/admin/products.zh.json';
import staffEn from '../../../messages/admin/staff.en.json';
import staffZh from '../../../messages/admin/staff.zh.json';
import topicsEn from '../../../messages/admin/topics.en.json';
import topicsZh from '../../../messages/admin/topics.zh.json';
import accessEn from '../../../messages/admin/access.en.json';
import accessZh from '../../../messages/admin/access.zh.json';
import contentEn from '../../../messages/admin/content.en.json';
import contentZh from '../../../messages/admin/content.zh.json';
import customersEn from '../../../messages/admin/customers.en.json';
import customersZh from '../../../messages/admin/customers.zh.json';
import importEn from '../../../messages/admin/import.en.json';
import importZh from '../../../messages/admin/import.zh.json';
import inquiriesEn from '../../../messages/admin/inquiries.en.json';
import inquiriesZh from '../../../messages/admin/inquiries.zh.json';
import quoteMoneyEn from '../../../messages/admin/quote-money.en.json';
import quoteMoneyZh from '../../../messages/admin/quote-money.zh.json';
import deskEn from '../../../messages/admin/desk.en.json';
import deskZh from '../../../messages/admin/desk.zh.json';
import rolesEn from '../../../messages/admin/roles.en.json';
import rolesZh from '../../../messages/admin/roles.zh.json';
import errorsEn from '../../../messages/admin/errors.en.json';
import errorsZh from '../../../messages/admin/errors.zh.json';
import auditEn from '../../../messages/admin/audit.en.json';
import auditZh from '../../../messages/admin/audit.zh.json';
import pricingEn from '../../../messages/admin/pricing.en.json';
import pricingZh from '../../../messages/admin/pricing.zh.json';

// The workspace speaks Chinese first, English second, with ICU messages (plurals) —
// the format use-intl and the storefront's next-intl use — rather than ra-core's polyglot.
// Each area's labels (messages/admin/<area>.<lang>.json) are merged under `resources`.

export type WorkspaceLanguage = 'zh' | 'en';
type Messages = Record<string, unknown>;

function merge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    target[key] = value && typeof value === 'object' && current && typeof current === 'object' ? merge({ ...(current as Messages) }, value as Messages) : value;
  }
  return target;
}

const MESSAGES: Record<WorkspaceLanguage, Messages> = {
  zh: [productsZh, topicsZh, staffZh, contentZh, accessZh, customersZh, importZh, inquiriesZh, quoteMoneyZh, deskZh, rolesZh, errorsZh, auditZh, pricingZh].reduce<Messages>(
    (all, area) => merge(all, area),
    merge({}, zh),
  ),
  en: [productsEn, topicsEn, staffEn, contentEn, accessEn, customersEn, importEn, inquiriesEn, quoteMoneyEn, deskEn, rolesEn, errorsEn, auditEn, pricingEn].reduce<Messages>(
    (all, area) => merge(all, area),
    merge({}, en),
  ),
};

export const LANGUAGE_COOKIE = 'lantern_admin_lang';

export function savedLanguage(): WorkspaceLanguage {
  if (typeof document === 'undefined') return 'zh';
  const match = /(?:^|;\s*)lantern_admin_lang=(zh|en)/.exec(document.cookie);
  return (match?.[1] as WorkspaceLanguage | undefined) ?? 'zh';
}

export function saveLanguage(language: WorkspaceLanguage): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/admin; max-age=31536000; samesite=strict`;
  document.documentElement.lang = language === 'zh' ? 'zh-CN' : 'en';
}

function lookup(messages: Messages, key: string): unknown {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Messages)[part];
  }
  return node;
}

/** Whether `language` itself has words for `key` (a coverage test asks; screens fall back to the other language). */
export const hasMessage = (language: WorkspaceLanguage, key: string): boolean => typeof lookup(MESSAGES[language], key) === 'string';

const MISSING = '\u0000missing';
const translators = {
  zh: createTranslator({ locale: 'zh', messages: MESSAGES.zh as never, onError: () => undefined, getMessageFallback: () => MISSING }),
  en: createTranslator({ locale: 'en', messages: MESSAGES.en as never, onError: () => undefined, getMessageFallback: () => MISSING }),
};

/** The message of `key`, formatted (ICU); `undefined` when neither language has it. */
export function formatMessage(language: WorkspaceLanguage, key: string, values: Record<string, unknown> = {}): string | undefined {
  const own = typeof lookup(MESSAGES[language], key) === 'string' ? language : language === 'zh' ? 'en' : 'zh';
  if (typeof lookup(MESSAGES[own], key) !== 'string') return undefined;
  const args: Record<string, string | number | Date> = {};
  for (const [name, value] of Object.entries(values)) if (typeof value === 'string' || typeof value === 'number') args[name] = value;
  // ra-core counts with polyglot's smart_count; ICU messages say count.
  args.count ??= typeof values.smart_count === 'number' ? values.smart_count : 1;
  const text = (translators[own] as unknown as (key: string, values: object) => string)(key, args);
  return text === MISSING ? (lookup(MESSAGES[own], key) as string) : text;
}

/** The language the workspace speaks now (server messages are worded in it, outside React). */
let activeLanguage: WorkspaceLanguage | null = null;
export const currentLanguage = (): WorkspaceLanguage => activeLanguage ?? savedLanguage();

export function createI18nProvider(initial: WorkspaceLanguage, onChange: (language: WorkspaceLanguage) => void): I18nProvider {
  let language = initial;
  activeLanguage = initial;
  return {
    translate: (key: string, options: Record<string, unknown> = {}) => formatMessage(language, key, options) ?? (typeof options._ === 'string' ? options._ : key),
    changeLocale: async (next) => {
      language = next === 'en' ? 'en' : 'zh';
      activeLanguage = language;
      saveLanguage(language);
      onChange(language);
    },
    getLocale: () => language,
    getLocales: () => [
      { locale: 'zh', name: '中文' },
      { locale: 'en', name: 'English' },
    ],
  };
}
