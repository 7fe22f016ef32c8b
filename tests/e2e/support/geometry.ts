import { expect, type Locator, type Page } from '@playwright/test';

export const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 375, height: 812 },
] as const;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * True when the topmost element at the centre of `target` is the target or inside it: nothing
 * (a fixed panel, a toast, a floating button) lies over it there.
 */
export function isUncoveredAtCentre(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

/** What lies at the centre of `target` (for failure messages). */
export function topmostAtCentre(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit ? `${hit.tagName.toLowerCase()}${hit.getAttribute('data-testid') ? `[data-testid=${hit.getAttribute('data-testid')}]` : ''}.${hit.className}` : 'nothing';
  });
}

/** Viewport boxes of the text inside `target` (one per line box), not of its whole block. */
export function textBoxes(target: Locator): Promise<Box[]> {
  return target.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return Array.from(range.getClientRects())
      .filter((r) => r.width > 0 && r.height > 0)
      .map((r) => ({ x: r.left, y: r.top, width: r.width, height: r.height }));
  });
}

/** Scrolls to the very end of the page (again while late pictures make it longer) and waits there. */
export async function scrollToBottom(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
      }),
    )
    .toBe(true);
}
