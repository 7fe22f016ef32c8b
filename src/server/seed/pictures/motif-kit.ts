/** Colours one motif is painted with; `detail` contrasts with `main` (eyes on a black ghost are light). */
export interface MotifColors {
  main: string;
  accent: string;
  detail: string;
  light: string;
}

/** Draws a motif centred on (0, 0) inside about ±100 units; the composer scales and places it. */
export type MotifDraw = (c: MotifColors) => string;

export const GOLD = '#d4a72c';
export const WHITE = '#fbfaf6';
export const SKIN = '#f2c9a5';
export const BARK = '#6d4c2f';
export const LEAF_GREEN = '#4f8a3c';

/** Points of an n-pointed star, for <polygon points>. */
export function starPoints(points: number, outer: number, inner: number, cx = 0, cy = 0): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return out.join(' ');
}

/** The same element repeated around the centre (petals, snowflake arms, spider legs). */
export function around(count: number, element: (angle: number) => string): string {
  return Array.from({ length: count }, (_, i) => element((360 * i) / count)).join('');
}

/** Perceived lightness 0-1 of a #rrggbb colour, to pick a contrasting detail colour. */
export function lightness(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255)) / 255;
}
