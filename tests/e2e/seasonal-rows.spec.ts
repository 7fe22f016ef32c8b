import { expect, test } from '@playwright/test';
import { LOCALES, localized } from './locales';

// Each home seasonal group's cards fill whole rows at every width: the rightmost
// card of every row ends at the row's right edge, and no row is left part-empty.

const WIDTHS = [1440, 1024, 768, 375] as const;

for (const { locale, prefix } of LOCALES) {
  for (const width of WIDTHS) {
    test(`R2.75 seasonal rows fill the width at ${width} px (${locale})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(localized(prefix, '/'));
      for (const code of ['001', '002', '009']) {
        const grid = page.getByTestId(`seasonal-${code}`).locator('ul').first();
        await grid.scrollIntoViewIfNeeded();
        const box = (await grid.boundingBox())!;
        const cards = await grid.locator(':scope > li').evaluateAll((items) => items.map((li) => li.getBoundingClientRect().toJSON() as DOMRect));
        expect(cards.length).toBeGreaterThan(0);
        const rows = new Map<number, DOMRect[]>();
        for (const card of cards) rows.set(Math.round(card.top), [...(rows.get(Math.round(card.top)) ?? []), card]);
        const perRow = [...rows.values()].map((row) => row.length);
        // Every row holds as many cards as the first: none is left part-empty.
        expect(new Set(perRow).size, `cards per row ${perRow.join(',')} (${code})`).toBe(1);
        for (const row of rows.values()) {
          expect(Math.min(...row.map((card) => card.left))).toBeCloseTo(box.x, 0);
          expect(Math.max(...row.map((card) => card.right)), `right edge of a ${code} row`).toBeGreaterThan(box.x + box.width - 2);
        }
        // Cards are not cramped: at least 150 px wide at 1440.
        if (width === 1440) expect(cards[0]!.width).toBeGreaterThanOrEqual(150);
      }
    });
  }
}
