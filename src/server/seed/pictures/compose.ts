import type { Motif, Theme } from '../catalogue-types';
import { createRng, type Rng } from '../prng';
import { lightness, WHITE, type MotifColors } from './motif-kit';
import { motifDraw } from './motifs';
import { PALETTES } from './palettes';

export const PICTURE_SIZE = 600;

export interface PictureRequest {
  theme: Theme;
  motif: Motif;
  /** The product's colour; omitted for topic and content pictures (a palette colour is used). */
  mainHex?: string;
  /** Per-picture seed: the same request always gives the same picture. */
  seed: number;
  /** 1 = catalogue cover, 2 = close-up, 3 = a pair in two colours. */
  variant: number;
}

function colorsFor(main: string, rng: Rng, theme: Theme): MotifColors {
  const accents = PALETTES[theme].accents.filter((a) => a !== main);
  return {
    main,
    accent: rng.pick(accents),
    detail: lightness(main) < 0.35 ? WHITE : '#2b2b2b',
    light: rng.pick(['#ffffff', '#fff3c4', '#fde2e4', '#e3f2fd']),
  };
}

function place(motif: Motif, colors: MotifColors, x: number, y: number, scale: number, angle: number, opacity = 1): string {
  const alpha = opacity < 1 ? ` opacity="${opacity.toFixed(2)}"` : '';
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${angle.toFixed(1)}) scale(${scale.toFixed(3)})"${alpha}>${motifDraw(motif)(colors)}</g>`;
}

/** Small shapes around the edges; they keep the centre free for the product. */
function sprinkles(theme: Theme, rng: Rng): string {
  const palette = PALETTES[theme];
  const out: string[] = [];
  const count = rng.int(5, 9);
  for (let tries = 0; out.length < count && tries < 60; tries++) {
    const x = rng.range(30, PICTURE_SIZE - 30);
    const y = rng.range(30, PICTURE_SIZE - 30);
    if (Math.hypot(x - 300, y - 300) < 230) continue;
    const colors = colorsFor(rng.pick(palette.accents), rng, theme);
    out.push(place(rng.pick(palette.sprinkles), colors, x, y, rng.range(0.14, 0.26), rng.range(-40, 40), rng.range(0.35, 0.7)));
  }
  for (let i = rng.int(8, 16); i > 0; i--) {
    out.push(
      `<circle cx="${rng.range(0, 600).toFixed(0)}" cy="${rng.range(0, 600).toFixed(0)}" r="${rng.range(2, 6).toFixed(1)}" ` +
        `fill="${rng.pick(palette.accents)}" opacity="${rng.range(0.2, 0.45).toFixed(2)}"/>`,
    );
  }
  return out.join('');
}

function background(theme: Theme, rng: Rng): string {
  const [from, to] = rng.pick(PALETTES[theme].backgrounds);
  // A linear gradient: radial ones cost twice the rendering time (measured with sharp/librsvg).
  const angle = rng.range(0, 1);
  return (
    `<defs><linearGradient id="bg" x1="${angle.toFixed(2)}" y1="0" x2="${(1 - angle).toFixed(2)}" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="600" height="600" fill="url(#bg)"/>`
  );
}

/** An SVG product shot: soft background, sprinkled theme shapes, floor shadow and the motif itself. */
export function pictureSvg(request: PictureRequest): string {
  const rng = createRng(request.seed);
  const palette = PALETTES[request.theme];
  const main = request.mainHex ?? rng.pick(palette.accents);
  const colors = colorsFor(main, rng, request.theme);
  const parts = [background(request.theme, rng), sprinkles(request.theme, rng)];
  const shadow = (x: number, y: number, rx: number) =>
    `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${(rx * 0.16).toFixed(1)}" fill="#000" opacity="0.1"/>`;
  if (request.variant === 3) {
    const second = colorsFor(colors.accent, rng, request.theme);
    const pair = [
      { colors, x: 200 + rng.range(-15, 15), y: 290, scale: rng.range(1.3, 1.5) },
      { colors: second, x: 420 + rng.range(-15, 15), y: 320, scale: rng.range(1.1, 1.3) },
    ];
    for (const p of pair) parts.push(shadow(p.x, p.y + 96 * p.scale, 70 * p.scale));
    for (const p of pair) parts.push(place(request.motif, p.colors, p.x, p.y, p.scale, rng.range(-12, 12)));
  } else {
    const scale = request.variant === 2 ? rng.range(2.45, 2.7) : rng.range(1.85, 2.25);
    const x = 300 + rng.range(-25, 25);
    const y = 290 + rng.range(-20, 20);
    parts.push(shadow(x, y + 96 * scale, 80 * scale));
    parts.push(place(request.motif, colors, x, y, scale, rng.range(-12, 12)));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">${parts.join('')}</svg>`;
}

/** An audit certificate: framed sheet, rosette seal and ruled lines standing in for the text. */
export function certificateSvg(seed: number, seal: string): string {
  const rng = createRng(seed);
  const lines = Array.from({ length: 7 }, (_, i) => {
    const width = i === 0 ? 260 : rng.range(200, 340);
    return `<rect x="${(300 - width / 2).toFixed(0)}" y="${170 + i * 34}" width="${width.toFixed(0)}" height="${i === 0 ? 16 : 9}" rx="4" fill="#8d99a6" opacity="${i === 0 ? 0.9 : 0.5}"/>`;
  }).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">` +
    `<rect width="600" height="600" fill="#e9edf1"/><rect x="80" y="40" width="440" height="520" fill="#fffdf7"/>` +
    `<rect x="98" y="58" width="404" height="484" fill="none" stroke="${seal}" stroke-width="6"/>` +
    `<rect x="110" y="70" width="380" height="460" fill="none" stroke="${seal}" stroke-width="1.5"/>` +
    `<circle cx="300" cy="118" r="26" fill="${seal}" opacity="0.85"/>${lines}` +
    `<path d="M150,${470 + rng.range(-6, 6)} q20,-30 40,0 t40,0 t40,-6" stroke="#2f4858" stroke-width="3" fill="none"/>` +
    `<g transform="translate(420 455)">${[0, 30, 60, 90, 120, 150].map((a) => `<ellipse rx="16" ry="46" transform="rotate(${a})" fill="${seal}" opacity="0.55"/>`).join('')}` +
    `<circle r="36" fill="${seal}"/><circle r="26" fill="none" stroke="#fff" stroke-width="3"/></g></svg>`
  );
}
