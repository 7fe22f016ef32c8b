/** The category tree both the mega menu and the side drawer draw (one JSON, not in every page). */
export interface MenuTopic {
  code: string;
  name: string;
  /** A signed 200 px picture link (§7), '' when the topic has none. */
  cover: string;
  children: { code: string; name: string; cover: string }[];
}

/** §9: the mega menu shows nine roots with up to eight children each; the drawer shows them all. */
export const MEGA_MENU_ROOTS = 9;
export const MEGA_MENU_CHILDREN = 8;

export function menuPath(locale: string, revision: string): string {
  const query = new URLSearchParams({ languageFlag: locale === 'zh' ? '0' : '1' });
  if (revision) query.set('v', revision);
  return `/api/Home/Menu?${query}`;
}
