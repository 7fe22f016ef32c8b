// How long an accepted quote kept as the buyer's prices holds (ADR 0052): read by the desk's
// form and its contract as well as by the service, so the three cannot disagree.

/** When sales do not say: a season's reorders. */
export const DEFAULT_KEPT_DAYS = 90;
/** A year at most (a leap year's): a longer deal is a price list made by hand, with its own dates. */
export const MAX_KEPT_DAYS = 366;
