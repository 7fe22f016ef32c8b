// §4 filter-tick rules, pure and free of server imports so client components may use them too.
// The tick shapes are §3's (R3.16-R3.19): the answer of GET /api/Product/GetFilter.

export interface ColorTick {
  ColorCode: string;
  Tick: number;
  /** The colour's names from the colour list (§1), for the label. */
  name: string;
  nameen: string;
}

/** §3: light and electric ticks both carry `light`; its value 1 means "lights up" / "is electric". */
export interface LightTick {
  light: number;
  Tick: number;
}

export interface PriceGroupTick {
  price_group: number;
  Tick: number;
}

export interface FilterTicks {
  listColor: ColorTick[];
  listLight: LightTick[];
  listElectric: LightTick[];
  listPrice: PriceGroupTick[];
}

type AnyTick = ColorTick | LightTick | PriceGroupTick;

/** The value a tick stands for: its ColorCode, price_group or light. */
function tickValue(tick: AnyTick): string | number {
  if ('ColorCode' in tick) return tick.ColorCode;
  if ('price_group' in tick) return tick.price_group;
  return tick.light;
}

/** R4.65: on init only the ticks with a nonzero Tick are kept. */
export function initTicks<T extends AnyTick>(list: readonly T[] | null | undefined): T[] {
  return (list ?? []).filter((tick) => tick.Tick !== 0);
}

/**
 * R4.66 / R4.67: on update each existing tick is refreshed from the new result (same value), or
 * set to Tick 0 when the new result no longer has it. The list keeps its own entries and order,
 * so ticks do not jump around or vanish while the visitor filters.
 */
export function updateTicks<T extends AnyTick>(existing: readonly T[], fresh: readonly T[] | null | undefined): T[] {
  const byValue = new Map((fresh ?? []).map((tick) => [tickValue(tick), tick]));
  return existing.map((tick) => {
    const next = byValue.get(tickValue(tick));
    return next ? { ...tick, ...next } : { ...tick, Tick: 0 };
  });
}

/** initTicks on each of the four lists. */
export function initFilterTicks(ticks: FilterTicks): FilterTicks {
  return {
    listColor: initTicks(ticks.listColor),
    listLight: initTicks(ticks.listLight),
    listElectric: initTicks(ticks.listElectric),
    listPrice: initTicks(ticks.listPrice),
  };
}

/** updateTicks on each of the four lists. */
export function updateFilterTicks(existing: FilterTicks, fresh: FilterTicks): FilterTicks {
  return {
    listColor: updateTicks(existing.listColor, fresh.listColor),
    listLight: updateTicks(existing.listLight, fresh.listLight),
    listElectric: updateTicks(existing.listElectric, fresh.listElectric),
    listPrice: updateTicks(existing.listPrice, fresh.listPrice),
  };
}
