/**
 * Multi-row inserts in slices: one statement per row is a round trip each (slow on PostgreSQL),
 * one statement for everything exceeds PostgreSQL's 65,535 bind parameters.
 */
export function* inBatches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
