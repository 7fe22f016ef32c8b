import type { Bi, ItemSpec, Theme } from './catalogue-types';
import type { Leaf } from './topic-tree';
import { colorOf, type ColorCode } from './settings-lists';

/** What varies between two products of the same kind; names, keywords and descriptions read it. */
export interface ProductLook {
  item: ItemSpec;
  leaf: Leaf;
  color: ColorCode;
  /** Colour word in the name ("Red Glass Bauble"); left out for some items, as real catalogues do. */
  colorInName: boolean;
  lit: boolean;
  size: number;
  setOf: number;
}

const THEME_WORDS: Record<Theme, Bi> = {
  christmas: { en: 'christmas xmas', zh: '圣诞 圣诞节' },
  halloween: { en: 'halloween spooky', zh: '万圣节 万圣' },
  home: { en: 'home decor', zh: '家居 装饰' },
  easter: { en: 'easter spring', zh: '复活节 春季' },
  party: { en: 'party gift', zh: '派对 礼品' },
  garden: { en: 'garden outdoor', zh: '花园 户外' },
  fall: { en: 'fall autumn harvest thanksgiving', zh: '秋季 秋天 丰收 感恩节' },
};

const LIT_PREFIX: Bi = { en: 'LED Light-Up', zh: 'LED发光' };

export function sizeLabel(look: ProductLook): Bi {
  const unit = look.item.sizeUnit ?? 'cm';
  const value = String(look.size);
  return unit === 'm' ? { en: `${value} m`, zh: `${value}米` } : { en: `${value} cm`, zh: `${value}厘米` };
}

/** "LED Light-Up Red Glass Snowman Ornament, 10 cm" / "LED发光红色玻璃雪人挂件 10厘米". */
export function productNames(look: ProductLook): Bi {
  const { item, leaf } = look;
  const color = look.colorInName ? colorOf(look.color) : undefined;
  // Articles that are always lit already say so in their noun ("LED Fairy String Lights").
  const prefix = look.lit && !item.lit && item.light !== 1 ? LIT_PREFIX : undefined;
  const suffix = look.lit && item.lit ? item.lit : undefined;
  const words = [color && { en: color.nameen, zh: color.name }, prefix, leaf.style, leaf.material, item].filter((w): w is Bi => Boolean(w));
  const size = sizeLabel(look);
  const setEn = look.setOf > 1 ? ` (Set of ${look.setOf})` : '';
  const setZh = look.setOf > 1 ? ` ${look.setOf}件套` : '';
  return {
    en: `${words.map((w) => w.en).join(' ')}${suffix ? ` ${suffix.en}` : ''}${setEn}, ${size.en}`,
    zh: `${words.map((w) => w.zh).join('')}${suffix ? ` ${suffix.zh}` : ''}${setZh} ${size.zh}`,
  };
}

/** §2 keyword search runs on names and this column: English and Chinese words, space separated. */
export function productKeywords(look: ProductLook): string {
  const { item, leaf } = look;
  const color = colorOf(look.color);
  const material = leaf.material ?? item.material;
  const en = [THEME_WORDS[leaf.topic.theme].en, leaf.topic.nameen, item.en, material?.en, color.nameen, look.lit ? 'led light' : '', look.item.electric ? 'battery operated' : ''];
  const zh = [THEME_WORDS[leaf.topic.theme].zh, leaf.topic.name, item.zh, material?.zh, color.name, look.lit ? '发光 LED灯' : ''];
  const words = [
    ...en
      .join(' ')
      .toLowerCase()
      .split(/[^a-z0-9'-]+/),
    ...zh.join(' ').split(/\s+/),
  ];
  return [...new Set(words.filter((w) => w.length > 1 && !STOP_WORDS.has(w)))].join(' ');
}

const STOP_WORDS = new Set(['with', 'and', 'in', 'of', 'the', '&']);
