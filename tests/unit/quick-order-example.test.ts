import { describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import zh from '@messages/zh.json';
import { parseQuickOrderText } from '@/lib/quick-order/parse-lines';
import { generateProducts } from '@/server/seed/product-generator';
import { buildTopicTree } from '@/server/seed/topic-tree';

// The quick-order box's example is what buyers try first: its item codes are products every
// seeded catalogue holds (product N of the seed does not depend on the catalogue's size).

describe('the quick-order example', () => {
  it('names item codes of the seeded catalogue, with quantities that read, in both languages', () => {
    const seeded = new Set(Array.from(generateProducts(buildTopicTree(), 20, new Date()), (product) => product.code));
    for (const messages of [en, zh]) {
      const parsed = parseQuickOrderText(messages.quickOrder.placeholder);
      if (parsed.kind !== 'ok') throw new Error(`the example reads as ${parsed.kind}`);
      expect(parsed.entries).toHaveLength(3);
      for (const entry of parsed.entries) {
        expect(entry.problem).toBeNull();
        expect(seeded, entry.code).toContain(entry.code);
      }
    }
  });
});
