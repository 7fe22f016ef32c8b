'use client';

import { SlidersHorizontal } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { initTicks, updateTicks, type Tick } from '@/lib/filter-ticks';

export type TickParam = 'color' | 'light' | 'electric' | 'group';

export interface TickGroup {
  param: TickParam;
  title: string;
  ticks: Tick[];
  /** Label of each value (colour names, price-band labels); values without one show as is. */
  labels: Record<string, string>;
}

/** Selected values per parameter, as the URL carries them (comma-separated lists, or '1'). */
export type TickSelection = Partial<Record<TickParam, string[]>>;

function toggled(selection: TickSelection, param: TickParam, value: string): TickSelection {
  const current = selection[param] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...selection, [param]: next };
}

function queryOf(base: Record<string, string>, selection: TickSelection): Record<string, string> {
  const query: Record<string, string> = { ...base };
  for (const [param, values] of Object.entries(selection)) if (values?.length) query[param] = values.join(',');
  // A new filter starts again at page 1 (§9 default page).
  query.page = '1';
  return query;
}

/**
 * Filter ticks of a product list with the §4 rules: the first result keeps only nonzero ticks; when
 * the buyer filters, existing ticks keep their place and take the new counts (0 when absent).
 */
export function FilterTicks({
  pathname,
  baseQuery,
  groups,
  selection,
  countLabels,
  partial = false,
  toggleLabel,
}: {
  pathname: string;
  baseQuery: Record<string, string>;
  groups: TickGroup[];
  selection: TickSelection;
  /** "(n)" of every count these groups show and of 0, written by the server (ADR 0036). */
  countLabels: readonly (readonly [number, string])[];
  /** The counts were taken over the first part of a long list (ADR 0003): each is a lower bound, "(n+)". */
  partial?: boolean;
  /** "Filters (n)", n the values chosen: the button that shows them on phones (written by the server, ADR 0036). */
  toggleLabel: string;
}) {
  const t = useTranslations('filters');
  // Under lg the ticks filled the whole first screen at 375 px: they wait behind a button there.
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const [shown, setShown] = useState(() => groups.map((group) => ({ ...group, ticks: initTicks(group.ticks) })));
  const first = useRef(true);
  const labelOf = new Map(countLabels);
  const countText = (count: number) => labelOf.get(count) ?? t(partial ? 'countAtLeast' : 'count', { count });

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setShown((previous) => previous.map((group) => ({ ...group, ticks: updateTicks(group.ticks, groups.find((g) => g.param === group.param)?.ticks ?? []) })));
  }, [groups]);

  const anySelected = Object.values(selection).some((values) => values?.length);
  return (
    <aside className="text-sm" aria-label={t('title')} data-testid="filter-ticks">
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={panelId}
        className={`tick mb-1 inline-flex items-center gap-2 font-semibold lg:hidden ${anySelected ? 'border-brand text-brand' : 'tick-idle'}`}
        data-testid="filters-toggle"
      >
        <SlidersHorizontal size={14} aria-hidden="true" /> {toggleLabel}
      </button>
      <div id={panelId} className={`space-y-5 pt-3 lg:block lg:pt-0 ${open ? 'block' : 'hidden'}`} data-testid="filter-panel">
        {shown
          .filter((group) => group.ticks.length > 0)
          .map((group) => (
            <section key={group.param}>
              <h2 className="mb-2 font-semibold">{group.title}</h2>
              <ul className="flex flex-wrap gap-2">
                {group.ticks.map((tick) => {
                  const active = selection[group.param]?.includes(tick.value) ?? false;
                  return (
                    <li key={tick.value}>
                      <Link
                        href={{ pathname, query: queryOf(baseQuery, toggled(selection, group.param, tick.value)) }}
                        // A link cannot be pressed (aria-pressed is for buttons): a chosen filter is the current one.
                        aria-current={active ? 'true' : undefined}
                        className={`tick ${active ? 'border-brand bg-brand text-white' : tick.count === 0 ? 'border-line text-muted' : 'tick-idle'}`}
                        data-testid={`tick-${group.param}`}
                        rel="nofollow"
                      >
                        {/* Own labels only: a colour code is data, and 'constructor' must not find Object's. */}
                        {Object.hasOwn(group.labels, tick.value) ? group.labels[tick.value] : tick.value}
                        <span className={active ? 'text-white/80' : 'text-muted'}>{countText(tick.count)}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        {anySelected && (
          <Link href={{ pathname, query: { ...baseQuery, page: '1' } }} className="inline-block text-xs text-brand hover:underline">
            {t('clear')}
          </Link>
        )}
      </div>
    </aside>
  );
}
