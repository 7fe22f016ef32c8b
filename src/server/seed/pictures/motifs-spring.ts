import type { Motif } from '../catalogue-types';
import { around, BARK, GOLD, LEAF_GREEN, SKIN, WHITE, type MotifDraw } from './motif-kit';

/** Easter, garden, home and party shapes. */
export const SPRING_MOTIFS: Partial<Record<Motif, MotifDraw>> = {
  egg: (c) =>
    `<path d="M0,-90 C56,-90 74,10 70,34 C64,74 34,90 0,90 C-34,90 -64,74 -70,34 C-74,10 -56,-90 0,-90Z" fill="${c.main}"/>` +
    `<path d="M-70,10 L-50,-6 L-30,10 L-10,-6 L10,10 L30,-6 L50,10 L70,-6" stroke="${c.accent}" stroke-width="9" fill="none"/>` +
    [
      [-30, 44],
      [0, 56],
      [30, 44],
      [-16, -44],
      [16, -44],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="${c.light}"/>`)
      .join(''),
  bunny: (c) =>
    `<ellipse cx="-20" cy="-70" rx="14" ry="40" fill="${c.main}" transform="rotate(-12 -20 -70)"/>` +
    `<ellipse cx="20" cy="-70" rx="14" ry="40" fill="${c.main}" transform="rotate(12 20 -70)"/>` +
    `<ellipse cx="-20" cy="-68" rx="6" ry="28" fill="#f5b5c8" transform="rotate(-12 -20 -68)"/>` +
    `<ellipse cx="20" cy="-68" rx="6" ry="28" fill="#f5b5c8" transform="rotate(12 20 -68)"/>` +
    `<ellipse cx="0" cy="46" rx="58" ry="48" fill="${c.main}"/><circle cx="0" cy="-20" r="38" fill="${c.main}"/>` +
    `<circle cx="-13" cy="-26" r="5" fill="${c.detail}"/><circle cx="13" cy="-26" r="5" fill="${c.detail}"/>` +
    `<ellipse cx="0" cy="-12" rx="6" ry="4" fill="#e77a9a"/><circle cx="54" cy="64" r="14" fill="${WHITE}"/>`,
  chick: (c) =>
    `<ellipse cx="0" cy="20" rx="66" ry="62" fill="#f8d64e"/><ellipse cx="26" cy="30" rx="30" ry="20" fill="#efc236"/>` +
    `<polygon points="-60,4 -88,12 -60,20" fill="#ec7a1c"/><circle cx="-34" cy="-4" r="7" fill="#2b2b2b"/>` +
    `<path d="M-14,80 v12 m-10,0 h20 M20,80 v12 m-10,0 h20" stroke="#ec7a1c" stroke-width="5"/>` +
    `<path d="M-10,-42 q6,-20 14,-2 q6,-16 12,2" stroke="#efc236" stroke-width="6" fill="none"/>` +
    `<path d="M-70,54 Q0,110 70,54 L60,40 L40,56 L20,38 L0,56 L-20,38 L-40,56 L-60,40Z" fill="${c.main}"/>`,
  basket: (c) =>
    `<path d="M-70,-10 A70,80 0 0 1 70,-10" stroke="${c.main}" stroke-width="12" fill="none"/>` +
    [-40, 0, 40].map((x, i) => `<ellipse cx="${x}" cy="-6" rx="20" ry="26" fill="${[c.accent, c.light, '#f8d64e'][i]}"/>`).join('') +
    `<path d="M-86,-8 H86 L66,82 H-66Z" fill="${c.main}"/>` +
    `<path d="M-80,18 H80 M-74,44 H74 M-68,68 H68" stroke="#000" stroke-opacity="0.18" stroke-width="5"/>` +
    `<path d="M-50,-8 L-38,82 M-16,-8 L-12,82 M16,-8 L12,82 M50,-8 L38,82" stroke="#000" stroke-opacity="0.12" stroke-width="4"/>`,
  flower: (c) =>
    `<path d="M0,10 Q-6,60 0,96" stroke="${LEAF_GREEN}" stroke-width="7" fill="none"/>` +
    `<path d="M-2,64 Q-44,44 -50,70 Q-24,84 -2,64Z" fill="${LEAF_GREEN}"/>` +
    around(6, (a) => `<ellipse transform="rotate(${a}) translate(0 -40)" rx="22" ry="34" fill="${c.main}"/>`) +
    `<circle r="22" fill="${c.accent === c.main ? GOLD : c.accent}"/>`,
  vase: (c) =>
    `<path d="M-8,-60 Q-30,-100 -56,-96 M6,-60 Q20,-104 50,-98 M0,-60 V-100" stroke="${LEAF_GREEN}" stroke-width="5" fill="none"/>` +
    `<path d="M-30,-68 H30 Q26,-40 44,-10 Q70,40 40,80 H-40 Q-70,40 -44,-10 Q-26,-40 -30,-68Z" fill="${c.main}"/>` +
    `<path d="M-56,20 H56" stroke="${c.accent}" stroke-width="10"/><ellipse cx="0" cy="-68" rx="30" ry="6" fill="#000" opacity="0.2"/>` +
    `<ellipse cx="-24" cy="4" rx="8" ry="26" fill="#fff" opacity="0.25"/>`,
  lantern: (c) =>
    `<circle cx="0" cy="-92" r="10" fill="none" stroke="${c.main}" stroke-width="5"/>` +
    `<path d="M-40,-56 L0,-82 L40,-56Z" fill="${c.main}"/>` +
    `<rect x="-40" y="-56" width="80" height="118" fill="#ffe9a8" opacity="0.85"/><circle cx="0" cy="8" r="26" fill="#ffd23f" opacity="0.6"/>` +
    `<rect x="-10" y="8" width="20" height="40" rx="3" fill="${WHITE}"/><ellipse cx="0" cy="-2" rx="5" ry="9" fill="#ffb23e"/>` +
    `<path d="M-40,-56 V62 M40,-56 V62 M0,-56 V-40" stroke="${c.main}" stroke-width="7"/>` +
    `<rect x="-48" y="60" width="96" height="16" rx="4" fill="${c.main}"/>`,
  frame: (c) =>
    `<rect x="-84" y="-70" width="168" height="140" rx="6" fill="${c.main}"/><rect x="-64" y="-50" width="128" height="100" fill="#eaf3f7"/>` +
    `<polygon points="-64,50 -20,-6 10,26 30,4 64,50" fill="${c.accent}"/><circle cx="34" cy="-24" r="12" fill="${GOLD}"/>`,
  cushion: (c) =>
    `<path d="M-80,-80 Q0,-60 80,-80 Q60,0 80,80 Q0,60 -80,80 Q-60,0 -80,-80Z" fill="${c.main}"/>` +
    `<path d="M-60,-30 Q0,-20 60,-30 M-62,0 Q0,10 62,0 M-60,30 Q0,40 60,30" stroke="${c.accent}" stroke-width="8" fill="none"/>` +
    `<circle r="8" fill="${c.detail}" opacity="0.5"/>`,
  heart: (c) =>
    `<path d="M0,86 C-60,40 -96,8 -90,-34 C-84,-78 -30,-90 0,-48 C30,-90 84,-78 90,-34 C96,8 60,40 0,86Z" fill="${c.main}"/>` +
    `<ellipse cx="-44" cy="-38" rx="14" ry="22" fill="#fff" opacity="0.3" transform="rotate(-30 -44 -38)"/>`,
  balloon: (c) =>
    `<path d="M0,56 Q-16,76 6,92 T0,120" stroke="#777" stroke-width="3" fill="none"/>` +
    `<ellipse cx="0" cy="-20" rx="58" ry="72" fill="${c.main}"/><polygon points="-8,58 8,58 0,48" fill="${c.main}"/>` +
    `<ellipse cx="-22" cy="-46" rx="12" ry="22" fill="#fff" opacity="0.35" transform="rotate(25 -22 -46)"/>`,
  bunting: (c) =>
    `<path d="M-100,-50 Q0,10 100,-50" stroke="#8a6a4a" stroke-width="4" fill="none"/>` +
    [-80, -40, 0, 40, 80]
      .map((x, i) => {
        const y = -50 + 60 * (1 - (x / 100) ** 2) * 0.5;
        return `<polygon points="${x - 18},${y} ${x + 18},${y} ${x},${y + 50}" fill="${i % 2 ? c.accent : c.main}"/>`;
      })
      .join(''),
  birdhouse: (c) =>
    `<rect x="-8" y="40" width="16" height="56" fill="${BARK}"/>` +
    `<path d="M-54,50 V-20 L0,-66 L54,-20 V50Z" fill="${c.main}"/><path d="M-70,-14 L0,-80 L70,-14 L62,-6 L0,-64 L-62,-6Z" fill="${c.accent}"/>` +
    `<circle cx="0" cy="-4" r="16" fill="#3a2a1e"/><rect x="-3" y="20" width="6" height="14" fill="${BARK}"/>`,
  butterfly: (c) =>
    `<ellipse cx="-42" cy="-30" rx="42" ry="50" fill="${c.main}" transform="rotate(-20 -42 -30)"/>` +
    `<ellipse cx="42" cy="-30" rx="42" ry="50" fill="${c.main}" transform="rotate(20 42 -30)"/>` +
    `<ellipse cx="-36" cy="40" rx="30" ry="36" fill="${c.accent}" transform="rotate(20 -36 40)"/>` +
    `<ellipse cx="36" cy="40" rx="30" ry="36" fill="${c.accent}" transform="rotate(-20 36 40)"/>` +
    `<ellipse cx="0" cy="8" rx="9" ry="62" fill="#3a2a1e"/><path d="M-4,-50 Q-20,-84 -30,-88 M4,-50 Q20,-84 30,-88" stroke="#3a2a1e" stroke-width="4" fill="none"/>`,
  gnome: (c) =>
    `<rect x="-46" y="30" width="92" height="58" rx="20" fill="#4a6fa5"/>` +
    `<path d="M-56,0 Q-20,-120 10,-98 Q30,-70 56,0Z" fill="${c.main}"/>` +
    `<path d="M-50,6 Q0,120 50,6 Q0,24 -50,6Z" fill="${WHITE}"/><circle cx="0" cy="12" r="14" fill="${SKIN}"/>` +
    `<rect x="-46" y="84" width="36" height="14" rx="7" fill="#3a2a1e"/><rect x="10" y="84" width="36" height="14" rx="7" fill="#3a2a1e"/>`,
};
