import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { bandScaleOf, bandsOf, priceBandText } from '@/lib/price-bands';
import { parseListPageQuery, type ListPageQuery, type ListSort } from '@/lib/validation/list-page-query';
import { localeAlternates, pathWithQuery } from '@/lib/seo';
import { carryBands } from '@/lib/price-band-carry';
import { crossingToOtherLanguage } from '@/lib/price-band-crossing';
import type { Metadata } from 'next';
import type { ProductQuery } from '@/server/catalog/product-query';
import { cached } from '@/server/catalog/cached-reads';
import { findTopic, type TopicNode } from '@/server/catalog/topic-tree';
import { pageContext } from '@/server/pages/page-context';
import { Pagination } from '@/components/ui/pagination';
import { ProductGrid } from './product-grid';
import { FilterTicks, type TickGroup, type TickSelection } from './filter-ticks';
import { PriceBandChips } from './price-band-chips';
import { SortBar } from './sort-bar';
import { localizedName } from '@/lib/locale-fields';

export type ListKind = 'products' | 'instock' | 'new-products' | 'hot-products' | 'price';
export const LIST_PAGE_SIZE = 20;

type SearchParams = Record<string, string | string[] | undefined>;
type ListTranslator = Awaited<ReturnType<typeof getTranslations<'list'>>>;

/**
 * The query a list shows. The §2 link's `title` is never shown (it is the visitor's
 * text, and stays in the old language after the language switch); a topic list is named by its
 * `code`, in the page's language, and an unknown code is dropped: the plain list.
 */
async function resolvedQuery(kind: ListKind, searchParams: SearchParams, locale: Locale) {
  const q = parseListPageQuery(searchParams);
  if (kind !== 'products' || !q.code) return { q, topic: undefined };
  const { db, siteId } = await pageContext();
  const topic = findTopic(await cached.getTopicTree(db, siteId, locale), q.code);
  return { q: topic ? q : { ...q, code: undefined }, topic };
}

function headingOf(kind: ListKind, q: ListPageQuery, topic: TopicNode | undefined, t: ListTranslator, locale: Locale): string {
  if (kind === 'instock') return t('instock');
  if (kind === 'hot-products') return t('hotProducts');
  if (kind === 'new-products') return t('newProducts');
  if (kind === 'price') return q.price !== undefined ? t('price', { label: priceBandText(q.price, locale) }) : t('priceAll');
  if (q.keyword) return t('search', { keyword: q.keyword });
  return topic ? t('topic', { title: topic.name }) : t('products');
}

/** The orders a list offers, its own first (the order it has without a `sort`). */
function sortsOf(kind: ListKind, q: ListPageQuery): { options: readonly ListSort[]; defaultSort: ListSort } {
  const own: ListSort = kind === 'instock' ? 'stock' : kind === 'hot-products' ? 'hot' : kind === 'price' ? 'priceAsc' : kind === 'products' && q.keyword ? 'relevance' : 'new';
  const others: ListSort[] = ['new', 'priceAsc', 'priceDesc', 'moqAsc', 'hot'];
  return { options: [own, ...others.filter((sort) => sort !== own)], defaultSort: own };
}

/**
 * The list in the other language: a /price band is an index into the page's currency's bands, so
 * the alternate names the band it carries to at the owner's rate, as the language switch does.
 */
async function pathAcross(kind: ListKind, fields: Record<string, string | number | undefined>, locale: Locale): Promise<string> {
  const query = Object.fromEntries(Object.entries(fields).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])));
  if (query.price === undefined) return pathWithQuery(`/${kind}`, query);
  const { db, siteId } = await pageContext();
  return pathWithQuery(`/${kind}`, carryBands(query, crossingToOtherLanguage(locale, await cached.bandCrossingRate(db, siteId))));
}

/** Title, description and canonical/hreflang of a list page; the canonical keeps the content-defining query. */
export function listMetadata(kind: ListKind) {
  return async ({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }): Promise<Metadata> => {
    const locale = (await params).locale as Locale;
    const { q, topic } = await resolvedQuery(kind, await searchParams, locale);
    const t = await getTranslations({ locale, namespace: 'list' });
    const meta = await getTranslations({ locale, namespace: 'meta' });
    const fields = { keyword: q.keyword, code: q.code, price: q.price, page: q.page };
    const path = pathWithQuery(`/${kind}`, fields);
    return { title: headingOf(kind, q, topic, t, locale), description: meta('description'), alternates: localeAlternates(path, locale, await pathAcross(kind, fields, locale)) };
  };
}

