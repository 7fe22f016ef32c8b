'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'ra-core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { DASHBOARD_RANGES, type DashboardStats } from '@/lib/validation/admin/dashboard';
import { getDto } from '../http';
import { Card, ErrorState, Spinner } from '../ui-kit';
import type { CountryPoint, ProductPoint, SeriesPoint } from './dashboard-charts';

// The dashboard's inquiry and visit figures (GET /api/admin/dashboard) for the owner and
// sales: four key figures, then the charts. The charts' module (recharts) is loaded lazily, so only
// a member who sees figures downloads it, after the numbers are already on screen.

const charts = () => import('./dashboard-charts');
const InquiriesChart = lazy(() => charts().then((m) => ({ default: m.InquiriesChart })));
const TopProductsChart = lazy(() => charts().then((m) => ({ default: m.TopProductsChart })));
const VisitsChart = lazy(() => charts().then((m) => ({ default: m.VisitsChart })));

type Range = (typeof DASHBOARD_RANGES)[number];
/** Countries drawn one by one; the rest are one "other countries" column. */
const COUNTRY_BARS = 10;

function useDashboard(days: Range) {
  return useQuery({
    queryKey: ['dashboard', days],
    queryFn: () => getDto<DashboardStats>(`/dashboard?days=${days}`),
    placeholderData: keepPreviousData,
    refetchInterval: 5 * 60_000,
  });
}

function Kpi({ id, label, value, detail, tone }: { id: string; label: string; value: string; detail?: string; tone?: 'green' | 'amber' }) {
  return (
    <div className={`a-stat${tone ? ` a-stat-${tone}` : ''}`} data-testid={`dashboard-kpi-${id}`}>
      <span className="a-stat-label">{label}</span>
      <span className="a-stat-value">{value}</span>
      {detail ? <span className="a-stat-detail">{detail}</span> : null}
    </div>
  );
}

function ChartSlot({ children }: { children: ReactNode }) {
  const t = useTranslate();
  return <Suspense fallback={<Spinner label={t('dashboard.loadingCharts')} />}>{children}</Suspense>;
}

/**
 * A chart's numbers as a table for screen readers (the SVG alone says little). Hidden by a 1 px
 * box around it: a table itself grows to its content whatever its width, and widened the page.
 */
