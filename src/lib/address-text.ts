/**
 * The place of an address in one line, from names already in the reader's language.
 *
 * Chinese writes an address from the largest unit down, without commas: 中国浙江省金华市婺城区
 * 丹溪路 88 号; English from the street up: 88 Danxi Road, Wucheng District, Jinhua, Zhejiang
 * 321000, China. A municipality is its own city (上海市 / 上海市) and is written once.
 */
export interface PlaceNames {
  country: string;
  region: string;
  city: string;
  district?: string;
  addressLine: string;
  postcode: string;
}

const HAN = /\p{Script=Han}/u;

/** Chinese names run together (浙江省金华市); a Latin name keeps a space from its neighbours. */
function joinUnits(units: string[]): string {
  return units.reduce((line, unit) => (line && !(HAN.test(line.at(-1)!) && HAN.test(unit[0]!)) ? `${line} ${unit}` : line + unit), '');
}

export function placeLine(place: PlaceNames, language: string): string {
  const region = place.region === place.city ? '' : place.region;
  if (language === 'zh') {
    const units = joinUnits([place.country, region, place.city, place.district ?? ''].filter(Boolean));
    return [units, place.addressLine, place.postcode].filter(Boolean).join(' ');
  }
  const towns = [place.district, place.city, region].filter(Boolean).join(', ');
  return [place.addressLine, [towns, place.postcode].filter(Boolean).join(' '), place.country].filter(Boolean).join(', ');
}
