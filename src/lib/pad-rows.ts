/**
 * §9: submenu rows are padded to a multiple of 9 (navigation) or 8 (sidebar), so the last row of
 * tiles lines up. Pads with nulls; an empty list stays empty.
 */
export function padToMultiple<T>(items: readonly T[], multiple: number): (T | null)[] {
  const remainder = items.length % multiple;
  return remainder === 0 ? [...items] : [...items, ...Array<null>(multiple - remainder).fill(null)];
}

/** §9 (R9.07): a list padded with nulls or cut to exactly `size` items. */
export function fitTo<T>(items: readonly T[], size: number): (T | null)[] {
  return [...items.slice(0, size), ...Array<null>(Math.max(0, size - items.length)).fill(null)];
}
