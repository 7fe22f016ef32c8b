import enMessages from '../../../messages/en.json';
import zhMessages from '../../../messages/zh.json';
import type { Locale } from '@/i18n/routing';
import type { Fair } from './fairs';
import { TOP_BAR_NOTICES } from './notices-banners';

// Notices and banners (ADR 0029): the top bar's notices as they were drawn before staff could write them —
// the fairs, upcoming ones first, then the two October 2024 fairs (§1, R1.27). The seed turns them
// into notice rows, and a site with no notice rows at all still shows them, so the look of a
// fresh or upgraded shop does not change.

const FAIR_NOTICE: Record<Locale, string> = { en: enMessages.header.fairNotice, zh: zhMessages.header.fairNotice };

/** The fairs the top bar announced, in its order. */
export function announcedFairs(fairs: Fair[]): Fair[] {
  return [...fairs.filter((f) => f.isPlan).reverse(), ...fairs.filter((f) => f.starttime.startsWith('2024-10'))].slice(0, TOP_BAR_NOTICES);
}

/** The notice's words (header.fairNotice has only simple {name}-style arguments). */
export function fairNoticeText(fair: Fair, locale: Locale): string {
  const values: Record<string, string> = { name: fair.name, city: fair.city, range: fair.range, booth: fair.booth };
  return FAIR_NOTICE[locale].replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

export const fairNoticeLink = (fair: Fair) => `/exhibition/${fair.id}`;
