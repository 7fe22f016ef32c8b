import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { _createCache, _createIntlFormatters } from 'use-intl/core';
import useIntlFormatMessage from 'use-intl/format-message';
import formatMessage, { keptFormatCount } from '@/i18n/format-message';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';

// The storefront's ICU formatter (next.config.ts aliases use-intl's to it) must say exactly what
// use-intl's own says, for every message of both message files, while parsing each message once
// per process instead of once per request.

type Tree = { [key: string]: string | Tree };

function* messagesOf(tree: Tree, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') yield [prefix + key, value];
    else yield* messagesOf(value, `${prefix}${key}.`);
  }
}

// Element types of @formatjs/icu-messageformat-parser's AST.
const ARGUMENT = 1;
const NUMBER = 2;
const DATE = 3;
const TIME = 4;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

type Element = { type: number; value: string; options?: Record<string, { value: Element[] }>; children?: Element[] };

/** Values for a message's arguments: each plural and number with `count`, each select with its first option. */
function valuesFor(elements: Element[], count: number, values: Record<string, unknown> = {}): Record<string, unknown> {
  for (const element of elements) {
    if (element.type === ARGUMENT) values[element.value] ??= 'Lantern';
    if (element.type === NUMBER || element.type === PLURAL) values[element.value] = count;
    if (element.type === DATE || element.type === TIME) values[element.value] = new Date(Date.UTC(2027, 0, 29, 9, 30));
    if (element.type === SELECT) values[element.value] ??= Object.keys(element.options ?? {})[0];
    if (element.type === TAG) values[element.value] = (chunks: unknown[]) => `<${element.value}>${chunks.join('')}</${element.value}>`;
    for (const option of Object.values(element.options ?? {})) valuesFor(option.value, count, values);
    if (element.children) valuesFor(element.children, count, values);
  }
  return values;
}

/** What use-intl passes along with a message: a request's own cache and Intl formatters. */
function requestOptions(locale: string) {
  const cache = _createCache();
  return { cache, formatters: _createIntlFormatters(cache), globalFormats: undefined, formats: undefined, locale, timeZone: 'Asia/Shanghai' };
}

describe('the kept ICU formatter', () => {
  for (const [locale, file] of [
    ['en', en],
    ['zh', zh],
  ] as const) {
    it(`formats every ${locale} message as use-intl's own does, for 0, 1, 2 and 1,500`, () => {
      let compared = 0;
      for (const [key, message] of messagesOf(file)) {
        if (!message.includes('{') && !message.includes('<')) continue;
        const elements = new IntlMessageFormat(message, locale).getAst() as Element[];
        for (const count of [0, 1, 2, 1500]) {
          const values = valuesFor(elements, count);
          const ours = formatMessage(key, message, values, requestOptions(locale));
          const theirs = useIntlFormatMessage(key, message, values as never, requestOptions(locale));
          expect(ours, `${locale} ${key} (${count})`).toEqual(theirs);
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(100);
    });
  }

  it('parses a message once for every request that formats it, and keeps plain text unparsed', () => {
    const message = '{count, plural, =0 {No lines} one {# line} other {# lines}} · kept-once probe';
    const before = keptFormatCount();
    const said = [1, 2, 3].map((count) => formatMessage('probe', message, { count }, requestOptions('en')));
    expect(said).toEqual(['1 line · kept-once probe', '2 lines · kept-once probe', '3 lines · kept-once probe']);
    expect(keptFormatCount()).toBe(before + 1);
    expect(formatMessage('plain', 'No values here', undefined, requestOptions('en'))).toBe('No values here');
    expect(keptFormatCount()).toBe(before + 1);
    // Another locale or time zone is another parsed message: number and date formats differ.
    formatMessage('probe', message, { count: 1 }, requestOptions('zh'));
    formatMessage('probe', message, { count: 1 }, { ...requestOptions('en'), timeZone: 'Europe/Berlin' });
    expect(keptFormatCount()).toBe(before + 3);
  });

  it('reports a broken message and a namespace as use-intl does (its error codes)', () => {
    expect(() => formatMessage('broken', 'Hello {name', { name: 'x' }, requestOptions('en'))).toThrow(/INVALID_MESSAGE/);
    expect(() => formatMessage('ns', { a: 'b' }, undefined, requestOptions('en'))).toThrow(/INSUFFICIENT_PATH/);
    expect(() => formatMessage('list', ['a'], undefined, requestOptions('en'))).toThrow(/INVALID_MESSAGE/);
  });
});
