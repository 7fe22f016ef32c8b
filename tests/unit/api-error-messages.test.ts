import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import errorsEn from '../../messages/admin/errors.en.json';
import errorsZh from '../../messages/admin/errors.zh.json';
import { API_ERROR_KEYS, ERROR_CODE_KEYS } from '@/lib/api-error-keys';
import { ERROR_CODES } from '@/server/errors';
import { errorBodyText, fieldErrors } from '@/components/admin/error-wording';

// Server messages reach staff in their own language: every message key an API error can carry
// (each error code's default, each validation failure, each service's own) has Chinese and English
// text in messages/admin/errors.<lang>.json, and every key named in src is one of them.

type Tree = Record<string, unknown>;
const textOf = (tree: Tree, key: string) => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('API error message keys', () => {
  it('every error code has a default key', () => {
    expect([...ERROR_CODE_KEYS].sort()).toEqual(ERROR_CODES.map((code) => `apiError.code.${code}`).sort());
  });

  it('every key an API error can carry has Chinese and English text', () => {
    const missing = API_ERROR_KEYS.flatMap((key) =>
      (['zh', 'en'] as const)
        .filter((lang) => typeof textOf(lang === 'zh' ? errorsZh : errorsEn, key) !== 'string' || textOf(lang === 'zh' ? errorsZh : errorsEn, key) === '')
        .map((lang) => `${lang} ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('errors.zh.json and errors.en.json have the same keys', () => {
    expect(keys(errorsZh).sort()).toEqual(keys(errorsEn).sort());
  });

  it('every apiError key written in src is a known key', () => {
    const known = new Set<string>(API_ERROR_KEYS);
    const unknown: string[] = [];
    for (const file of sourceFiles(join(__dirname, '../../src'))) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/'(apiError\.(?:code|validation|signIn|session|rateLimited|password|staff|inquiry|record|route)\.[A-Za-z_]+)'/g)) {
        if (!known.has(match[1]!)) unknown.push(`${file}: ${match[1]}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('words a validation failure in Chinese with the field and its bound', () => {
    const body = {
      message: 'password: use at least 12 characters',
      messageKey: 'apiError.validation.tooShort',
      params: { min: 12, field: 'password' },
      field: 'password',
      issues: [{ field: 'password', message: 'use at least 12 characters', messageKey: 'apiError.validation.tooShort', params: { min: 12 } }],
    };
    expect(errorBodyText(body, '', 'zh')).toBe('密码：至少 12 个字符');
    expect(fieldErrors(body, 'zh')).toEqual({ password: '至少 12 个字符' });
    expect(errorBodyText(body, '', 'en')).toBe('Password: Use at least 12 characters');
  });

  it('falls back to the English message when the body has no key', () => {
    expect(errorBodyText({ message: 'Bad gateway' }, 'HTTP 502', 'zh')).toBe('Bad gateway');
    expect(errorBodyText({}, 'HTTP 502', 'zh')).toBe('HTTP 502');
  });
});
