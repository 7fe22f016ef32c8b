import { useLayoutEffect, type RefObject } from 'react';

/**
 * Parts of a page that an unrequested card must never cover — a product's buying
 * controls and trade data, a cart summary. Mark them with this attribute; the form that holds
 * focus counts too, wherever it is.
 */
export const KEEP_CLEAR_ATTRIBUTE = 'data-keep-clear';

/**
 * A page's own action that may reach the bottom edge of the window — the list's pager, Add to
 * cart, Send inquiry: the floating dock rises above it while it is in the dock's corner
 * (dock-lift.ts), and no unrequested card covers it either.
 */
export const DOCK_CLEAR_ATTRIBUTE = 'data-dock-clear';

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** True when `card` overlaps any of `guarded` (shared edges do not count; empty boxes never do). */
export function coversAny(card: Rect, guarded: readonly Rect[]): boolean {
  if (card.right <= card.left || card.bottom <= card.top) return false;
  return guarded.some((r) => r.right > r.left && r.bottom > r.top && card.left < r.right && r.left < card.right && card.top < r.bottom && r.top < card.bottom);
}

function guardedRects(card: HTMLElement): Rect[] {
  const marked = Array.from(document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}], [${DOCK_CLEAR_ATTRIBUTE}]`));
  const focused = document.activeElement;
  const form = focused && !card.contains(focused) ? focused.closest('form') : null;
  return [...marked, ...(form ? [form] : [])].map((element) => element.getBoundingClientRect());
}

/**
 * While `active`, keeps `data-blocked` on the card whenever it would cover a guarded part of the
 * page (CSS hides it then). The attribute is set in the scroll, resize and focus handlers
 * themselves, before the browser paints, not after a React render: the card never shows over a
 * button for even a frame.
 */
export function useKeepClear(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useLayoutEffect(() => {
    const card = ref.current;
    if (!active || !card) return;
    const check = () => card.toggleAttribute('data-blocked', coversAny(card.getBoundingClientRect(), guardedRects(card)));
    // Focus leaving a form: `activeElement` is only updated after focusout.
    const checkSoon = () => requestAnimationFrame(check);
    check();
    window.addEventListener('scroll', check, { capture: true, passive: true });
    window.addEventListener('resize', check);
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', checkSoon);
    // Late pictures and client-loaded parts move the page without any scroll.
    const resized = new ResizeObserver(check);
    resized.observe(document.body);
    return () => {
      window.removeEventListener('scroll', check, { capture: true });
      window.removeEventListener('resize', check);
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', checkSoon);
      resized.disconnect();
    };
  }, [ref, active]);
}
