import { describe, expect, it } from 'vitest';
import { coversAny, type Rect } from '@/components/widgets/keep-clear';

const rect = (left: number, top: number, width: number, height: number): Rect => ({ left, top, right: left + width, bottom: top + height });

describe('the feedback card keeps clear of guarded parts', () => {
  const card = rect(1100, 760, 280, 110);

  it('covers a guarded part it overlaps, even by one pixel', () => {
    expect(coversAny(card, [rect(700, 300, 700, 461)])).toBe(true);
    expect(coversAny(card, [rect(0, 0, 10, 10), rect(1379, 869, 50, 50)])).toBe(true);
  });

  it('does not cover parts beside it or sharing only an edge', () => {
    expect(coversAny(card, [rect(700, 300, 700, 460)])).toBe(false); // ends where the card starts
    expect(coversAny(card, [rect(1380, 760, 48, 48)])).toBe(false); // to its right
    expect(coversAny(card, [])).toBe(false);
  });

  it('ignores empty boxes: hidden parts and an unmeasured card', () => {
    expect(coversAny(card, [rect(1200, 800, 0, 40)])).toBe(false);
    expect(coversAny(rect(0, 0, 0, 0), [rect(0, 0, 100, 100)])).toBe(false);
  });
});
