import { CART_LINE_LIMIT } from '@/lib/validation/limits';
import { DomainError } from '@/server/errors';

// The lines of one export are capped. Not at a new, larger number (500 was proposed):
// a cart holds at most CART_LINE_LIMIT (200) products and an inquiry is submitted from at most
// that many cart lines, so 200 is the largest export the rules allow and what the render queue's
// costs are sized for. The cap still has to be checked here, because the cart's rule is counted
// after the insert: on PostgreSQL two adds racing under READ COMMITTED can each see 200 and leave
// 201 lines, and rows restored or written outside the API obey no rule at all.

export const EXPORT_LINE_LIMIT = CART_LINE_LIMIT;

/**
 * Refuses (bad_request on `input`) when a sheet would hold more than EXPORT_LINE_LIMIT lines: for the cart
 * `ids` (choosing at most that many lines exports them), for an inquiry its `id`.
 */
export function checkExportLines(count: number, input: 'ids' | 'id', what: string): void {
  if (count <= EXPORT_LINE_LIMIT) return;
  const remedy = input === 'ids' ? `; choose at most ${EXPORT_LINE_LIMIT} of them with ids` : '';
  throw new DomainError('bad_request', `${what} has ${count} lines, more than the ${EXPORT_LINE_LIMIT} one export holds${remedy}`, {
    input,
    lines: count,
    limit: EXPORT_LINE_LIMIT,
  });
}
