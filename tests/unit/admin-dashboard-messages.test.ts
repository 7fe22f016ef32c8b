import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import en from '../../messages/admin/en.json';
import zh from '../../messages/admin/zh.json';

// The dashboard's screens speak both workspace languages — every dashboard.* key they
// use is in both files, and each message formats (ICU plurals included) with the values given.

const DIR = join(__dirname, '../../src/components/admin/screens');
const VALUES = { count: 3, part: '2', minutes: 5, hours: 4, days: 2, week: '48', start: '2026-11-23', quantity: '1,200', name: 'A' };

function usedKeys(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(DIR).filter((name) => name.startsWith('dashboard'))) {
    const text = readFileSync(join(DIR, file), 'utf8');
    for (const match of text.matchAll(/'(dashboard\.[a-zA-Z0-9]+)'/g)) found.add(match[1]!);
  }
  return [...found].sort();
}

describe('dashboard messages', () => {
  it('has every key the dashboard uses in Chinese and English, and each formats', () => {
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(25);
    for (const [locale, messages] of [
      ['en', en],
      ['zh', zh],
    ] as const) {
      const t = createTranslator({
        locale,
        messages,
        onError: (error) => {
          throw error;
        },
      });
      for (const key of keys) {
        const text = (t as unknown as (key: string, values: object) => string)(key, VALUES);
        expect(text, `${locale} ${key}`).not.toMatch(/^dashboard\./);
        expect(text.length, `${locale} ${key}`).toBeGreaterThan(0);
      }
    }
  });

  it('counts in both languages', () => {
    const t = (locale: 'en' | 'zh', key: string, values: Record<string, string | number>) =>
      (createTranslator({ locale, messages: locale === 'en' ? en : zh }) as unknown as (key: string, values: object) => string)(key, values);
    expect(t('en', 'dashboard.lastDays', { count: 30 })).toBe('Last 30 days');
    expect(t('zh', 'dashboard.lastDays', { count: 30 })).toBe('近 30 天');
    expect(t('en', 'dashboard.ofInquiries', { part: '1', count: 1 })).toBe('1 of 1 inquiry');
    expect(t('en', 'dashboard.quotedCount', { count: 0 })).toBe('none quoted yet');
  });
});
