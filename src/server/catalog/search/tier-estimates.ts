import { EMPTY_POSTINGS, intersect, prefixed, productsIn, subtract, unite, type Groups, type LexemePostings } from './lexeme-postings';

/**
 * How many products a rank tier holds, read from the vocabulary's postings (no SQL). ranked-page.ts
 * chooses by it how to fetch a tier: walking the launch-time index finds a broad tier's newest rows
 * at once but visits the whole catalogue for a sparse one (圣诞挂件's first tier, 圣诞 and 挂件 both
 * in a name, holds none of 100,000 products: that walk was the 1.7 s of docs/benchmarks.md), while
 * the search index fetches a sparse tier whole for the cost of the rows holding its lexemes.
 */
export interface TierEstimate {
  /** Products in this tier and in no better one (site-wide, as the vocabulary learned them, codes and pinyin unseen). */
  products: number;
  /** True when no product is in this tier and in no better one, exactly as the database would find. */
  empty: boolean;
  /** Products holding the tier's lexemes in names or keywords whatever the weight: the rows an index fetch reads. */
  holders: number;
  /** Products of the site: the most rows a launch-time walk visits. */
  catalogue: number;
}

/** A parsed tsquery text of search-plan.ts: lexemes (`圣诞:B`, `orna:*ABC`) joined by & and |. */
type Node = { op: '&' | '|'; items: Node[] } | { lexeme: string; weights: string; prefix: boolean };

function parse(text: string): Node {
  const tokens = text.match(/[()&|]|[^\s()&|]+/g) ?? [];
  let at = 0;
  const list = (op: '&' | '|', next: () => Node): Node => {
    const items = [next()];
    while (tokens[at] === op) {
      at++;
      items.push(next());
    }
    return items.length === 1 ? items[0]! : { op, items };
  };
  const factor = (): Node => {
    const token = tokens[at++] ?? '';
    if (token === '(') {
      const inner = list('|', () => list('&', factor));
      at++; // the closing parenthesis
      return inner;
    }
    const [lexeme = '', label = ''] = token.split(':');
    return { lexeme, weights: label.replace('*', ''), prefix: label.includes('*') };
  };
  return list('|', () => list('&', factor));
}

/**
 * How a tsquery is read against names and keywords:
 * - `exact`: as the database would, or null when names and keywords cannot tell (a prefix, a code
 *   or pinyin weight, any weight): only this reading may leave a tier out;
 * - `weighted`: near enough to choose how to fetch (prefixes expanded, pinyin unseen, unknown where
 *   a code may match);
 * - `holders`: names and keywords alike, as the search index returns rows before weights are rechecked.
 */
type Reading = 'exact' | 'weighted' | 'holders';

/** A prefix matching more lexemes than this is not expanded (the estimate is then unknown). */
const MAX_PREFIX_LEXEMES = 64;

function lexemeGroups(node: { lexeme: string; weights: string; prefix: boolean }, postings: LexemePostings, reading: Reading): Groups | null {
  if (reading === 'exact' && (node.prefix || !/^[BC]+$/.test(node.weights))) return null;
  // Item codes are unseen (each product has its own): a term with digits may match every code ("LT24").
  if (/\d/.test(node.lexeme) && (reading === 'holders' || node.weights === '' || node.weights.includes('A'))) return null;
  const anyWeight = reading === 'holders' || node.weights === '';
  const lexemes = node.prefix ? prefixed(postings, node.lexeme, MAX_PREFIX_LEXEMES) : [node.lexeme];
  if (lexemes === null) return null;
  let groups: Groups = [];
  for (const lexeme of lexemes) {
    if (anyWeight || node.weights.includes('B')) groups = unite(groups, postings.name.get(lexeme) ?? []);
    if (anyWeight || node.weights.includes('C')) groups = unite(groups, postings.keyword.get(lexeme) ?? []);
  }
  return groups;
}

/** The groups a tsquery matches in the given reading (null: unknown). */
function groupsOf(node: Node, postings: LexemePostings, reading: Reading): Groups | null {
  if (!('op' in node)) return lexemeGroups(node, postings, reading);
  let groups: Groups | null = null;
  for (const item of node.items) {
    const next = groupsOf(item, postings, reading);
    if (next === null) return null;
    groups = groups === null ? next : node.op === '&' ? intersect(groups, next) : unite(groups, next);
  }
  return groups;
}

const cache = new WeakMap<LexemePostings, Map<string, (TierEstimate | null)[]>>();
/** Plans of this many distinct tier lists are remembered per vocabulary (buyers repeat queries). */
const CACHED_PLANS = 512;

/** The estimate of each tier (tsquery texts, best first), null where the postings cannot tell. */
export function tierEstimates(tiers: readonly string[], postings: LexemePostings = EMPTY_POSTINGS): (TierEstimate | null)[] {
  if (postings.catalogue === 0) return tiers.map(() => null);
  let plans = cache.get(postings);
  if (!plans) cache.set(postings, (plans = new Map<string, (TierEstimate | null)[]>()));
  const key = tiers.join('\n');
  const known = plans.get(key);
  if (known) return known;
  let better: Groups = [];
  let exactlyBetter: Groups = [];
  const estimates = tiers.map((text): TierEstimate | null => {
    const node = parse(text);
    const exact = groupsOf(node, postings, 'exact');
    // Only exactly known better tiers are taken away: the exact count may only be too high.
    const empty = exact !== null && subtract(exact, exactlyBetter).length === 0;
    if (exact) exactlyBetter = unite(exactlyBetter, exact);
    if (empty) return { products: 0, empty, holders: 0, catalogue: postings.catalogue };
    const groups = exact ?? groupsOf(node, postings, 'weighted');
    const holders = groupsOf(node, postings, 'holders');
    if (groups === null || holders === null) return null;
    const own = subtract(groups, better);
    better = unite(better, groups);
    return { products: productsIn(postings, own), empty, holders: productsIn(postings, holders), catalogue: postings.catalogue };
  });
  if (plans.size >= CACHED_PLANS) plans.clear();
  plans.set(key, estimates);
  return estimates;
}
