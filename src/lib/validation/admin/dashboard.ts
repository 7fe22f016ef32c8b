import { z } from 'zod';
import { dayRangeFields } from './workspace-fields';

// The workspace dashboard's one call — inquiries per day and week, quote speed and
// acceptance, the most requested products and visits by country over a bounded range of UTC days.

export const DASHBOARD_DAYS_MIN = 7;
export const DASHBOARD_DAYS_MAX = 365;
export const DASHBOARD_DAYS_DEFAULT = 30;
/** The range selector's choices. */
export const DASHBOARD_RANGES = [7, 30, 90] as const;
export const DASHBOARD_TOP_PRODUCTS = 10;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

export const dashboardQuery = z
  .object({
    /** The last `days` UTC days up to today (default 30); not together with from/to. */
    days: z.coerce.number().int().min(DASHBOARD_DAYS_MIN).max(DASHBOARD_DAYS_MAX).optional(),
    /** An explicit range of UTC days instead: from and to both, or neither. */
    ...dayRangeFields,
  })
  .superRefine((query, context) => {
    if (query.from === undefined && query.to === undefined) return;
    if (query.days !== undefined) context.addIssue({ code: 'custom', path: ['days'], message: 'give either days or from and to' });
    else if (query.from === undefined) context.addIssue({ code: 'custom', path: ['from'], message: 'is required with to' });
    else if (query.to === undefined) context.addIssue({ code: 'custom', path: ['to'], message: 'is required with from' });
    else {
      const span = dayNumber(query.to) - dayNumber(query.from) + 1;
      if (span < 1) context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
      else if (span > DASHBOARD_DAYS_MAX) context.addIssue({ code: 'custom', path: ['to'], message: `must be at most ${DASHBOARD_DAYS_MAX} days after from` });
    }
  })
  .meta({ id: 'AdminDashboardQuery' });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const count = z.number().int();
/** A share 0–1, or null when nothing was there to divide. */
const share = z.number().min(0).max(1).nullable();

export const dashboardStatsSchema = z
  .object({
    range: z.object({ from: z.string(), to: z.string(), days: count }),
    /** `site`: every inquiry of the site (owner); `mine`: the member's own and the unassigned ones (sales). */
    scope: z.enum(['site', 'mine']),
    inquiries: z.object({
      total: count,
      /** Every day of the range, oldest first; days without inquiries count 0. */
      perDay: z.array(z.object({ day: z.string(), count })),
      /** ISO weeks touching the range (the first and last may be partial), oldest first. */
      perWeek: z.array(z.object({ week: z.string().meta({ example: '2026-W48' }), start: z.string(), count })),
    }),
    quotes: z.object({
      /** Inquiries of the range with at least one sent quote. */
      quoted: count,
      /** Median of (first sent quote − received) over the quoted ones, in seconds; null when none. */
      medianFirstQuoteSeconds: z.number().nullable(),
      /** Inquiries decided on the 24 h question: quoted, or received at least 24 h ago. */
      decided24h: count,
      within24h: count,
      within24hShare: share,
      /** Quoted inquiries the buyer accepted (even if closed since). */
      accepted: count,
      acceptedShare: share,
    }),
    /** Most requested products: by inquiries naming them, then total quantity asked. */
    topProducts: z.array(z.object({ productId: count, code: z.string(), name: z.string(), nameen: z.string(), inquiries: count, quantity: z.number() })),
    visits: z.object({
      total: count,
      /** Visits per ISO country code from the trusted proxy's header, most first; null = unknown. */
      countries: z.array(z.object({ country: z.string().nullable(), visits: count })),
      /**
       * Whether the server reads a country from the proxy (AREA_COUNTRY_HEADER): without it no new
       * visit has a country, so the screen explains that instead of charting older or seeded rows.
       */
      countryHeader: z.boolean(),
    }),
  })
  .meta({ id: 'AdminDashboardStats' });
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
