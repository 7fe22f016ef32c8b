'use client';

import { useTranslations } from 'next-intl';
import type { ContainerFill } from '@/lib/container-fill';

const tonnes = (kg: number) => Math.round(kg / 100) / 10;

/** How full a 20GP / 40GP / 40HQ would be, by volume and by weight (beyond the spec). */
export function ContainerBars({ containers }: { containers: readonly ContainerFill[] }) {
  const t = useTranslations('cart');
  return (
    <ul className="space-y-3" data-testid="container-fill">
      {containers.map((c) => (
        <li key={c.code} data-testid={`container-${c.code}`} data-fill={c.fillPct}>
          <div className="mb-1 flex items-baseline justify-between gap-2 text-xs">
            <span>
              <strong className="text-sm">{c.code}</strong> <span className="text-muted">{t('capacity', { volume: c.volumeM3, tonnes: tonnes(c.payloadKg) })}</span>
            </span>
            <span className={c.needed > 1 ? 'font-semibold text-brand' : 'font-semibold'}>
              {c.needed > 1 ? t('containersNeeded', { count: c.needed }) : t('fillPercent', { pct: c.fillPct })}
            </span>
          </div>
          <Bar label={t('byVolume')} pct={c.volumePct} tone="bg-brand" />
          <Bar label={t('byWeight')} pct={c.weightPct} tone="bg-gold" />
        </li>
      ))}
    </ul>
  );
}

function Bar({ label, pct, tone }: { label: string; pct: number; tone: string }) {
  return (
    <div className="grid grid-cols-[4.5em_1fr_4em] items-center gap-2 text-xs text-muted">
      <span>{label}</span>
      <span
        className="h-2 overflow-hidden rounded-full bg-paper ring-1 ring-line"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(pct, 100)}
      >
        <span className={`block h-full rounded-full ${pct > 100 ? 'bg-brand-dark' : tone}`} style={{ width: `${Math.min(pct, 100)}%` }} />
      </span>
      <span className="text-right tabular-nums">{pct}%</span>
    </div>
  );
}
