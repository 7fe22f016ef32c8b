/** §3 fair log: isPlan when the start is in the future (R3.36). Dates are ISO 'YYYY-MM-DD'. */
export function isPlan(starttime: string, now: Date = new Date()): boolean {
  return new Date(`${starttime}T00:00:00Z`).getTime() > now.getTime();
}

/** §3 display range 'month,day,year - month,day,year' (R3.37), e.g. '10,23,2024 - 10,27,2024'. */
export function fairRange(starttime: string, endtime: string): string {
  const part = (iso: string) => {
    const [year, month, day] = iso.split('-').map(Number);
    return `${month},${day},${year}`;
  };
  return `${part(starttime)} - ${part(endtime)}`;
}
