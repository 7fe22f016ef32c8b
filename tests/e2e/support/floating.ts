import type { Locator, Page } from '@playwright/test';
import type { Box } from './geometry';

/** The stored user as the zustand store keeps it under localStorage key `user` (§3). */
export const storedUser = (id: number) => JSON.stringify({ state: { user: { id, nick: 'Ada', isLogin: true, collectionNum: 0, shoppingCartNum: 2, orderNum: 0 } }, version: 0 });

/** The boxes of what the floating dock shows (`selector`: its buttons, or its buttons and the feedback prompt). */
export async function floatingBoxes(page: Page, selector = 'button'): Promise<Box[]> {
  return page.getByTestId('floating-widgets').evaluate(
    (dock, css) =>
      Array.from(dock.querySelectorAll(css))
        .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility === 'visible')
        .map((element) => {
          const r = element.getBoundingClientRect();
          return { x: r.left, y: r.top, width: r.width, height: r.height };
        }),
    selector,
  );
}

/** Scrolls so that the centre of `target` sits `fromBottom` px above the bottom of the window: where the dock and its prompt sit. */
export async function placeAboveBottom(target: Locator, fromBottom: number) {
  await target.evaluate((element, gap) => {
    const r = element.getBoundingClientRect();
    window.scrollBy(0, r.top + r.height / 2 - (window.innerHeight - gap));
  }, fromBottom);
}
