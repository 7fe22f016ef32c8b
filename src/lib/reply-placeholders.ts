// The placeholders a reply template may hold (ADR 0039). Shared by the owner's form (it lists
// them), the zod contract (an unknown one is refused, naming it) and the desk, which fills them
// in for one inquiry in the buyer's language.

export const REPLY_PLACEHOLDERS = ['buyerName', 'companyName', 'orderNo', 'staffName', 'quoteVersion', 'validUntil'] as const;
export type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];
export type ReplyValues = Record<ReplyPlaceholder, string>;

const TOKEN = /\{([A-Za-z][A-Za-z0-9_]{0,40})\}/g;

/** The placeholder names in `text` that are not ours, each once, in order of appearance. */
export function unknownPlaceholders(text: string): string[] {
  const known = new Set<string>(REPLY_PLACEHOLDERS);
  const unknown = new Set<string>();
  for (const match of text.matchAll(TOKEN)) if (!known.has(match[1]!)) unknown.add(match[1]!);
  return [...unknown];
}

/** `text` with every known placeholder replaced by its value (unknown ones cannot be saved). */
export const fillPlaceholders = (text: string, values: ReplyValues): string =>
  text.replace(TOKEN, (whole, name: string) => (name in values ? values[name as ReplyPlaceholder] : whole));
