'use client';

import { Bar, BarChart, CartesianGrid, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from 'recharts';

// The dashboard's charts (ADR 0032), the only module that imports recharts. The
// dashboard loads it with React.lazy, so the chart code (d3 scales, recharts' store) is a chunk of
// its own fetched when the overview shows figures, and the rest of the workspace stays light.
// recharts draws SVG and sets styles through React's style objects (CSSOM), never a <style>
// element or eval, so it runs under the workspace's CSP. Animations are off: the numbers matter,
// and screenshots should show the final bars.

const INK = '#6b6f7a';
const GRID = '#eceef2';
const BRAND = '#c8102e';
const BLUE = '#1d4ed8';
const MUTED_BAR = '#c9ccd4';
const AXIS = { fontSize: 12, fill: INK };

export interface SeriesPoint {
  key: string;
  label: string;
  /** The tooltip's heading (a full date, a week with its Monday). */
  title: string;
  value: number;
}

/** The tooltip's value line, e.g. "3 inquiries". */
type ValueText = (value: number) => string;

function TooltipBox({
  active,
  payload,
  valueText,
  extra,
}: {
  active?: boolean;
  payload?: readonly { payload?: unknown }[];
  valueText: ValueText;
  extra?: (point: never) => string;
}) {
  const point = payload?.[0]?.payload as (SeriesPoint & Record<string, unknown>) | undefined;
  if (!active || !point) return null;
  return (
    <div className="a-chart-tip">
      <div className="a-chart-tip-title">{point.title}</div>
      <div>{valueText(point.value)}</div>
      {extra ? <div className="a-chart-tip-extra">{extra(point as never)}</div> : null}
    </div>
  );
}

/** Inquiries per day or per week: columns over time. */
export function InquiriesChart({ data, valueText }: { data: SeriesPoint[]; valueText: ValueText }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis dataKey="label" tick={AXIS} tickLine={false} axisLine={{ stroke: GRID }} minTickGap={16} />
        <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} width={48} />
        <Tooltip cursor={{ fill: 'rgba(200, 16, 46, 0.06)' }} content={(props) => <TooltipBox {...props} valueText={valueText} />} />
        <Bar dataKey="value" fill={BRAND} radius={[3, 3, 0, 0]} maxBarSize={36} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface ProductPoint extends SeriesPoint {
  code: string;
  name: string;
  /** "Quantity asked: 1,200". */
  quantityText: string;
}

/** Fits text in about `units` Latin characters (a CJK character counts two) on one line. */
export function clip(text: string, units: number): string {
  let used = 0;
  for (let i = 0; i < text.length; i++) {
    used += /[\u2e80-\uffff]/.test(text[i]!) ? 2 : 1;
    if (used > units) return `${text.slice(0, Math.max(0, i - 1))}…`;
  }
  return text;
}

const PRODUCT_AXIS = 230;

/** One line per product, its code in ink and its name muted (recharts would wrap a long label). */
function productTick(data: ProductPoint[]) {
  return function ProductTick({ x, y, payload }: { x?: number | string; y?: number | string; payload?: { index?: number } }) {
    const point = data[payload?.index ?? -1];
    if (!point) return <g />;
    return (
      <text x={Number(x) - 6} y={Number(y)} dy={4} textAnchor="end" fontSize={12} fill={INK}>
        <tspan fill="#17181c" fontWeight={600}>
          {point.code}
        </tspan>
        <tspan dx={6}>{clip(point.name, 30 - Math.min(point.code.length, 14))}</tspan>
      </text>
    );
  };
}

/** The most requested products: horizontal bars, the longest on top. */
export function TopProductsChart({ data, valueText }: { data: ProductPoint[]; valueText: ValueText }) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(120, data.length * 34 + 24)}>
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 24, bottom: 4, left: 8 }}>
        <CartesianGrid horizontal={false} stroke={GRID} />
        <XAxis type="number" allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} />
        <YAxis type="category" dataKey="label" tick={productTick(data)} tickLine={false} axisLine={{ stroke: GRID }} width={PRODUCT_AXIS} interval={0} />
        <Tooltip
          cursor={{ fill: 'rgba(200, 16, 46, 0.06)' }}
          content={(props) => <TooltipBox {...props} valueText={valueText} extra={(point: ProductPoint) => point.quantityText} />}
        />
        <Bar dataKey="value" fill={BRAND} radius={[0, 3, 3, 0]} maxBarSize={22} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export interface CountryPoint extends SeriesPoint {
  /** Unknown and the "other countries" lump are drawn grey. */
  muted: boolean;
}

const countryBar = (props: BarShapeProps) => <Rectangle {...props} fill={(props.payload as CountryPoint | undefined)?.muted ? MUTED_BAR : BLUE} />;

/** Visits per country: columns, most first. */
export function VisitsChart({ data, valueText }: { data: CountryPoint[]; valueText: ValueText }) {
  return (
    <ResponsiveContainer width="100%" height={260}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -8 }}>
        <CartesianGrid vertical={false} stroke={GRID} />
        <XAxis
          dataKey="label"
          tick={AXIS}
          tickLine={false}
          axisLine={{ stroke: GRID }}
          interval={0}
          angle={data.length > 6 ? -30 : 0}
          textAnchor={data.length > 6 ? 'end' : 'middle'}
          height={data.length > 6 ? 64 : 30}
        />
        <YAxis allowDecimals={false} tick={AXIS} tickLine={false} axisLine={false} width={56} />
        <Tooltip cursor={{ fill: 'rgba(29, 78, 216, 0.06)' }} content={(props) => <TooltipBox {...props} valueText={valueText} />} />
        <Bar dataKey="value" radius={[3, 3, 0, 0]} maxBarSize={36} isAnimationActive={false} shape={countryBar} />
      </BarChart>
    </ResponsiveContainer>
  );
}
