import { and, eq, like } from 'drizzle-orm';
import { findProducts } from '@/server/catalog/list-products';
import { keywordSearch, searchVocabulary } from '@/server/catalog/search';
import { storefrontProducts } from '@/server/catalog/storefront-products';
import type { Db } from '@/server/db/client';
import { products, topics } from '@/server/db/schema';

/**
 * What buyers type, and what it must find: the same rules on the seeded catalogue (tests/db/
 * buyer-queries.test.ts) and on a generated 100,000-product one (scripts/search-quality.ts).
 * Each rule measures itself against other searches of the same catalogue, so it holds at any
 * catalogue size the seed generator makes.
 */
export interface BuyerSearch {
  /** Codes of every product the keyword finds. */
  all(keyword: string): Promise<Set<string>>;
  /** Code of the first product of the keyword's first page. */
  first(keyword: string): Promise<string | undefined>;
  /** Codes of the products of the topic with this Chinese name (and its subtopics). */
  topic(name: string): Promise<Set<string>>;
  /** One product code of the catalogue ending with this number. */
  codeEndingWith(number: string): Promise<string>;
}

export interface RuleResult {
  ok: boolean;
  /** The figures behind the verdict, for the report. */
  detail: string;
}

const missing = (found: Set<string>, expected: Set<string>) => [...expected].filter((code) => !found.has(code)).length;

async function covers(search: BuyerSearch, query: string, reference: string, share = 1): Promise<RuleResult> {
  const found = await search.all(query);
  const expected = await search.all(reference);
  const covered = expected.size - missing(found, expected);
  return { ok: expected.size > 0 && covered >= share * expected.size, detail: `${query}: ${found.size}, covers ${covered} of the ${expected.size} of ${reference}` };
}

function all(results: RuleResult[]): RuleResult {
  return { ok: results.every((r) => r.ok), detail: results.map((r) => r.detail).join('; ') };
}

export const BUYER_QUERY_RULES: readonly { name: string; check: (search: BuyerSearch) => Promise<RuleResult> }[] = [
  {
    name: '圣诞挂件 typed without a space finds every product of the Christmas Ornaments topic',
    async check(search) {
      const found = await search.all('圣诞挂件');
      const ornaments = await search.topic('圣诞挂件');
      return {
        ok: ornaments.size > 0 && missing(found, ornaments) === 0,
        detail: `圣诞挂件: ${found.size}, ornaments topic ${ornaments.size}, missing ${missing(found, ornaments)}`,
      };
    },
  },
  {
    name: '圣诞树 finds at least as many products as "christmas tree"',
    async check(search) {
      const zh = await search.all('圣诞树');
      const en = await search.all('christmas tree');
      return { ok: en.size > 0 && zh.size >= en.size, detail: `圣诞树: ${zh.size}, christmas tree: ${en.size}` };
    },
  },
  {
    name: 'chrismas, cristmas, christms and xmas find the Christmas products',
    check: async (search) => all(await Promise.all(['chrismas', 'cristmas', 'christms', 'xmas'].map((q) => covers(search, q, 'christmas')))),
  },
  {
    name: 'pinyin shengdan finds at least 90 % of what 圣诞 finds',
    check: (search) => covers(search, 'shengdan', '圣诞', 0.9),
  },
  {
    name: 'pinyin wanshengjie and nangua find what 万圣节 and 南瓜 find; the pinyin typo nanguan finds the pumpkins',
    check: async (search) => all([await covers(search, 'wanshengjie', '万圣节', 0.9), await covers(search, 'nangua', '南瓜', 0.9), await covers(search, 'nanguan', '南瓜', 0.9)]),
  },
  {
    name: 'an exact item code comes first, with or without its hyphen, in any case, or with a space',
    async check(search) {
      const code = await search.codeEndingWith('00123');
      const forms = [code, code.toLowerCase(), code.replace('-', ''), code.replace('-', ' '), code.slice(-5)];
      const firsts = await Promise.all(forms.map((q) => search.first(q)));
      return { ok: firsts.every((f) => f === code), detail: forms.map((q, i) => `${q} → ${firsts[i]}`).join(', ') };
    },
  },
  {
    name: 'Chinese compounds typed without spaces find what the spaced words find (万圣节南瓜, 复活节彩蛋, 圣诞老人)',
    check: async (search) =>
      all([await covers(search, '万圣节南瓜', '万圣节 南瓜'), await covers(search, '复活节彩蛋', '复活节 彩蛋'), await covers(search, '圣诞老人', '圣诞 老人')]),
  },
  {
    name: 'English typos find the word: pumkin, ornamant, ornamnt, halloweeen',
    check: async (search) =>
      all([
        await covers(search, 'pumkin', 'pumpkin'),
        await covers(search, 'ornamant', 'ornament'),
        await covers(search, 'ornamnt', 'ornament'),
        await covers(search, 'halloweeen', 'halloween'),
      ]),
  },
  {
    name: 'synonyms work both ways: xmas and christmas, 万圣节 and halloween, 挂饰 and ornament, 彩灯 and 灯串',
    check: async (search) =>
      all([
        await covers(search, 'christmas', 'xmas'),
        await covers(search, 'halloween', '万圣节'),
        await covers(search, '万圣节', 'halloween'),
        await covers(search, 'ornament', '挂饰'),
        await covers(search, '挂饰', 'ornament'),
        await covers(search, '彩灯', '灯串'),
      ]),
  },
  {
    name: 'mixed English and Chinese: "led 灯串" finds every product of the LED String Lights topic',
    async check(search) {
      const found = await search.all('led 灯串');
      const lights = await search.topic('LED灯串');
      return { ok: lights.size > 0 && missing(found, lights) === 0, detail: `led 灯串: ${found.size}, LED String Lights topic ${lights.size}, missing ${missing(found, lights)}` };
    },
  },
];

/** The rules' searches on a database: the storefront's search (findProducts), as buyers get it. */
export function databaseBuyerSearch(db: Db, siteId: number): BuyerSearch {
  return {
    async all(keyword) {
      const search = keywordSearch(keyword, await searchVocabulary(db, siteId));
      if (!search) return new Set();
      const rows = await db
        .select({ code: products.code })
        .from(products)
        .where(and(storefrontProducts(siteId), search.where));
      return new Set(rows.map((r) => r.code));
    },
    async first(keyword) {
      const { rows } = await findProducts(db, siteId, 'en', { page: 1, pageSize: 1, keyword }, 'none');
      return rows[0]?.code;
    },
    async topic(name) {
      const [topic] = await db
        .select({ code: topics.code })
        .from(topics)
        .where(and(eq(topics.siteId, siteId), eq(topics.name, name)));
      if (!topic) return new Set();
      const rows = await db
        .select({ code: products.code })
        .from(products)
        .where(and(storefrontProducts(siteId), like(products.classcode, `${topic.code}%`)));
      return new Set(rows.map((r) => r.code));
    },
    async codeEndingWith(number) {
      const [row] = await db
        .select({ code: products.code })
        .from(products)
        .where(and(eq(products.siteId, siteId), like(products.code, `%-${number}`)))
        .limit(1);
      if (!row) throw new Error(`No product code ends with ${number}`);
      return row.code;
    },
  };
}
