import { priceBandOf } from '../../lib/price-bands';
import type { ItemSpec, Theme } from './catalogue-types';
import { naturalPrice, overlaps, PRICE_TARGETS, priceForTarget, targetSequence, type PricePair, type PriceTarget } from './price-plan';
import { CATALOGUE_SEED, createRng, shuffle, type Rng } from './prng';
import { productKeywords, productNames, type ProductLook } from './product-names';
import type { ColorCode, PackCode, UnitCode } from './settings-lists';
import type { Leaf, TopicTree } from './topic-tree';
import { ean13, salesFor, stockFor, tradeDataFor, type TradeData } from './trade-data';

/**
 * Products beyond this many reuse the pictures of an earlier product of the same kind: rendering is
 * the slow part of the seed, and `--products 100000` must stay a matter of minutes.
 */
export const BASE_PICTURES = 720;

export interface ProductDraft extends TradeData {
  index: number;
  code: string;
  classcode: string;
  look: ProductLook;
  name: string;
  nameen: string;
  keyword: string;
  foreignprice: number;
  price: number;
  priceGroup: number;
  stock: number;
  launchtime: Date;
  isHot: number;
  sales: number;
  colorCode: ColorCode;
  light: number;
  electric: number;
  unitCode: UnitCode;
  packCode: PackCode;
  barcode: string;
  material: string;
  materialen: string;
  /** Picture paths, the first is the cover (§3 pics). */
  pics: string[];
  /** True when the pictures are this product's own and still have to be rendered. */
  ownPictures: boolean;
}

const THEME_COLORS: Record<Theme, readonly ColorCode[]> = {
  christmas: ['RD', 'GN', 'GD', 'SV', 'WH'],
  halloween: ['OR', 'BK', 'PU', 'WH'],
  home: ['WH', 'NT', 'GD', 'GN', 'BL'],
  easter: ['PK', 'BL', 'PU', 'WH', 'MC'],
  party: ['MC', 'PK', 'GD', 'SV', 'BL'],
  garden: ['GN', 'MC', 'BR', 'BL'],
  fall: ['OR', 'BR', 'GD', 'RD', 'NT'],
};
const DEFAULT_PACKS: readonly PackCode[] = ['CB', 'CB', 'PB', 'KB', 'PVC', 'GB', 'DB'];
const DAY_MS = 86_400_000;

interface Pair {
  leaf: Leaf;
  item: ItemSpec;
}

/** Bigger sizes cost more: the price's place in the item's range picks the size. */
function sizeForPrice(item: ItemSpec, usd: number): number {
  const [lo, hi] = item.usd;
  const share = hi > lo ? Math.log(Math.max(usd, lo) / lo) / Math.log(hi / lo) : 0;
  const index = Math.min(item.sizes.length - 1, Math.max(0, Math.floor(share * item.sizes.length)));
  return item.sizes[index]!;
}

/** Remembers whose pictures a later product of the same kind may show. */
class PictureReuse {
  private readonly groups = new Map<string, string[][]>();
  add(keys: string[], pics: string[]) {
    for (const key of keys) {
      const list = this.groups.get(key) ?? [];
      list.push(pics);
      this.groups.set(key, list);
    }
  }
  find(keys: string[], rng: Rng): string[] {
    for (const key of keys) {
      const list = this.groups.get(key);
      if (list?.length) return rng.pick(list);
    }
    throw new Error('Seed: no picture to reuse');
  }
}

/**
 * Yields `count` products, deterministically. Even indexes are priced from the band quotas of
 * price-plan.ts (coverage of all ten bands in both currencies); odd indexes walk through every
 * (topic, article) pair so each leaf topic gets products. Product N never depends on `count`, so
 * equal codes mean equal products (and pictures) in catalogues of any size.
 */
