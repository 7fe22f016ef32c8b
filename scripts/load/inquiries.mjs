// "Nothing lost, nothing doubled": the inquiries in the database against what the
// buyers were told. Every acknowledged order must be there with all its lines, and nothing else.
import pg from 'pg';
import { LINES_PER_INQUIRY } from './buyer.mjs';

export const INQUIRY_SQL =
  'SELECT o.id, o.idempotency_key::text AS key, count(l.id)::int AS lines, o.total_cartons, coalesce(sum(l.cartons), 0)::int AS line_cartons FROM orders o LEFT JOIN order_lines l ON l.order_id = o.id GROUP BY o.id';

export const inquiryOf = (row) => ({ id: row.id, key: row.key, lines: row.lines, totalCartons: row.total_cartons, lineCartons: row.line_cartons });

/** Every inquiry of one PostgreSQL database with its line count and the cartons of order and lines. */
export async function inquiryRows(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(INQUIRY_SQL)).rows.map(inquiryOf);
  } finally {
    await client.end();
  }
}

/** Compares the rows with the ledger: { ok, acknowledged, inDatabase, missing, extra, incomplete }. */
export function compareWithLedger(rows, ledger, linesPerInquiry = LINES_PER_INQUIRY) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = [...ledger.acknowledged.keys()].filter((id) => !byId.has(id));
  const extra = rows.filter((row) => !ledger.acknowledged.has(row.id)).map((row) => row.id);
  // Complete = every line the buyer sent is there, and the lines add up to the order's totals.
  const incomplete = rows
    .filter((row) => {
      // The lines each submit sent are known by its idempotency key, acknowledged or not.
      const expected = ledger.acknowledged.get(row.id)?.lines ?? ledger.attempted?.get(row.key) ?? linesPerInquiry;
      return row.lines !== expected || row.totalCartons !== row.lineCartons;
    })
    .map((row) => row.id);
  return {
    ok: missing.length === 0 && extra.length === 0 && incomplete.length === 0,
    acknowledged: ledger.acknowledged.size,
    inDatabase: rows.length,
    missing,
    extra,
    incomplete,
  };
}
