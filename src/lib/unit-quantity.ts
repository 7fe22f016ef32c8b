import type { Locale } from '@/i18n/routing';
import { localizedName } from '@/lib/locale-fields';

/** A unit of the unit list (§1 unitList): its code and its name in the page's language. */
export interface UnitRef {
  code: string;
  name: string;
}

/**
 * The arguments of the `units.quantity` message, which writes a quantity with its
 * unit in the right number: "1 piece", "96 pieces", "2 dozen" (an ICU plural per known unit code,
 * the configured name for any other); Chinese has no plural and writes the unit name: "96个".
 */
/** The unit of a product as the API carries it (`unitCode`, `unitName`). */
export const unitOf = (product: { unitCode: string; unitName: string }): UnitRef => ({ code: product.unitCode, name: product.unitName });

export function quantityArgs(count: number, unit: UnitRef): { count: number; unit: string; name: string } {
  // A product stored without a unit (older rows) is sold by the piece: never a bare "MOQ 1".
  return unit.code ? { count, unit: unit.code, name: unit.name } : { count, unit: 'PC', name: unit.name };
}

/** A unit's name in `locale` from the unit list's names; the code itself when the list lacks it. */
export function unitNameIn(code: string, names: { name: string; nameen: string } | null | undefined, locale: Locale): string {
  return names ? localizedName(names, locale) : code;
}
