import { describe, expect, it } from 'vitest';
import { initTicks, updateTicks } from '@/lib/filter-ticks';

describe('filter tick rules (§4)', () => {
  it('R4.65 on init keeps only ticks with a nonzero count', () => {
    expect(
      initTicks([
        { value: 'RD', count: 4 },
        { value: 'GN', count: 0 },
        { value: 'GD', count: 2 },
      ]),
    ).toEqual([
      { value: 'RD', count: 4 },
      { value: 'GD', count: 2 },
    ]);
  });

  it('R4.66 on update refreshes each existing tick from the new result', () => {
    expect(
      updateTicks(
        [
          { value: 'RD', count: 4 },
          { value: 'GD', count: 2 },
        ],
        [
          { value: 'GD', count: 1 },
          { value: 'RD', count: 3 },
        ],
      ),
    ).toEqual([
      { value: 'RD', count: 3 },
      { value: 'GD', count: 1 },
    ]);
  });

  it('R4.67 on update sets an existing tick missing from the new result to 0, and adds no new ones', () => {
    expect(
      updateTicks(
        [
          { value: 'RD', count: 4 },
          { value: 'GD', count: 2 },
        ],
        [
          { value: 'RD', count: 1 },
          { value: 'BL', count: 9 },
        ],
      ),
    ).toEqual([
      { value: 'RD', count: 1 },
      { value: 'GD', count: 0 },
    ]);
  });
});
