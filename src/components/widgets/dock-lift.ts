import { useLayoutEffect, type RefObject } from 'react';
import { coversAny, DOCK_CLEAR_ATTRIBUTE, type Rect } from './keep-clear';

/** Space between a lifted dock and the action under it. */
const GAP = 8;

/** How far (px) the dock must rise from its place (`natural`) to clear every marked action under it. */
export function liftOver(natural: Rect, actions: readonly Rect[], viewportHeight: number): number {
  let lift = 0;
  // Rising above one action can put the dock over another just above it: settle in a few rounds.
  for (let round = 0; round < 4; round++) {
    const box = { ...natural, top: natural.top - lift, bottom: natural.bottom - lift };
    const under = actions.filter((action) => coversAny(box, [action]));
    if (under.length === 0) break;
    lift = Math.max(lift, ...under.map((action) => natural.bottom - action.top + GAP));
  }
  // Never off the top of the window: an action that tall is not an action at the bottom edge.
  return natural.top - lift < 0 || lift > viewportHeight / 2 ? 0 : Math.ceil(lift);
}

/**
 * Keeps `--dock-lift` on the dock so it clears the marked actions (globals.css adds it to the
 * dock's bottom). Set in the scroll and resize handlers themselves, before the browser paints, so
 * the buttons never sit over the action for a frame.
 */
export function useDockLift(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const dock = ref.current;
    if (!dock) return;
    let current = 0;
    const check = () => {
      const r = dock.getBoundingClientRect();
      // Where the dock sits without a lift: measured from where it is, no layout change to read it.
      const natural = { left: r.left, right: r.right, top: r.top + current, bottom: r.bottom + current };
      const actions = Array.from(document.querySelectorAll(`[${DOCK_CLEAR_ATTRIBUTE}]`), (element) => element.getBoundingClientRect());
      const lift = liftOver(natural, actions, window.innerHeight);
      if (lift === current) return;
      current = lift;
      dock.style.setProperty('--dock-lift', `${lift}px`);
    };
    check();
    window.addEventListener('scroll', check, { capture: true, passive: true });
    window.addEventListener('resize', check);
    // Late pictures, client-loaded carts and a growing button row move things without a scroll.
    const resized = new ResizeObserver(check);
    resized.observe(document.body);
    resized.observe(dock);
    return () => {
      window.removeEventListener('scroll', check, { capture: true });
      window.removeEventListener('resize', check);
      resized.disconnect();
    };
  }, [ref]);
}
