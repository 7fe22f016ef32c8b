import type { ColorCode, PackCode, UnitCode } from './settings-lists';

/** A bilingual word or phrase: every text the seed writes exists in English and Chinese. */
export interface Bi {
  en: string;
  zh: string;
}

export type Theme = 'christmas' | 'halloween' | 'home' | 'easter' | 'party' | 'garden' | 'fall';

/** Shapes the picture generator can draw (no text: fonts are not guaranteed on a server). */
export type Motif =
  | 'tree'
  | 'bauble'
  | 'star'
  | 'snowflake'
  | 'bell'
  | 'gift'
  | 'stocking'
  | 'snowman'
  | 'santa'
  | 'candycane'
  | 'wreath'
  | 'house'
  | 'lightstring'
  | 'candle'
  | 'pumpkin'
  | 'jackolantern'
  | 'ghost'
  | 'bat'
  | 'spider'
  | 'witchhat'
  | 'skull'
  | 'leaf'
  | 'acorn'
  | 'sunflower'
  | 'mushroom'
  | 'wheat'
  | 'egg'
  | 'bunny'
  | 'chick'
  | 'basket'
  | 'flower'
  | 'vase'
  | 'lantern'
  | 'frame'
  | 'cushion'
  | 'heart'
  | 'balloon'
  | 'bunting'
  | 'birdhouse'
  | 'butterfly'
  | 'gnome'
  | 'scarecrow';

/**
 * One kind of article a category sells. Prices are FOB USD per unit; the generator draws a price
 * inside `usd` and a matching size (bigger costs more), so names, sizes and prices agree.
 */
export interface ItemSpec extends Bi {
  motif: Motif;
  usd: readonly [number, number];
  sizes: readonly number[];
  /** 'cm' (height or diameter) by default; 'm' for lengths such as garlands and light strings. */
  sizeUnit?: 'cm' | 'm';
  /** Sold as a set of N pieces (unit SET). */
  set?: readonly number[];
  /** Chance that a product of this kind is the lit (LED) version. */
  light?: number;
  /** Lit versions read "Noun with …" instead of "LED Light-Up Noun". */
  lit?: Bi;
  /** Always battery or mains powered (animated, inflatable, music). */
  electric?: boolean;
  colors?: readonly ColorCode[];
  material?: Bi;
  unit?: UnitCode;
  packs?: readonly PackCode[];
  /** Packed volume as a share of size³; flat goods (stickers, napkins) are tiny. */
  vol?: number;
  /** Kilograms per litre of packed volume: glass and resin are heavy, foam and paper light. */
  density?: number;
}

/** A topic as authored; codes, fcode and sort order are assigned by the topic tree builder. */
export interface TopicSpec extends Bi {
  top?: boolean;
  /** Articles sold here; children without items of their own sell their parent's. */
  items?: readonly ItemSpec[];
  /** A leaf's material or style word, put into every product name sold under it. */
  material?: Bi;
  style?: Bi;
  children?: readonly TopicSpec[];
}

export interface RootSpec extends TopicSpec {
  code: string;
  theme: Theme;
}

type ItemExtra = Omit<ItemSpec, 'en' | 'zh' | 'motif' | 'usd' | 'sizes'>;

/** Compact authoring: item('Snowman Figurine', '雪人摆件', 'snowman', [1.2, 15], [10, 20, 30], {...}). */
export function item(en: string, zh: string, motif: Motif, usd: readonly [number, number], sizes: readonly number[], extra: ItemExtra = {}): ItemSpec {
  return { en, zh, motif, usd, sizes, ...extra };
}

export function topic(en: string, zh: string, body: Omit<TopicSpec, 'en' | 'zh'> = {}): TopicSpec {
  return { en, zh, ...body };
}

/** A root of the catalogue: one season or line, always in the menu's top list. */
export function root(code: string, theme: Theme, en: string, zh: string, children: readonly TopicSpec[]): RootSpec {
  return { code, theme, en, zh, top: true, children };
}

/** Leaves that sell their parent's items, each in one material: `[en, zh, material]`. */
export function byMaterial(...leaves: readonly (readonly [en: string, zh: string, material: Bi])[]): TopicSpec[] {
  return leaves.map(([en, zh, material]) => topic(en, zh, { material }));
}

/** Materials named in product names and descriptions. */
export const M = {
  glass: { en: 'Glass', zh: '玻璃' },
  plastic: { en: 'Plastic', zh: '塑料' },
  shatterproof: { en: 'Shatterproof', zh: '防碎' },
  wood: { en: 'Wooden', zh: '木质' },
  felt: { en: 'Felt', zh: '毛毡' },
  resin: { en: 'Resin', zh: '树脂' },
  ceramic: { en: 'Ceramic', zh: '陶瓷' },
  metal: { en: 'Metal', zh: '金属' },
  iron: { en: 'Wrought Iron', zh: '铁艺' },
  paper: { en: 'Paper', zh: '纸质' },
  foam: { en: 'Foam', zh: '泡沫' },
  fabric: { en: 'Fabric', zh: '布艺' },
  plush: { en: 'Plush', zh: '毛绒' },
  velvet: { en: 'Velvet', zh: '丝绒' },
  pvc: { en: 'PVC', zh: 'PVC' },
  polyester: { en: 'Polyester', zh: '涤纶' },
  rattan: { en: 'Rattan', zh: '藤编' },
  seagrass: { en: 'Seagrass', zh: '海草' },
  silk: { en: 'Silk', zh: '仿真丝' },
  latex: { en: 'Latex', zh: '乳胶' },
  foil: { en: 'Foil', zh: '铝膜' },
  kraft: { en: 'Kraft Paper', zh: '牛皮纸' },
  burlap: { en: 'Burlap', zh: '麻布' },
  soy: { en: 'Soy Wax', zh: '大豆蜡' },
  copper: { en: 'Copper Wire', zh: '铜线' },
  nylon: { en: 'Nylon', zh: '尼龙' },
  natural: { en: 'Natural', zh: '天然' },
  cement: { en: 'Cement', zh: '水泥' },
  terracotta: { en: 'Terracotta', zh: '陶土' },
} as const satisfies Record<string, Bi>;
