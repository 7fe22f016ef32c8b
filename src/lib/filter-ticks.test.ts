import { describe, expect, it } from 'vitest';
import { initTicks, updateTicks } from '@/lib/filter-ticks';

/** Ticks written as `value:count` words: 'RD:4 GD:2'. */
const ticks = (words: string) =>
  words.split(' ').map((word) => {
    const [value, count] = word.split(':');
    return { value: value!, count: Number(count) };
  });

describe('filter tick rules (§4)', () => {
  it('R4.65 on init keeps only ticks with a nonzero count', () => {
    expect(initTicks(ticks('RD:4 GN:0 GD:2'))).toEqual(ticks('RD:4 GD:2'));
  });

  it('R4.66 on update refreshes each existing tick from the new result', () => {
    expect(updateTicks(ticks('RD:4 GD:2'), ticks('GD:1 RD:3'))).toEqual(ticks('RD:3 GD:1'));
  });

  it('R4.67 on update sets an existing tick missing from the new result to 0, and adds no new ones', () => {
    expect(updateTicks(ticks('RD:4 GD:2'), ticks('RD:1 BL:9'))).toEqual(ticks('RD:1 GD:0'));
  });
});
