import { DASHBOARD_DAYS_DEFAULT, type DashboardQuery, type DashboardStats } from '@/lib/validation/admin/dashboard';

// The dashboard's days. Days are UTC, like the inbox's from/to filter, so a day on the
// chart and a day in the inbox hold the same inquiries. The database answers only the days that
// have inquiries; the empty ones are filled in here, and the ISO weeks summed from the days.

const DAY_MS = 86_400_000;

export interface DashboardRange {
  from: string;
  to: string;
  days: number;
  /** from 00:00 UTC, inclusive. */
  start: Date;
  /** the day after `to`, 00:00 UTC, exclusive. */
  end: Date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

/** The range a (validated) query asks for: from/to as given, or the last `days` days up to today. */
export function dashboardRange(query: DashboardQuery, now = new Date()): DashboardRange {
  const to = query.from && query.to ? query.to : dayOf(now);
  const from = query.from && query.to ? query.from : dayOf(new Date(startOf(to).getTime() - ((query.days ?? DASHBOARD_DAYS_DEFAULT) - 1) * DAY_MS));
  const start = startOf(from);
  const end = new Date(startOf(to).getTime() + DAY_MS);
  return { from, to, days: Math.round((end.getTime() - start.getTime()) / DAY_MS), start, end };
}

/** Every day of the range with its count (0 where `counted` has none). */
export function fillDays(range: DashboardRange, counted: ReadonlyMap<string, number>): DashboardStats['inquiries']['perDay'] {
  const days = [];
  for (let t = range.start.getTime(); t < range.end.getTime(); t += DAY_MS) {
    const day = dayOf(new Date(t));
    days.push({ day, count: counted.get(day) ?? 0 });
  }
  return days;
}

/** ISO 8601 week of a UTC day: its label (2026-W48, the year of its Thursday) and its Monday. */
export function isoWeekOf(day: string): { week: string; start: string } {
  const date = startOf(day);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const monday = new Date(date.getTime() - weekday * DAY_MS);
  const thursday = new Date(monday.getTime() + 3 * DAY_MS);
  const year = thursday.getUTCFullYear();
  const firstThursday = startOf(`${year}-01-04`);
  const firstMonday = new Date(firstThursday.getTime() - ((firstThursday.getUTCDay() + 6) % 7) * DAY_MS);
  const number = Math.round((monday.getTime() - firstMonday.getTime()) / (7 * DAY_MS)) + 1;
  return { week: `${year}-W${String(number).padStart(2, '0')}`, start: dayOf(monday) };
}

/** The days summed per ISO week, oldest first. */
export function sumWeeks(perDay: DashboardStats['inquiries']['perDay']): DashboardStats['inquiries']['perWeek'] {
  const weeks: DashboardStats['inquiries']['perWeek'] = [];
  for (const { day, count } of perDay) {
    const { week, start } = isoWeekOf(day);
    const last = weeks.at(-1);
    if (last?.week === week) last.count += count;
    else weeks.push({ week, start, count });
  }
  return weeks;
}