/** One server-rendered product list for the five §2 list routes (R2.11), with their filtering links. */
export async function ProductListPage({ kind, searchParams }: { kind: ListKind; searchParams: Record<string, string | string[] | undefined> }) {
  const locale = await getLocale();
  const t = await getTranslations('list');
  const { q, topic } = await resolvedQuery(kind, searchParams, locale);
  const { options, defaultSort } = sortsOf(kind, q);
  // A sort the list does not offer (relevance without a keyword) is its own order.
  const sort = q.sort && options.includes(q.sort) ? q.sort : defaultSort;
  // Bands are the page's currency's own (CNY bands in Chinese), for the /price band and the ticks.
  const paging: ProductQuery = { page: q.page, pageSize: LIST_PAGE_SIZE, orderBy: sort, bandScale: bandScaleOf(locale) };
  const query: ProductQuery =
    kind === 'instock'
      ? { ...paging, hasStock: true }
      : kind === 'hot-products'
        ? { ...paging, isHot: true }
        : kind === 'new-products'
          ? paging
          : kind === 'price'
            ? { ...paging, priceBand: q.price }
            : { ...paging, keyword: q.keyword, topicCode: q.code };
  const filtered: ProductQuery = { ...query, colorCodes: q.color, light: q.light, electric: q.electric, priceGroups: q.group };
  const { db, siteId } = await pageContext();
  // The total comes with the facets (one bounded read gives both, ADR 0003): the list counts nothing.
  const [{ list }, facets, colours, tf] = await Promise.all([
    cached.listProducts(db, siteId, locale, filtered, 'none'),
    // The counts do not depend on the order: every order of a list shares one cached count.
    cached.getFacets(db, siteId, locale, { ...filtered, orderBy: undefined }),
    cached.listSettingItems(db, siteId, 'color', { all: true }),
    getTranslations('filters'),
  ]);
  const { total, more } = facets;
  const groups: TickGroup[] = [
    // Labels of the colours this list has only: the ticks' props are in the page's flight payload.
    {
      param: 'color',
      title: tf('colors'),
      ticks: facets.colors,
      labels: Object.fromEntries(colours.list.filter((c) => facets.colors.some((tick) => tick.value === c.code)).map((c) => [c.code, localizedName(c, locale)])),
    },
    { param: 'light', title: tf('light'), ticks: facets.light, labels: { '1': tf('lit') } },
    { param: 'electric', title: tf('electric'), ticks: facets.electric, labels: { '1': tf('electricYes') } },
    // Price groups are bands of the price this locale shows, in its currency (docs/ARCHITECTURE.md).
    {
      param: 'group',
      title: tf('priceGroup'),
      ticks: facets.priceGroups,
      labels: Object.fromEntries(bandsOf(bandScaleOf(locale)).map((b) => [String(b.index), priceBandText(b.index, locale)])),
    },
  ];
  // Each count's "(n)" is written here, so the list's first view compiles no ICU message in the
  // browser (ADR 0036); 0 is what a tick the buyer filtered away shows (§4, R4.66).
  const countKey = facets.partial ? 'countAtLeast' : 'count';
  const shownCounts = new Set([0, ...groups.flatMap((group) => group.ticks.map((tick) => tick.count))]);
  const countLabels = [...shownCounts].map((count): [number, string] => [count, tf(countKey, { count })]);
  const selection: TickSelection = {
    color: q.color,
    light: q.light ? ['1'] : undefined,
    electric: q.electric ? ['1'] : undefined,
    group: q.group?.map(String),
  };

  const heading = headingOf(kind, q, topic, t, locale);
  // The list's own parameters; filter ticks add theirs on top. `title` is left behind (see resolvedQuery).
  const base: Record<string, string> = {};
  for (const key of ['keyword', 'code'] as const) if (q[key]) base[key] = q[key]!;
  if (q.price !== undefined) base.price = String(q.price);
  // Filters and pages keep the buyer's order; the sort links keep the filters.
  const filters: Record<string, string> = { ...base };
  for (const [param, values] of Object.entries(selection)) if (values?.length) filters[param] = values.join(',');
  if (sort !== defaultSort) base.sort = sort;
  const keep: Record<string, string> = { ...base };
  for (const [param, values] of Object.entries(selection)) if (values?.length) keep[param] = values.join(',');

  return (
    <div className="container-x py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold" data-testid="list-heading">
          {heading}
        </h1>
        <p className="text-sm text-muted" data-testid="list-total">
          {more ? t('totalAtLeast', { total }) : t('total', { total })}
        </p>
      </div>
      {kind === 'price' && <PriceBandChips current={q.price} />}
      <SortBar pathname={`/${kind}`} query={filters} options={options} current={sort} defaultSort={defaultSort} />
      <div className="grid gap-6 lg:grid-cols-[22rem_1fr] xl:grid-cols-[28rem_1fr]">
        <FilterTicks
          key={JSON.stringify(base)}
          pathname={`/${kind}`}
          baseQuery={base}
          groups={groups}
          selection={selection}
          countLabels={countLabels}
          partial={facets.partial}
          toggleLabel={tf('toggle', { count: Object.values(selection).reduce((n, values) => n + (values?.length ?? 0), 0) })}
        />
        {/* The products and pager: no unrequested card (the feedback prompt) lies over them. */}
        <div data-keep-clear="">
          {list.length > 0 ? <ProductGrid products={list} eagerCount={4} columns="list" /> : <p className="py-16 text-center text-muted">{t('empty')}</p>}
          <Pagination pathname={`/${kind}`} query={keep} page={q.page} pageSize={LIST_PAGE_SIZE} total={total} variant={kind === 'products' ? 'origin' : 'red'} />
        </div>
      </div>
    </div>
  );
}
