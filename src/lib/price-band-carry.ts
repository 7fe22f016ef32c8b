/**
 * How bands cross to the other currency, per band of the page's currency: the /price band there
 * (`price`, the nearest; price-band-crossing.ts) and the group ticks a tick becomes (`group`, every
 * band it overlaps).
 */
export interface BandCrossing {
  price: (number | null)[];
  group: number[][];
}

const BAND = /^[0-9]$/;

/**
 * A list's query as the other language should open it: `group` ticks and the /price `price` band
 * are indexes into the bands of the page's currency, so the language switch (and a /price page's
 * hreflang alternate) carries them to the other currency's bands instead of keeping a number that
 * means another price (an emptied list). Values that are not bands are left for the page to judge.
 * Kept apart from the conversion: the header ships this on every page.
 */
export function carryBands(query: Record<string, string>, crossing: BandCrossing): Record<string, string> {
  const next = { ...query };
  const groups = query.group?.split(',');
  if (groups?.length && groups.every((g) => BAND.test(g))) next.group = [...new Set(groups.flatMap((g) => crossing.group[Number(g)] ?? []))].sort((a, b) => a - b).join(',');
  const price = query.price !== undefined && BAND.test(query.price) ? crossing.price[Number(query.price)] : null;
  if (price !== null && price !== undefined) next.price = String(price);
  // Other bands hold other products: the list starts again at its first page, as after any tick.
  if (next.page !== undefined && (next.group !== query.group || next.price !== query.price)) next.page = '1';
  return next;
}
