import { centsToNumber, quoteAmounts, type PricedLine } from './quote-money';
import type { InquiryState } from './inquiry-states';

// What the buyer's side of the inquiry desk offers in each state. The buyer's rows of
// the server's state machine (src/server/inquiries/state-machine.ts), copied because browser code
// may not import server values (eslint boundary); tests/unit/inquiry-buyer-actions.test.ts walks
// every state through both, so the copy cannot drift. The server stays the judge: a page that is
// out of date gets its 409 and reloads.

export const BUYER_ACTIONS = ['accept', 'decline', 'ask', 'cancel'] as const;
export type BuyerAction = (typeof BUYER_ACTIONS)[number];

const ALLOWED_FROM: Record<BuyerAction, readonly InquiryState[]> = {
  accept: ['quoted'],
  decline: ['quoted'],
  // Messages stop once the inquiry is closed or cancelled (acceptsMessages).
  ask: ['new', 'in_progress', 'quoted', 'accepted', 'declined', 'expired'],
  cancel: ['new', 'in_progress', 'quoted'],
};

/** The buttons a state allows, in the order the desk shows them. */
export function buyerActionsFor(state: InquiryState): BuyerAction[] {
  return BUYER_ACTIONS.filter((action) => ALLOWED_FROM[action].includes(state));
}

/** The proforma invoice exists once the buyer has accepted a quote (and not after the desk closes it). */
export const offersProforma = (state: InquiryState) => state === 'accepted';

/** A quote's total as every document shows it: the sum of the lines rounded to the cent (ADR 0038). */
export function quoteTotal(lines: readonly PricedLine[]): number {
  return centsToNumber(quoteAmounts(lines).total);
}

/** The current quote: the newest sent version (the buyer's view holds sent versions only). */
export function currentVersion(quotes: readonly { version: number }[]): number | null {
  return quotes.reduce<number | null>((newest, quote) => (newest === null || quote.version > newest ? quote.version : newest), null);
}

/** Why the server refused an action, as the message key the desk shows (the 409s name their field). */
export function refusalKey(status: number, field: string | undefined): 'conflictVersion' | 'conflictState' | 'notFound' | 'actionError' {
  if (status === 409) return field === 'version' ? 'conflictVersion' : 'conflictState';
  if (status === 404) return 'notFound';
  return 'actionError';
}

/** The desk's text limits (REASON_MAX, MESSAGE_BODY_MAX of src/lib/validation/admin/inquiries.ts), kept here so the /order bundle does not carry zod; the unit test holds them equal. */
export const DESK_REASON_MAX = 500;
export const DESK_QUESTION_MAX = 4000;
