'use client';

import { AlertTriangle, Container } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { Logistics } from '@/lib/container-fill';
import { ContainerBars } from './container-bars';

/** Cartons, m³, gross kg and container fill of the selected lines, and how many are below MOQ. */
export function LogisticsPanel({ logistics }: { logistics: Logistics }) {
  const t = useTranslations('cart');
  const tag = useLocale() === 'zh' ? 'zh-CN' : 'en-US';
  const number = new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
  // Whole kilograms once a load weighs tonnes: the decimals only crowd the box.
  const kg = new Intl.NumberFormat(tag, { maximumFractionDigits: logistics.totals.grossKg >= 1000 ? 0 : 1 });
  const belowMoq = logistics.lines.filter((line) => line.belowMoq).length;
  const facts = [
    { label: t('cartons'), value: number.format(logistics.totals.cartons), id: 'cartons' },
    { label: t('volume'), value: t('m3Value', { value: number.format(logistics.totals.volumeM3) }), id: 'volume' },
    { label: t('grossWeight'), value: t('kgValue', { value: kg.format(logistics.totals.grossKg) }), id: 'weight' },
  ];
  return (
    <section className="rounded-lg border border-line bg-white p-4" aria-labelledby="logistics-title" data-testid="cart-logistics">
      <h2 id="logistics-title" className="mb-3 flex items-center gap-2 text-base font-semibold">
        <Container size={18} className="text-brand" aria-hidden="true" /> {t('logisticsTitle')}
      </h2>
      <dl className="mb-4 grid grid-cols-3 gap-2 text-center">
        {facts.map((fact) => (
          <div key={fact.id} className="rounded-md bg-paper px-2 py-2">
            <dt className="text-xs text-muted">{fact.label}</dt>
            <dd className="text-sm font-bold tabular-nums" data-testid={`logistics-${fact.id}`}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      <ContainerBars containers={logistics.containers} />
      {belowMoq > 0 && (
        <p className="mt-3 flex items-start gap-1.5 rounded-md bg-brand-soft px-3 py-2 text-xs text-brand" role="status" data-testid="moq-warning">
          <AlertTriangle size={14} className="mt-0.5 shrink-0" aria-hidden="true" /> {t('belowMoqCount', { count: belowMoq })}
        </p>
      )}
      <p className="mt-3 text-xs text-muted">{t('logisticsNote')}</p>
    </section>
  );
}
