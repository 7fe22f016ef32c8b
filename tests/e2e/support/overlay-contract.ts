import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';

// The overlay contract (keyboard focus), shared by overlays.spec.ts (account, search and other overlays)
// and the cart drawer and quick order specs: focus moves in, Tab and Shift+Tab stay inside,
// axe finds nothing serious, Escape closes and focus goes back to the opener.

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

export async function focusIsInside(container: Locator): Promise<boolean> {
  return container.evaluate((element) => element.contains(document.activeElement));
}

/** Tab, then Shift+Tab, more times than there are stops inside: focus must go round, never out. */
export async function expectTabStaysInside(page: Page, container: Locator) {
  const stops = await container.evaluate((element, selector) => element.querySelectorAll(selector).length, TABBABLE);
  const presses = Math.min(stops + 2, 40);
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 1; i <= presses; i++) {
      await page.keyboard.press(key);
      expect(await focusIsInside(container), `${key} press ${i} of ${presses} took focus out of the overlay`).toBe(true);
    }
  }
}

/** Puts focus on `target` the way a keyboard user arrives there, then activates it with Enter. */
export async function pressOn(target: Locator) {
  await target.focus();
  await expect(target).toBeFocused();
  await target.press('Enter');
}

/** The whole contract once the overlay is open: focus inside, axe, the trap, Escape, focus back on `trigger`. */
export async function expectAccessibleOverlay(page: Page, overlay: { container: Locator; axeScope: string; trigger: Locator; name: string }) {
  await expect(overlay.container).toBeVisible();
  await expect.poll(() => focusIsInside(overlay.container), { message: `focus moves into ${overlay.name}` }).toBe(true);
  await expectNoSeriousViolations(page, `${overlay.name} open`, overlay.axeScope);
  await expectTabStaysInside(page, overlay.container);
  await page.keyboard.press('Escape');
  await expect(overlay.container).toBeHidden();
  await expect(overlay.trigger).toBeFocused();
}
