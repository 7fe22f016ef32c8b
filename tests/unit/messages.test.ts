import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import zh from '../../messages/zh.json';

function keys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('messages', () => {
  it('en.json and zh.json have exactly the same keys', () => {
    const enKeys = keys(en).sort();
    const zhKeys = keys(zh).sort();
    expect(
      enKeys.filter((k) => !zhKeys.includes(k)),
      'missing in zh.json',
    ).toEqual([]);
    expect(
      zhKeys.filter((k) => !enKeys.includes(k)),
      'missing in en.json',
    ).toEqual([]);
  });

  it('has no empty message in either language', () => {
    for (const [lang, tree] of Object.entries({ en, zh })) {
      const empty = keys(tree).filter((k) => k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree) === '');
      expect(empty, lang).toEqual([]);
    }
  });

  it('carries the spec message keys', () => {
    for (const tree of [en, zh]) {
      expect(tree.message.loginFirst).toBeTruthy();
      expect(tree.cart.addToCartSuccess).toBeTruthy();
      expect(tree.store.removeSuccess).toBeTruthy();
      expect(tree.store.collectionSuccess).toBeTruthy();
      expect(tree.store.submitOrder).toBeTruthy();
    }
  });

  it('keeps the spec wording in English', () => {
    expect(en.errors.notFound).toBe('This page could not be found');
    expect(en.footer.subscribeSuccess).toBe('Subscribe email successfully!');
    expect(en.widgets.loading).toBe('Loading......');
  });
});
