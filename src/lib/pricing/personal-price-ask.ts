/**
 * The most products one page asks its buyer's own prices for (ADR 0053): a home page draws about
 * 50 cards, a list page 20-60. Here rather than beside the zod schema, so the browser's code that
 * asks does not load zod for one number.
 */
export const PERSONAL_PRICE_IDS_MAX = 100;
