import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import baseEn from '../../messages/admin/en.json';
import baseZh from '../../messages/admin/zh.json';
import inquiriesEn from '../../messages/admin/inquiries.en.json';
import inquiriesZh from '../../messages/admin/inquiries.zh.json';
import quoteMoneyEn from '../../messages/admin/quote-money.en.json';
import quoteMoneyZh from '../../messages/admin/quote-money.zh.json';
import deskEn from '../../messages/admin/desk.en.json';
import deskZh from '../../messages/admin/desk.zh.json';
import { INQUIRY_STATES, TIMELINE_EVENTS } from '@/lib/inquiry-states';

// The inquiry desk's screens speak both workspace languages: every message key they
// use (written out, or built from a state or event name) is in the Chinese and the English files.

type Tree = Record<string, unknown>;
const DIR = join(__dirname, '../../src/components/admin/inquiries');

function has(trees: Tree[], key: string): boolean {
  return trees.some((tree) => typeof key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree) === 'string');
}

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

/** The keys written out in t('…') calls of the desk's components. */
function usedKeys(): string[] {
  const found = new Set<string>();
  for (const file of readdirSync(DIR).filter((name) => name.endsWith('.tsx'))) {
    const text = readFileSync(join(DIR, file), 'utf8');
    for (const match of text.matchAll(/\bt\('([a-zA-Z]+(?:\.[a-zA-Z_]+)+)'/g)) found.add(match[1]!);
    for (const match of text.matchAll(/\?\s*'([a-z]+\.[a-zA-Z.]+)'\s*:\s*'([a-z]+\.[a-zA-Z.]+)'/g)) match.slice(1).forEach((key) => found.add(key));
  }
  return [...found].sort();
}

describe('inquiry desk messages', () => {
  it('inquiries.zh.json and inquiries.en.json have the same keys and no empty message', () => {
    const en = keys(inquiriesEn).sort();
    const zh = keys(inquiriesZh).sort();
    expect(en).toEqual(zh);
    for (const tree of [inquiriesEn, inquiriesZh]) expect(keys(tree).filter((key) => !has([tree as Tree], key))).toEqual([]);
  });

  it('quote-money.zh.json and quote-money.en.json have the same keys and no empty message', () => {
    expect(keys(quoteMoneyEn).sort()).toEqual(keys(quoteMoneyZh).sort());
    for (const tree of [quoteMoneyEn, quoteMoneyZh]) expect(keys(tree).filter((key) => !has([tree as Tree], key))).toEqual([]);
  });

  it('desk.zh.json and desk.en.json (inbox markers, documents, reply templates) have the same keys and no empty message', () => {
    expect(keys(deskEn).sort()).toEqual(keys(deskZh).sort());
    for (const tree of [deskEn, deskZh]) expect(keys(tree).filter((key) => !has([tree as Tree], key))).toEqual([]);
  });

  it('every key the desk screens use is in Chinese and in English', () => {
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(50);
    const dynamic = [...INQUIRY_STATES.map((state) => `inquiries.state.${state}`), ...TIMELINE_EVENTS.map((event) => `inquiries.event.${event}`)];
    for (const [name, trees] of [
      ['zh', [baseZh, inquiriesZh, quoteMoneyZh, deskZh]],
      ['en', [baseEn, inquiriesEn, quoteMoneyEn, deskEn]],
    ] as const) {
      expect(
        [...used, ...dynamic].filter((key) => !has(trees as unknown as Tree[], key)),
        name,
      ).toEqual([]);
    }
  });
});
