import type { Motif } from '../catalogue-types';
import { around, BARK, GOLD, LEAF_GREEN, SKIN, WHITE, type MotifDraw } from './motif-kit';

const pumpkinBody = (main: string) =>
  `<path d="M-8,-56 Q-4,-86 14,-92" stroke="${BARK}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
  `<ellipse cx="-44" cy="8" rx="44" ry="62" fill="${main}"/><ellipse cx="44" cy="8" rx="44" ry="62" fill="${main}"/>` +
  `<ellipse cx="0" cy="8" rx="40" ry="66" fill="${main}"/>` +
  `<path d="M-44,-50 Q-64,8 -44,66 M44,-50 Q64,8 44,66 M0,-56 V70" stroke="#000" stroke-opacity="0.15" stroke-width="4" fill="none"/>`;

/** Halloween and fall shapes. */
export const AUTUMN_MOTIFS: Partial<Record<Motif, MotifDraw>> = {
  pumpkin: (c) => pumpkinBody(c.main) + `<path d="M14,-80 q24,-14 36,4 q-20,0 -36,-4" fill="${LEAF_GREEN}"/>`,
  jackolantern: (c) =>
    pumpkinBody(c.main) +
    `<g fill="${c.detail === WHITE ? '#ffd23f' : '#3b1d0e'}"><polygon points="-44,-14 -18,-14 -31,-38"/><polygon points="18,-14 44,-14 31,-38"/>` +
    `<polygon points="-8,4 8,4 0,-10"/><path d="M-56,24 Q0,72 56,24 L40,30 L30,22 L18,36 L6,26 L-6,36 L-18,26 L-30,36 L-42,28Z"/></g>`,
  ghost: (c) =>
    `<path d="M-62,84 V-18 Q-62,-92 0,-92 Q62,-92 62,-18 V84 L42,66 L22,84 L0,66 L-22,84 L-42,66Z" fill="${c.main}"/>` +
    `<ellipse cx="-22" cy="-28" rx="10" ry="16" fill="${c.detail}"/><ellipse cx="22" cy="-28" rx="10" ry="16" fill="${c.detail}"/>` +
    `<ellipse cx="0" cy="14" rx="14" ry="18" fill="${c.detail}"/>`,
  bat: (c) =>
    `<path d="M0,-20 Q-30,-50 -96,-40 Q-76,-20 -80,4 Q-62,-8 -48,12 Q-36,-4 -20,20 Q-10,6 0,24 Q10,6 20,20 Q36,-4 48,12 Q62,-8 80,4 Q76,-20 96,-40 Q30,-50 0,-20Z" fill="${c.main}"/>` +
    `<path d="M-12,-22 L-16,-44 L-4,-30 L4,-30 L16,-44 L12,-22Z" fill="${c.main}"/>` +
    `<circle cx="-6" cy="-22" r="3" fill="${c.detail}"/><circle cx="6" cy="-22" r="3" fill="${c.detail}"/>`,
  spider: (c) =>
    `<g stroke="${c.main}" stroke-width="7" fill="none" stroke-linecap="round">` +
    [-1, 1].map((s) => [-30, -10, 10, 30].map((y) => `<path d="M0,${y / 2} Q${s * 50},${y - 40} ${s * 86},${y + 30}"/>`).join('')).join('') +
    `</g><ellipse cx="0" cy="20" rx="34" ry="40" fill="${c.main}"/><circle cx="0" cy="-28" r="22" fill="${c.main}"/>` +
    `<circle cx="-8" cy="-32" r="5" fill="${c.accent}"/><circle cx="8" cy="-32" r="5" fill="${c.accent}"/>`,
  witchhat: (c) =>
    `<ellipse cx="0" cy="56" rx="94" ry="22" fill="${c.main}"/>` +
    `<path d="M-50,54 Q-30,-10 -6,-60 Q10,-92 44,-96 Q22,-70 20,-40 Q34,10 50,54Z" fill="${c.main}"/>` +
    `<path d="M-46,34 Q0,46 46,34 L50,50 Q0,62 -50,50Z" fill="${c.accent}"/><rect x="-12" y="34" width="24" height="20" fill="none" stroke="${GOLD}" stroke-width="5"/>`,
  skull: (c) =>
    `<circle cx="0" cy="-18" r="68" fill="${c.main}"/><rect x="-38" y="30" width="76" height="44" rx="12" fill="${c.main}"/>` +
    `<ellipse cx="-26" cy="-14" rx="18" ry="20" fill="${c.detail}"/><ellipse cx="26" cy="-14" rx="18" ry="20" fill="${c.detail}"/>` +
    `<polygon points="0,8 -10,26 10,26" fill="${c.detail}"/>` +
    `<path d="M-24,46 V70 M-8,46 V72 M8,46 V72 M24,46 V70" stroke="${c.detail}" stroke-width="4"/>`,
  leaf: (c) =>
    `<polygon points="0,-95 12,-55 45,-72 35,-30 82,-36 56,0 72,16 26,20 32,56 6,36 0,40 -6,36 -32,56 -26,20 -72,16 -56,0 -82,-36 -35,-30 -45,-72 -12,-55" fill="${c.main}"/>` +
    `<path d="M0,92 V-70 M0,10 L44,-26 M0,10 L-44,-26 M0,-20 L24,-52 M0,-20 L-24,-52" stroke="${c.detail}" stroke-opacity="0.45" stroke-width="4" fill="none"/>`,
  acorn: (c) =>
    `<ellipse cx="0" cy="26" rx="48" ry="62" fill="${c.main}"/>` +
    `<path d="M-62,-10 Q-60,-62 0,-62 Q60,-62 62,-10 Q0,6 -62,-10Z" fill="${BARK}"/>` +
    `<path d="M-44,-44 L40,-16 M-20,-58 L56,-26 M-56,-22 L10,-4 M44,-48 L-36,-12" stroke="#000" stroke-opacity="0.2" stroke-width="3"/>` +
    `<path d="M0,-62 Q4,-84 18,-90" stroke="${BARK}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="-18" cy="18" rx="8" ry="20" fill="#fff" opacity="0.25"/>`,
  sunflower: (c) =>
    around(16, (a) => `<ellipse transform="rotate(${a})" cx="0" cy="-58" rx="14" ry="34" fill="${c.main}"/>`) +
    `<circle r="40" fill="#5a3a1e"/>` +
    around(10, (a) => `<circle transform="rotate(${a}) translate(0 -22)" r="4" fill="#8d6238"/>`),
  mushroom: (c) =>
    `<path d="M-26,10 Q-34,80 -30,86 H30 Q34,80 26,10Z" fill="#efe4cf"/>` +
    `<path d="M-90,18 Q-86,-86 0,-86 Q86,-86 90,18 Q0,0 -90,18Z" fill="${c.main}"/>` +
    [
      [-44, -30, 12],
      [10, -56, 10],
      [46, -16, 13],
      [-8, -20, 8],
    ]
      .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${WHITE}"/>`)
      .join(''),
  wheat: (c) =>
    [-24, 0, 24]
      .map(
        (dx, k) =>
          `<g transform="translate(${dx} 0) rotate(${(k - 1) * 12} 0 90)">` +
          `<path d="M0,92 V-70" stroke="${c.main}" stroke-width="5"/>` +
          [-70, -48, -26, -4]
            .map(
              (y) =>
                `<ellipse cx="-9" cy="${y}" rx="7" ry="14" fill="${c.main}" transform="rotate(-25 -9 ${y})"/>` +
                `<ellipse cx="9" cy="${y}" rx="7" ry="14" fill="${c.main}" transform="rotate(25 9 ${y})"/>`,
            )
            .join('') +
          '</g>',
      )
      .join(''),
  scarecrow: (c) =>
    `<path d="M-70,30 L-96,40 M70,30 L96,40" stroke="${GOLD}" stroke-width="8"/>` +
    `<path d="M-70,20 H70 L56,90 H-56Z" fill="${c.main}"/><rect x="-22" y="40" width="20" height="20" fill="${c.accent}"/>` +
    `<circle cx="0" cy="-20" r="40" fill="${SKIN}"/>` +
    `<ellipse cx="0" cy="-52" rx="76" ry="12" fill="${BARK}"/><path d="M-40,-54 Q-36,-104 0,-104 Q36,-104 40,-54Z" fill="${BARK}"/>` +
    `<circle cx="-14" cy="-24" r="5" fill="#2b2b2b"/><circle cx="14" cy="-24" r="5" fill="#2b2b2b"/>` +
    `<path d="M-20,-4 Q0,10 20,-4" stroke="#2b2b2b" stroke-width="3" fill="none" stroke-dasharray="4 3"/>`,
};