function HiddenTable({ caption, rows }: { caption: string; rows: [string, string][] }) {
  return (
    <div className="a-sr-only">
      <table>
        <caption>{caption}</caption>
        <tbody>
          {rows.map(([label, value], i) => (
            <tr key={i}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A side-by-side chart (top products, visits by country): its hint, the bars or what is missing, and their table. */
function BarsCard({ title, hint, testId, empty, chart, rows }: { title: string; hint: string; testId: string; empty: string | false; chart: ReactNode; rows: [string, string][] }) {
  return (
    <Card title={title}>
      <p className="a-dash-hint">{hint}</p>
      <div data-testid={testId} className="a-dash-chart">
        {empty ? <p className="a-dash-empty">{empty}</p> : <ChartSlot>{chart}</ChartSlot>}
        <HiddenTable caption={title} rows={rows} />
      </div>
    </Card>
  );
}

export function DashboardFigures() {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const [days, setDays] = useState<Range>(30);
  const [perWeek, setPerWeek] = useState(false);
  const { data, error, refetch, isFetching } = useDashboard(days);
  const numbers = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en');
  const percent = new Intl.NumberFormat(locale === 'zh' ? 'zh-CN' : 'en', { style: 'percent', maximumFractionDigits: 0 });

  const rangePicker = (
    <div className="a-tabs a-dash-range" role="radiogroup" aria-label={t('dashboard.range')} data-testid="dashboard-range">
      {DASHBOARD_RANGES.map((n) => (
        <button key={n} type="button" role="radio" aria-checked={days === n} className="a-tab" data-testid={`dashboard-range-${n}`} onClick={() => setDays(n)}>
          {t('dashboard.lastDays', { count: n })}
        </button>
      ))}
    </div>
  );

  const head = (
    <div className="a-dash-head">
      <div>
        <h2 className="a-dash-title">{t('dashboard.figures')}</h2>
        {data?.scope === 'mine' ? <p className="a-sub">{t('dashboard.scopeMine')}</p> : null}
      </div>
      {rangePicker}
    </div>
  );

  if (error && !data) {
    return (
      <section data-testid="dashboard-figures">
        {head}
        <ErrorState error={error} onRetry={() => void refetch()} />
      </section>
    );
  }
  if (!data) {
    return (
      <section data-testid="dashboard-figures">
        {head}
        <Spinner />
      </section>
    );
  }

  const duration = (seconds: number | null) => {
    if (seconds === null) return t('dashboard.noFigure');
    const minutes = Math.max(1, Math.round(seconds / 60));
    if (minutes < 60) return t('dashboard.minutes', { minutes });
    if (minutes < 48 * 60) return t('dashboard.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
    return t('dashboard.daysHours', { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60) });
  };
  const share = (value: number | null) => (value === null ? t('dashboard.noFigure') : percent.format(value));
  const { inquiries, quotes } = data;
  const inquiriesText = (value: number) => t('dashboard.inquiriesOf', { count: value });
  const visitsText = (value: number) => t('dashboard.visitsOf', { count: value });

  const series: SeriesPoint[] = perWeek
    ? inquiries.perWeek.map((w) => ({ key: w.week, label: w.week.slice(5), title: t('dashboard.weekFrom', { week: w.week.slice(6), start: w.start }), value: w.count }))
    : inquiries.perDay.map((d) => ({ key: d.day, label: d.day.slice(5), title: d.day, value: d.count }));

  const productName = (p: DashboardStats['topProducts'][number]) => (locale === 'en' ? p.nameen || p.name : p.name || p.nameen);
  const products: ProductPoint[] = data.topProducts.map((p) => {
    const name = productName(p);
    return {
      key: String(p.productId),
      label: `${p.code} ${name}`,
      code: p.code,
      name,
      title: `${p.code} · ${name}`,
      value: p.inquiries,
      quantityText: t('dashboard.quantity', { quantity: numbers.format(p.quantity) }),
    };
  });

  const regions = safeRegionNames(locale);
  const countryName = (code: string | null) => (code === null ? t('dashboard.unknownCountry') : regionName(regions, code));
  const known = data.visits.countries.filter((c) => c.country !== null);
  const unknown = data.visits.countries.find((c) => c.country === null);
  const rest = known.slice(COUNTRY_BARS).reduce((sum, c) => sum + c.visits, 0);
  const countries: CountryPoint[] = [
    ...known
      .slice(0, COUNTRY_BARS)
      .map((c) => ({ key: c.country!, label: countryName(c.country), title: `${countryName(c.country)} (${c.country})`, value: c.visits, muted: false })),
    ...(rest > 0 ? [{ key: 'other', label: t('dashboard.otherCountries'), title: t('dashboard.otherCountries'), value: rest, muted: true }] : []),
    ...(unknown ? [{ key: 'unknown', label: countryName(null), title: countryName(null), value: unknown.visits, muted: true }] : []),
  ];

  return (
    <section data-testid="dashboard-figures" aria-busy={isFetching || undefined}>
      {head}
      <div className="a-stats a-dash-kpis" data-testid="dashboard-kpis">
        <Kpi id="inquiries" label={t('dashboard.kpiInquiries')} value={numbers.format(inquiries.total)} detail={t('dashboard.lastDays', { count: data.range.days })} />
        <Kpi id="median" label={t('dashboard.kpiMedian')} value={duration(quotes.medianFirstQuoteSeconds)} detail={t('dashboard.quotedCount', { count: quotes.quoted })} />
        <Kpi
          id="within24h"
          label={t('dashboard.kpiWithin24h')}
          value={share(quotes.within24hShare)}
          detail={t('dashboard.ofInquiries', { part: numbers.format(quotes.within24h), count: quotes.decided24h })}
          tone={quotes.within24hShare !== null && quotes.within24hShare >= 0.8 ? 'green' : undefined}
        />
        <Kpi
          id="accepted"
          label={t('dashboard.kpiAccepted')}
          value={share(quotes.acceptedShare)}
          detail={t('dashboard.ofQuoted', { part: numbers.format(quotes.accepted), count: quotes.quoted })}
          tone={quotes.acceptedShare !== null && quotes.acceptedShare > 0 ? 'green' : undefined}
        />
      </div>

      <Card
        title={t('dashboard.inquiriesChart')}
        actions={
          <div className="a-tabs a-dash-toggle" role="radiogroup" aria-label={t('dashboard.inquiriesChart')} data-testid="dashboard-inquiries-period">
            {(['day', 'week'] as const).map((period) => (
              <button
                key={period}
                type="button"
                role="radio"
                className="a-tab"
                aria-checked={perWeek === (period === 'week')}
                data-testid={`dashboard-period-${period}`}
                onClick={() => setPerWeek(period === 'week')}
              >
                {t(period === 'week' ? 'dashboard.perWeek' : 'dashboard.perDay')}
              </button>
            ))}
          </div>
        }
      >
        <div data-testid="dashboard-inquiries-chart" className="a-dash-chart">
          {inquiries.total === 0 ? <p className="a-dash-empty">{t('dashboard.noInquiries')}</p> : null}
          <ChartSlot>
            <InquiriesChart data={series} valueText={inquiriesText} />
          </ChartSlot>
          <HiddenTable caption={t('dashboard.inquiriesChart')} rows={series.map((p) => [p.title, inquiriesText(p.value)])} />
        </div>
      </Card>

      <div className="a-dash-pair">
        <BarsCard
          title={t('dashboard.topProducts')}
          hint={t('dashboard.topProductsHint')}
          testId="dashboard-top-products"
          empty={products.length === 0 && t('dashboard.noInquiries')}
          chart={<TopProductsChart data={products} valueText={inquiriesText} />}
          rows={products.map((p) => [p.title, `${inquiriesText(p.value)}, ${p.quantityText}`])}
        />
        <BarsCard
          title={t('dashboard.visitsChart')}
          hint={t('dashboard.visitsHint', { count: data.visits.total })}
          testId="dashboard-visits"
          empty={!data.visits.countryHeader ? t('dashboard.noCountryHeader') : countries.length === 0 && t('dashboard.noVisits')}
          chart={<VisitsChart data={countries} valueText={visitsText} />}
          rows={data.visits.countryHeader ? countries.map((c) => [c.title, visitsText(c.value)]) : []}
        />
      </div>
    </section>
  );
}

function safeRegionNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale === 'zh' ? 'zh-CN' : 'en'], { type: 'region' });
  } catch {
    return null;
  }
}

/** The country's name in the workspace language; the code itself for one Intl does not know (T1, …). */
function regionName(names: Intl.DisplayNames | null, code: string): string {
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}
