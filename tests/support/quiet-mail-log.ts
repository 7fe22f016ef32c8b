/**
 * Hides the mail outbox's `[mail]` lines (no SMTP in these suites, every sign-up logs one) and
 * returns the function that puts console.log back.
 */
export function hideMailLog(): () => void {
  const log = console.log;
  console.log = (...args: unknown[]) => (String(args[0]).startsWith('[mail]') ? undefined : log(...args));
  return () => {
    console.log = log;
  };
}
