import { singular } from './english-forms';

/**
 * Words buyers use for the same thing, searched both ways: a query for one also finds products that
 * only say another. Kept small on purpose, and only where the seeded catalogue shows the need:
 * most products carry both languages, so a translation pair is only worth listing when some
 * products say one side only (an English-only import, or keywords that name the season in one
 * language), or when buyers use a trade word the catalogue does not (xmas, 挂饰, 彩灯).
 * English entries are written in the singular; an entry of several words needs all of them.
 */
const GROUPS: readonly (readonly string[])[] = [
  // The season names: every seasonal product's keywords name the season, in one language or both.
  ['christmas', 'xmas', '圣诞'],
  ['halloween', '万圣节'],
  ['easter', '复活节'],
  ['thanksgiving', '感恩节'],
  // Hanging decorations: the catalogue says 挂件 (Christmas ornaments) and 挂饰 (garlands, witches).
  ['ornament', '挂件', '挂饰'],
  // "LED String Lights" are LED灯串 in the catalogue; buyers also say 彩灯 and "fairy lights".
  ['string light', 'fairy light', '灯串', '彩灯'],
];

const byForm = new Map<string, readonly string[]>();
for (const group of GROUPS) for (const form of group) byForm.set(form, group);

/** A query word in the form GROUPS uses: English in the singular, Chinese as typed. */
const keyOf = (word: string) => (/^[a-z]+$/.test(word) ? singular(word) : word);

/** The other words of `word`'s group (each an entry of one or more words), or none. */
export function synonymsOf(word: string): string[] {
  const key = keyOf(word);
  return (byForm.get(key) ?? []).filter((form) => form !== key);
}
