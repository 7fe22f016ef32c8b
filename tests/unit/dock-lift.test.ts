import { describe, expect, it } from 'vitest';
import { liftOver } from '@/components/widgets/dock-lift';

// The floating dock at 375 px: a row of buttons 40 px tall, 12 px above the bottom of an 812 px window.
const DOCK = { left: 231, right: 367, top: 760, bottom: 800 };

describe('the floating dock rising above a page action', () => {
  it('stays in its corner while no marked action is under it', () => {
    expect(liftOver(DOCK, [{ left: 16, right: 359, top: 600, bottom: 644 }], 812)).toBe(0);
    expect(liftOver(DOCK, [{ left: 16, right: 200, top: 770, bottom: 810 }], 812)).toBe(0);
  });

  it('rises just above an action at the bottom edge (the pager, Add to cart, Send inquiry)', () => {
    const action = { left: 16, right: 359, top: 770, bottom: 814 };
    const lift = liftOver(DOCK, [action], 812);
    expect(lift).toBe(800 - 770 + 8);
    expect(DOCK.bottom - lift).toBeLessThanOrEqual(action.top);
  });

  it('clears a second action that rising put it over', () => {
    const pager = { left: 100, right: 300, top: 770, bottom: 810 };
    const above = { left: 100, right: 300, top: 712, bottom: 752 };
    const lift = liftOver(DOCK, [pager, above], 812);
    expect(DOCK.bottom - lift).toBeLessThanOrEqual(above.top);
  });

  it('does not climb off the window for something taller than an action', () => {
    expect(liftOver(DOCK, [{ left: 0, right: 375, top: 100, bottom: 900 }], 812)).toBe(0);
  });
});
