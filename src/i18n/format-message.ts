import { IntlMessageFormat, type Formats } from 'intl-messageformat';
import { isValidElement } from 'react';
import { IntlError, IntlErrorCode } from 'use-intl';

/**
 * use-intl's ICU message formatter with the parsed messages kept for the life of the process
 * (ADR 0061). next.config.ts points `use-intl/format-message` here, for the server and the browser.
 *
 * use-intl parses a message with arguments into an IntlMessageFormat once per request: next-intl
 * keeps its formatter cache in React's per-request `cache()`, and every NextIntlClientProvider
 * makes a new one. An uncached catalogue page formats a few dozen such messages (prices, counts,
 * "n+" ticks), so each rendering parsed them all again: 8 % of the render thread in the profile
 * of a list page. The messages come from our own message files, so the set of keys is bounded,
 * and an IntlMessageFormat holds nothing of a request: its values arrive with `format(values)`.
 *
 * Everything else is use-intl 4.14's own `format-message` (dist/esm/development/format-message):
 * the hot path for plain strings, the format conversion, the errors it throws, the time zone
 * workaround. tests/unit/format-message.test.ts compares the two on the message files.
 */

type MessageFormats = { dateTime?: Record<string, Intl.DateTimeFormatOptions>; number?: Record<string, Intl.NumberFormatOptions> };

interface FormatOptions {
  formats?: MessageFormats;
  globalFormats?: MessageFormats;
  locale: string;
  timeZone?: string;
  // use-intl also passes its per-request cache and Intl formatters; the kept formats use their own.
  [other: string]: unknown;
}

/** Parsed messages by locale, time zone, formats and text. Cleared when full (a bound, not an LRU: the files hold ~1,500 messages per locale). */
const MAX_KEPT = 4_000;
const kept = new Map<string, IntlMessageFormat>();

// Intl formatters shared by the kept messages, per locale and options (the same memo use-intl keeps per request).
const intlObjects = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function memoIntl<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(kind: string, make: () => T, locales: unknown, options: unknown): T {
  const key = `${kind}\u0000${JSON.stringify(locales)}\u0000${JSON.stringify(options ?? null)}`;
  let found = intlObjects.get(key) as T | undefined;
  if (!found) {
    if (intlObjects.size >= MAX_KEPT) intlObjects.clear();
    intlObjects.set(key, (found = make()));
  }
  return found;
}

function formattersFor(timeZone: string | undefined) {
  return {
    getNumberFormat: (locales?: string | string[], options?: Intl.NumberFormatOptions) => memoIntl('n', () => new Intl.NumberFormat(locales, options), locales, options),
    // use-intl's workaround for formatjs/formatjs#4279: the message's time zone when a format names none.
    getDateTimeFormat: (locales?: string | string[], options?: Intl.DateTimeFormatOptions) => {
      const zoned = { ...options, timeZone: options?.timeZone ?? timeZone };
      return memoIntl('d', () => new Intl.DateTimeFormat(locales, zoned), locales, zoned);
    },
    getPluralRules: (locales?: string | string[], options?: Intl.PluralRulesOptions) => memoIntl('p', () => new Intl.PluralRules(locales, options), locales, options),
  };
}

/** use-intl's `convertFormatsToIntlMessageFormat`: one `dateTime` namespace for ICU's date and time. */
function messageFormats(globalFormats: MessageFormats | undefined, inlineFormats: MessageFormats | undefined, timeZone: string | undefined): Partial<Formats> {
  const dateTime = { ...globalFormats?.dateTime, ...inlineFormats?.dateTime };
  const all = {
    date: { ...IntlMessageFormat.formats.date, ...dateTime } as Record<string, Intl.DateTimeFormatOptions>,
    time: { ...IntlMessageFormat.formats.time, ...dateTime } as Record<string, Intl.DateTimeFormatOptions>,
    number: { ...globalFormats?.number, ...inlineFormats?.number },
  };
  if (timeZone) {
    for (const property of ['date', 'time'] as const) {
      const formats = all[property];
      for (const [key, value] of Object.entries(formats)) formats[key] = { timeZone, ...value };
    }
  }
  return all as Partial<Formats>;
}

function keptFormat(message: string, options: FormatOptions): IntlMessageFormat {
  const { locale, timeZone, globalFormats, formats } = options;
  const key = `${locale}\u0000${timeZone ?? ''}\u0000${globalFormats || formats ? JSON.stringify([globalFormats ?? null, formats ?? null]) : ''}\u0000${message}`;
  let format = kept.get(key);
  if (!format) {
    format = new IntlMessageFormat(message, locale, messageFormats(globalFormats, formats, timeZone), { formatters: formattersFor(timeZone) });
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(key, format);
  }
  return format;
}

/** A message worth parsing: it has values, ICU escapes, or (outside production) tags or arguments to report. */
function needsParsing(message: string, values: unknown): boolean {
  return Boolean(values) || /'[{}<#|']/.test(message) || (process.env.NODE_ENV !== 'production' && /<|{/.test(message));
}

export default function formatMessage(key: string, message: unknown, values: Record<string, unknown> | undefined, options: FormatOptions): unknown {
  if (Array.isArray(message)) {
    throw new IntlError(IntlErrorCode.INVALID_MESSAGE, `Message at \`${key}\` resolved to an array, but only strings are supported.`);
  }
  if (typeof message === 'object') {
    throw new IntlError(
      IntlErrorCode.INSUFFICIENT_PATH,
      `Message at \`${key}\` resolved to \`${typeof message}\`, but only strings are supported. Use a \`.\` to retrieve nested messages.`,
    );
  }
  if (typeof message === 'string' && !needsParsing(message, values)) return message;
  let format: IntlMessageFormat;
  try {
    format = keptFormat(message as string, options);
  } catch (error) {
    const { message: text, originalMessage } = error as { message: string; originalMessage?: string };
    throw new IntlError(IntlErrorCode.INVALID_MESSAGE, `${text} (${originalMessage})`);
  }
  // intl-messageformat types rich-text values differently from use-intl; use-intl passes them through as we do.
  const formatted = format.format(values);
  return isValidElement(formatted) || Array.isArray(formatted) || typeof formatted === 'string' ? formatted : String(formatted);
}

// use-intl reads this flag: `t.raw` returns the message as written.
formatMessage.raw = true;

/** How many parsed messages the process keeps (tests: one per message, locale and time zone). */
export function keptFormatCount(): number {
  return kept.size;
}
