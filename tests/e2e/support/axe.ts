import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

/** The suite fails on these impacts; minor and moderate findings are printed only. */
const BLOCKING = new Set(['serious', 'critical']);

/** One line per rule, one indented line per offending node: readable in a CI log. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    ${n.target.join(' >> ')}\n      ${(n.failureSummary ?? '').replace(/\n\s*/g, ' | ')}`).join('\n');
      return `[${v.impact}] ${v.id}: ${v.help} (${v.nodes.length} node${v.nodes.length === 1 ? '' : 's'}) ${v.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/**
 * Runs axe (every rule axe enables by default: WCAG 2.x A/AA and best practices) on the page or
 * on `include` only, and asserts no serious or critical violation.
 */
export async function expectNoSeriousViolations(page: Page, where: string, include?: string) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const advisory = violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  if (advisory.length > 0 && process.env.A11Y_VERBOSE) console.log(`axe (advisory) ${where}\n${describeViolations(advisory)}`);
  expect(
    blocking.map((v) => v.id),
    `axe: serious or critical violations on ${where}\n${describeViolations(blocking)}`,
  ).toEqual([]);
}
