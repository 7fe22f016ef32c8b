// While PostgreSQL is down (stopped, restarting, unreachable) a request must fail fast
// with 503 and Retry-After, not an anonymous 500. These are the errors that mean "the database is
// not there right now", as node-postgres and the drivers under Drizzle report them.

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, cannot connect now). */
const SQLSTATE = /^(08...|57P0[1-3])$/;

const MESSAGES = [
  /\bconnection refused\b/i, // libpq's wording, and what tests/support/broken-db.ts throws
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
];

function matches(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
  if (error instanceof AggregateError && error.errors.some(matches)) return true; // ECONNREFUSED on ::1 and 127.0.0.1
  return MESSAGES.some((pattern) => pattern.test(error.message));
}

/** True when `error`, or an error in its `cause` chain (Drizzle wraps driver errors), is a lost database. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return inCauseChain(error, matches);
}

function inCauseChain(error: unknown, test: (error: unknown) => boolean): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (test(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const sqlState = (error: unknown): string | undefined => {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  // PostgreSQL's classes: two digits, or F0, HV, P0, XX (Node's own codes, EPIPE..., are not).
  return typeof code === 'string' && /^([0-9]{2}|F0|HV|P0|XX)[0-9A-Z]{3}$/.test(code) ? code : undefined;
};

/** True when the database answered the statement with an error (it is there, it said no). */
export function isDatabaseError(error: unknown): boolean {
  return inCauseChain(error, (e) => sqlState(e) !== undefined);
}

/**
 * True when the database refused a value the statement carried: SQLSTATE class 22 (data
 * exception: "value out of range for type integer", invalid input syntax, string too long) or
 * 54 (program limit exceeded). Such a value came from a request that validation let through:
 * a bug to fix in a schema, never "the database is unavailable".
 */
export function isRefusedValue(error: unknown): boolean {
  return inCauseChain(error, (e) => /^(22|54)/.test(sqlState(e) ?? ''));
}

/** Seconds a client should wait before retrying while the database is away. */
export const RETRY_AFTER_SECONDS = 5;
