/**
 * A product's carton fields (§3 trade data: pieces per carton, carton size, weights), in the order
 * the import template, the import's change check and the product form list them.
 */
export const CARTON_FIELDS = ['pcsPerCarton', 'cartonLengthCm', 'cartonWidthCm', 'cartonHeightCm', 'grossWeightKg', 'netWeightKg'] as const;

/** Carton volume in m³ from its size in cm, to 0.0001 m³ (trade data of every product). */
export function cartonVolumeM3(l: number, w: number, h: number): number {
  return Math.round(((l * w * h) / 1_000_000) * 10_000) / 10_000;
}
