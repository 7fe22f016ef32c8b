/** A filter option and how many products of the current list have it (§3 `Tick`). */
export interface Tick {
  value: string;
  count: number;
}

/** §4 (R4.65): on init keep only the ticks with a nonzero count. */
export function initTicks(fresh: readonly Tick[]): Tick[] {
  return fresh.filter((tick) => tick.count !== 0);
}

/**
 * §4 (R4.66, R4.67): on update refresh each existing tick from the new result, or set it to 0
 * when the new result lacks it — options stay put while the buyer narrows the list.
 */
export function updateTicks(existing: readonly Tick[], fresh: readonly Tick[]): Tick[] {
  const counts = new Map(fresh.map((tick) => [tick.value, tick.count]));
  return existing.map((tick) => ({ value: tick.value, count: counts.get(tick.value) ?? 0 }));
}
