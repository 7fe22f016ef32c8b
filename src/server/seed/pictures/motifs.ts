import type { Motif } from '../catalogue-types';
import type { MotifDraw } from './motif-kit';
import { AUTUMN_MOTIFS } from './motifs-autumn';
import { SPRING_MOTIFS } from './motifs-spring';
import { WINTER_MOTIFS } from './motifs-winter';

const ALL: Partial<Record<Motif, MotifDraw>> = { ...WINTER_MOTIFS, ...AUTUMN_MOTIFS, ...SPRING_MOTIFS };

export function motifDraw(motif: Motif): MotifDraw {
  const draw = ALL[motif];
  if (!draw) throw new Error(`Seed pictures: no drawing for motif ${motif}`);
  return draw;
}
