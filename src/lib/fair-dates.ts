/** §3 fair log: isPlan when the start is in the future (R3.36). Dates are ISO 'YYYY-MM-DD'. */
export function isPlan(starttime: string, now: Date = new Date()): boolean {
  return new Date(`${starttime}T00:00:00Z`).getTime() > now.getTime();
}

/**
 * §3 range 'month,day,year - month,day,year' (R3.37) as the §7 FairLog call carries it, e.g.
 * '10,23,2024 - 10,27,2024'. Pages show fairRangeText instead (ADR 0020).
 */
export function fairRange(starttime: string, endtime: string): string {
  const part = (iso: string) => {
    const [year, month, day] = iso.split('-').map(Number);
    return `${month},${day},${year}`;
  };
  return `${part(starttime)} - ${part(endtime)}`;
}

const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A fair's dates as a buyer reads them (ADR 0020's reading of R3.37): English keeps the spec's
 * order — month, day, year — with the month in words, so "1,29,2027" cannot be read as the 1st of
 * month 29: "Jan 29 – Feb 2, 2027", "Oct 23 – 27, 2024", "Dec 30, 2026 – Jan 2, 2027". Chinese
 * writes dates year first, as Chinese readers do: "2027年1月29日至2月2日", "2024年10月23日至27日".
 * Written out here, not by Intl, so the server and every browser print the same characters.
 */
export function fairRangeText(starttime: string, endtime: string, locale: 'en' | 'zh'): string {
  const [y1, m1, d1] = starttime.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = endtime.split('-').map(Number) as [number, number, number];
  if (locale === 'zh') {
    const end = y1 !== y2 ? `${y2}年${m2}月${d2}日` : m1 !== m2 ? `${m2}月${d2}日` : `${d2}日`;
    return starttime === endtime ? `${y1}年${m1}月${d1}日` : `${y1}年${m1}月${d1}日至${end}`;
  }
  const month = (m: number) => MONTHS_EN[m - 1] ?? String(m);
  if (starttime === endtime) return `${month(m1)} ${d1}, ${y1}`;
  if (y1 !== y2) return `${month(m1)} ${d1}, ${y1} – ${month(m2)} ${d2}, ${y2}`;
  return m1 !== m2 ? `${month(m1)} ${d1} – ${month(m2)} ${d2}, ${y1}` : `${month(m1)} ${d1} – ${d2}, ${y1}`;
}
