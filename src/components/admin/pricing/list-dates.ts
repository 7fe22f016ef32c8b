// A price list's dates as the form shows them (ADR 0052: [validFrom, validTo)): the supplier's
// day in China, and back. A bound the member did not touch goes back as the exact instant it was
// (a kept quote ends mid-day), so saving the form never moves it.

const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });

/** `2027-01-01` for an instant, '' for none. */
export const dayOf = (iso: string | null): string => (iso ? day.format(new Date(iso)) : '');

/** What the write contract gets for a date field: null, the original instant when unchanged, or the day. */
export const boundFor = (text: string, original: string | null): string | null => (text === '' ? null : original && dayOf(original) === text ? original : text);