export function* generateProducts(tree: TopicTree, count: number, now: Date): Generator<ProductDraft> {
  const rng = createRng(CATALOGUE_SEED);
  const pairs: Pair[] = tree.leaves.flatMap((leaf) => leaf.items.map((item) => ({ leaf, item })));
  const candidates = new Map<PriceTarget, Pair[]>(PRICE_TARGETS.map((t) => [t, pairs.filter((p) => overlaps(p.item, t))]));
  for (const [target, list] of candidates) {
    if (list.length === 0) throw new Error(`Seed catalogue: nothing sells in ${target.currency} band ${target.band}`);
  }
  const targetAt = targetSequence();
  let cycle: Pair[] = [];
  const reuse = new PictureReuse();

  for (let index = 0; index < count; index++) {
    let pair: Pair;
    let prices: PricePair;
    if (index % 2 === 0) {
      const target = targetAt(index / 2);
      pair = rng.pick(candidates.get(target)!);
      prices = priceForTarget(pair.item, target, rng);
    } else {
      if (cycle.length === 0) cycle = shuffle(rng, [...pairs]);
      pair = cycle.pop()!;
      prices = naturalPrice(pair.item, rng);
    }
    yield makeProduct(index, pair, prices, now, rng, reuse);
  }
}

function makeProduct(index: number, { leaf, item }: Pair, prices: PricePair, now: Date, rng: Rng, reuse: PictureReuse): ProductDraft {
  const colors = item.colors ?? THEME_COLORS[leaf.topic.theme];
  const color = rng.pick(colors);
  const look: ProductLook = {
    item,
    leaf,
    color,
    colorInName: colors.length > 1 && color !== 'MC' && color !== 'NT' && rng.chance(0.5),
    // An LED module costs about $0.20, so only articles above that can be the lit version.
    lit: rng.chance(item.light ?? 0) && (item.light === 1 || prices.usd >= 0.3),
    size: sizeForPrice(item, prices.usd),
    setOf: item.set ? rng.pick(item.set) : 1,
  };
  const names = productNames(look);
  const ageDays = rng.range(0, 730);
  // Code series follows the launch season, so LT24 items are the older ones.
  const series = ageDays < 243 ? 26 : ageDays < 486 ? 25 : 24;
  const code = `LT${series}-${String(index + 1).padStart(5, '0')}`;
  const isHot = rng.chance(0.15);
  const ownPictures = index < BASE_PICTURES;
  const reuseKeys = [`${leaf.topic.code}|${item.en}`, leaf.topic.code, leaf.root.code];
  let pics: string[];
  if (ownPictures) {
    const picCount = rng.pick([1, 1, 1, 2, 2, 3]);
    pics = Array.from({ length: picCount }, (_, k) => `/Upload/product/${code}${k === 0 ? '' : `-${k + 1}`}.webp`);
    reuse.add(reuseKeys, pics);
  } else {
    pics = reuse.find(reuseKeys, rng);
  }
  return {
    index,
    code,
    classcode: leaf.topic.code,
    look,
    name: names.zh,
    nameen: names.en,
    keyword: productKeywords(look),
    foreignprice: prices.usd,
    price: prices.cny,
    priceGroup: priceBandOf(prices.usd) ?? 0,
    stock: stockFor(rng),
    launchtime: new Date(now.getTime() - ageDays * DAY_MS),
    isHot: isHot ? 1 : 0,
    sales: salesFor(isHot, rng),
    colorCode: color,
    light: look.lit ? 1 : 0,
    // Lit articles run on batteries or a plug, so they count as electric (§3 filter ticks).
    electric: item.electric || look.lit ? 1 : 0,
    unitCode: item.unit ?? (look.setOf > 1 ? 'SET' : 'PC'),
    packCode: rng.pick(item.packs ?? DEFAULT_PACKS),
    barcode: ean13(index),
    material: '',
    materialen: '',
    pics,
    ownPictures,
    ...tradeDataFor(item, look.size, look.setOf, prices.usd, rng),
  };
}
