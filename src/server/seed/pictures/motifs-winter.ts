import type { Motif } from '../catalogue-types';
import { around, BARK, GOLD, SKIN, starPoints, WHITE, type MotifDraw } from './motif-kit';

/** Christmas and year-round festive shapes. */
export const WINTER_MOTIFS: Partial<Record<Motif, MotifDraw>> = {
  tree: (c) =>
    `<rect x="-12" y="48" width="24" height="34" fill="${BARK}"/>` +
    `<path d="M0,-78 L42,-30 L-42,-30Z M0,-50 L60,10 L-60,10Z M0,-16 L80,55 L-80,55Z" fill="${c.main}"/>` +
    `<polygon points="${starPoints(5, 18, 7, 0, -84)}" fill="${GOLD}"/>` +
    [
      [-22, -8],
      [26, 18],
      [-38, 38],
      [12, -40],
      [44, 44],
      [-6, 26],
    ]
      .map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="7" fill="${i % 2 ? c.accent : c.light}"/>`)
      .join(''),
  bauble: (c) =>
    `<circle cx="0" cy="12" r="74" fill="${c.main}"/>` +
    `<path d="M-72,4 Q0,40 72,4 M-66,40 Q0,72 66,40" stroke="${c.accent}" stroke-width="9" fill="none"/>` +
    `<rect x="-15" y="-74" width="30" height="16" rx="3" fill="${GOLD}"/>` +
    `<circle cx="0" cy="-82" r="8" fill="none" stroke="${GOLD}" stroke-width="3"/>` +
    `<ellipse cx="-28" cy="-18" rx="14" ry="26" fill="#fff" opacity="0.35" transform="rotate(35 -28 -18)"/>`,
  star: (c) =>
    `<polygon points="${starPoints(5, 92, 38)}" fill="${c.main}" stroke="${c.detail}" stroke-width="3" stroke-linejoin="round"/>` +
    `<polygon points="${starPoints(5, 46, 20)}" fill="${c.light}" opacity="0.55"/>`,
  snowflake: (c) =>
    `<g stroke="${c.main}" stroke-width="9" stroke-linecap="round" fill="none">` +
    around(6, (a) => `<path transform="rotate(${a})" d="M0,0 V-86 M0,-52 L-20,-70 M0,-52 L20,-70 M0,-26 L-16,-40 M0,-26 L16,-40"/>`) +
    `</g><circle r="12" fill="${c.accent}"/>`,
  bell: (c) =>
    `<path d="M-62,48 Q-58,-58 0,-66 Q58,-58 62,48 Z" fill="${c.main}"/>` +
    `<rect x="-72" y="44" width="144" height="16" rx="8" fill="${c.detail}" opacity="0.6"/>` +
    `<circle cx="0" cy="70" r="13" fill="${GOLD}"/>` +
    `<path d="M0,-64 C-40,-100 -60,-70 0,-66 C60,-70 40,-100 0,-64" fill="${c.accent}"/>`,
  gift: (c) =>
    `<rect x="-70" y="-26" width="140" height="104" rx="4" fill="${c.main}"/>` +
    `<rect x="-80" y="-50" width="160" height="28" rx="4" fill="${c.main}" stroke="${c.detail}" stroke-opacity="0.25" stroke-width="3"/>` +
    `<rect x="-12" y="-50" width="24" height="128" fill="${c.accent}"/>` +
    `<ellipse cx="-26" cy="-64" rx="26" ry="14" fill="${c.accent}" transform="rotate(-25 -26 -64)"/>` +
    `<ellipse cx="26" cy="-64" rx="26" ry="14" fill="${c.accent}" transform="rotate(25 26 -64)"/>`,
  stocking: (c) =>
    `<path d="M-34,-62 H26 V22 Q26,74 -22,80 H-52 Q-82,80 -82,54 Q-82,30 -52,26 L-34,22 Z" fill="${c.main}"/>` +
    `<rect x="-42" y="-86" width="76" height="30" rx="10" fill="${WHITE}"/>` +
    `<polygon points="${starPoints(5, 16, 7, -4, 10)}" fill="${c.accent}"/>`,
  snowman: (c) =>
    `<circle cx="0" cy="48" r="46" fill="${c.main}"/><circle cx="0" cy="-18" r="34" fill="${c.main}"/>` +
    `<rect x="-26" y="-92" width="52" height="40" fill="#2b2b2b"/><rect x="-38" y="-56" width="76" height="8" fill="#2b2b2b"/>` +
    `<circle cx="-11" cy="-24" r="4" fill="#2b2b2b"/><circle cx="11" cy="-24" r="4" fill="#2b2b2b"/>` +
    `<polygon points="0,-14 26,-10 0,-6" fill="#ec7a1c"/>` +
    `<path d="M-32,6 Q0,20 32,6 L34,16 Q0,30 -34,16Z M18,12 l10,34 h-14Z" fill="${c.accent}"/>` +
    `<circle cx="0" cy="36" r="4" fill="#2b2b2b"/><circle cx="0" cy="56" r="4" fill="#2b2b2b"/>`,
  santa: (c) =>
    `<path d="M-56,-12 Q0,-110 52,-40 L74,-6 Z" fill="${c.main}"/><circle cx="76" cy="-4" r="13" fill="${WHITE}"/>` +
    `<circle cx="0" cy="14" r="44" fill="${SKIN}"/>` +
    `<path d="M-50,20 Q-46,96 0,96 Q46,96 50,20 Q30,44 0,44 Q-30,44 -50,20Z" fill="${WHITE}"/>` +
    `<rect x="-60" y="-24" width="120" height="22" rx="11" fill="${WHITE}"/>` +
    `<circle cx="-15" cy="8" r="5" fill="#2b2b2b"/><circle cx="15" cy="8" r="5" fill="#2b2b2b"/>` +
    `<circle cx="0" cy="24" r="8" fill="#e9967a"/>`,
  candycane: (c) =>
    `<path d="M22,88 V-36 A36,36 0 0 0 -50,-36" stroke="${WHITE}" stroke-width="28" fill="none" stroke-linecap="round"/>` +
    `<path d="M22,88 V-36 A36,36 0 0 0 -50,-36" stroke="${c.main}" stroke-width="28" fill="none" stroke-dasharray="16 16"/>`,
  wreath: (c) =>
    `<circle r="64" fill="none" stroke="${c.main}" stroke-width="34"/>` +
    `<circle r="64" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="34" stroke-dasharray="6 14"/>` +
    around(9, (a) => `<circle transform="rotate(${a}) translate(0 -64)" cx="10" cy="6" r="7" fill="${c.accent}"/>`) +
    `<path d="M0,66 L-36,52 L-30,86 Z M0,66 L36,52 L30,86 Z" fill="${c.accent}"/><circle cx="0" cy="66" r="9" fill="${c.accent}"/>`,
  house: (c) =>
    `<rect x="-62" y="-14" width="124" height="92" fill="${c.main}"/>` +
    `<polygon points="-80,-10 0,-84 80,-10" fill="${c.accent}"/><path d="M-80,-10 L0,-84 L80,-10 L72,-4 L0,-70 L-72,-4Z" fill="${WHITE}"/>` +
    `<rect x="-16" y="28" width="32" height="50" fill="${BARK}"/>` +
    `<rect x="-50" y="8" width="26" height="24" fill="#ffd86b"/><rect x="24" y="8" width="26" height="24" fill="#ffd86b"/>`,
  lightstring: (c) =>
    `<path d="M-100,-30 Q-50,20 0,-30 T100,-30" stroke="#2f3b2f" stroke-width="4" fill="none"/>` +
    [
      [-80, -8],
      [-50, 6],
      [-20, -4],
      [20, -4],
      [50, 6],
      [80, -8],
    ]
      .map(
        ([x, y], i) =>
          `<g transform="translate(${x} ${y}) rotate(${(i - 2.5) * 8})"><rect x="-6" y="-4" width="12" height="10" fill="#555"/>` +
          `<ellipse cx="0" cy="22" rx="12" ry="19" fill="${i % 2 ? c.main : c.accent}"/><circle cx="0" cy="22" r="26" fill="${i % 2 ? c.main : c.accent}" opacity="0.2"/></g>`,
      )
      .join(''),
  candle: (c) =>
    `<circle cx="0" cy="-70" r="34" fill="#ffd86b" opacity="0.3"/>` +
    `<path d="M0,-96 Q16,-72 0,-52 Q-16,-72 0,-96Z" fill="#ffb23e"/>` +
    `<rect x="-3" y="-54" width="6" height="12" fill="#333"/>` +
    `<rect x="-40" y="-44" width="80" height="126" rx="8" fill="${c.main}"/>` +
    `<rect x="-40" y="34" width="80" height="12" fill="${c.accent}"/><ellipse cx="0" cy="-44" rx="40" ry="8" fill="${c.light}" opacity="0.6"/>`,
};
