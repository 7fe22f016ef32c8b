/** Carton volume in m³ from its size in cm, to 0.0001 m³ (trade data of every product). */
export function cartonVolumeM3(l: number, w: number, h: number): number {
  return Math.round(((l * w * h) / 1_000_000) * 10_000) / 10_000;
}
