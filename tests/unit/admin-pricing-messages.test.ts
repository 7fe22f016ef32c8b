import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import baseEn from '../../messages/admin/en.json';
import baseZh from '../../messages/admin/zh.json';
import pricingEn from '../../messages/admin/pricing.en.json';
import pricingZh from '../../messages/admin/pricing.zh.json';
import { PRICE_LIST_STATUSES } from '@/lib/validation/admin/pricing';
import type { RowProblem } from '@/components/admin/pricing/break-draft';

// The pricing screens (breaks, customer groups, price lists) speak both workspace languages: the
// two files hold the same keys, and every key the screens use — written out, or built from a break
// problem or a list's status — has words in Chinese and in English.

type Tree = Record<string, unknown>;
const DIR = join(__dirname, '../../src/components/admin/pricing');
const PROBLEMS: RowProblem['key'][] = ['number', 'at_or_below_moq', 'not_increasing', 'not_cheaper', 'too_many'];

const textAt = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree);
const keys = (tree: unknown, prefix = ''): string[] =>
  typeof tree !== 'object' || tree === null ? [prefix] : Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));

function usedKeys(): string[] {
  const found = new Set<string>([...PROBLEMS.map((p) => `pricing.breaks.problem.${p}`), ...PRICE_LIST_STATUSES.map((s) => `pricing.lists.status.${s}`)]);
  for (const file of readdirSync(DIR).filter((name) => name.endsWith('.tsx'))) {
    for (const match of readFileSync(join(DIR, file), 'utf8').matchAll(/\bt\('([a-zA-Z]+(?:\.[a-zA-Z_]+)+)'/g)) found.add(match[1]!);
  }
  return [...found].sort();
}

describe('pricing screen messages', () => {
  it('pricing.zh.json and pricing.en.json have the same keys, none empty', () => {
    expect(keys(pricingEn).sort()).toEqual(keys(pricingZh).sort());
    for (const tree of [pricingEn, pricingZh]) expect(keys(tree).filter((key) => !textAt(tree, key))).toEqual([]);
  });

  it.each([
    ['zh', [baseZh, pricingZh]],
    ['en', [baseEn, pricingEn]],
  ] as const)('every key the screens use has words in %s', (_language, trees) => {
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(60);
    expect(used.filter((key) => !trees.some((tree) => typeof textAt(tree, key) === 'string'))).toEqual([]);
  });
});
