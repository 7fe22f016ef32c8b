import type { RootSpec } from '../catalogue-types';
import { christmas } from './christmas';
import { easter } from './easter';
import { fall } from './fall';
import { garden } from './garden';
import { halloween } from './halloween';
import { homeDecor } from './home-decor';
import { partyGifts } from './party-gifts';

/** The authored catalogue, one root per season or line, in menu order. */
export const ROOTS: readonly RootSpec[] = [christmas, halloween, homeDecor, easter, partyGifts, garden, fall];
