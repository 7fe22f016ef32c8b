import { breakAt, type PriceBreak } from './price-breaks';

// Whose price a signed-in buyer pays (ADR 0052). Precedence, most specific first:
//   1. the buyer's own price lists (assigned by hand, or kept from an accepted quote),
//   2. the lists of the buyer's customer groups,
//   3. the product's quantity breaks, 4. the list price.
// Within one level the lowest price wins: a buyer holding two deals of the same standing is never
// charged the dearer one. Across levels the more specific level decides, even when a group list
// would be lower, because a deal made with the buyer replaces the group's terms. One cap applies
// to every level: a personal price is never above the public price at the same quantity, so a key
// account ordering 2,000 pieces never pays more than a stranger reading the break table.

export type PriceListLevel = 'customer' | 'group';

/** One valid price list's terms for one product in one currency. */
export type ListTerms =
  /** A percentage off the public price at the quantity (breaks included). */
  | { kind: 'percent'; percentOff: number; listId: number; level: PriceListLevel }
  /** A fixed price for the product, with its own optional breaks (from the same MOQ). */
  | { kind: 'fixed'; price: number; breaks: readonly PriceBreak[]; listId: number; level: PriceListLevel };

export interface PublicPricing {
  listPrice: number;
  moq: number;
  breaks: readonly PriceBreak[];
}

export interface ResolvedPrice {
  /** The unit price the buyer pays at the quantity. */
  price: number;
  /** The public price at the same quantity (what a guest pays): shown struck through when higher. */
  publicPrice: number;
  /** The list that set the price, or null when the public price applies. */
  listId: number | null;
  source: 'customer-list' | 'group-list' | 'breaks' | 'list-price';
}

/** Half-up to the cent (USD) or fen (CNY): both currencies have two minor digits. */
export function roundToMinorUnit(value: number): number {
  const cents = Math.round(Math.round(value * 1e6) / 1e4);
  return cents / 100;
}

function listPriceAt(terms: ListTerms, pub: PublicPricing, quantity: number, publicPrice: number): number {
  if (terms.kind === 'percent') return roundToMinorUnit(publicPrice * (1 - terms.percentOff / 100));
  return breakAt(terms.price, pub.moq, terms.breaks, quantity).price;
}

/** The price at `quantity` for a buyer holding `lists` (only lists valid today, for this product and currency). */
export function resolvePrice(pub: PublicPricing, lists: readonly ListTerms[], quantity: number): ResolvedPrice {
  const atQty = breakAt(pub.listPrice, pub.moq, pub.breaks, quantity);
  const publicPrice = atQty.price;
  const publicSource = atQty.rangeIndex > 0 ? 'breaks' : 'list-price';
  for (const level of ['customer', 'group'] as const) {
    const candidates = lists.filter((l) => l.level === level).map((l) => ({ listId: l.listId, price: listPriceAt(l, pub, quantity, publicPrice) }));
    if (candidates.length === 0) continue;
    const best = candidates.reduce((low, c) => (c.price < low.price || (c.price === low.price && c.listId < low.listId) ? c : low));
    if (best.price >= publicPrice) return { price: publicPrice, publicPrice, listId: null, source: publicSource };
    return { price: best.price, publicPrice, listId: best.listId, source: level === 'customer' ? 'customer-list' : 'group-list' };
  }
  return { price: publicPrice, publicPrice, listId: null, source: publicSource };
}

/** Whether a list is valid at `now`: from its first day, through its last (`validTo` exclusive instant). */
export function isListValid(list: { validFrom: Date | null; validTo: Date | null }, now: Date): boolean {
  return (list.validFrom === null || list.validFrom <= now) && (list.validTo === null || now < list.validTo);
}
