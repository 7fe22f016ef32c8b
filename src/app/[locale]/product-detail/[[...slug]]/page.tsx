import type { Metadata } from 'next';
import { cache } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ProductDetailView } from '@/components/product/product-detail-view';
import { ProductJsonLd } from '@/components/product/product-json-ld';
import { ProductRails } from '@/components/product/product-rails';
import type { Locale } from '@/i18n/routing';
import { localeAlternates } from '@/lib/seo';
import { cached } from '@/server/catalog/cached-reads';
import { imageUrl } from '@/server/catalog/image-url';
import { env } from '@/server/env';
import { pageContext } from '@/server/pages/page-context';

type Props = { params: Promise<{ locale: string; slug?: string[] }> };

/** §2: /product-detail/{id} and /product-detail/{category}/{id}; the id is the last segment. */
function productIdOf(slug: string[] | undefined): number | null {
  const last = slug?.at(-1);
  if (!slug || slug.length > 2 || !last || !/^\d{1,9}$/.test(last)) return null;
  return Number(last);
}

/**
 * The product, read once per request: generateMetadata and the page both need it. React's request
 * cache, keyed by primitives; the catalogue cache (shared between visitors) may be off, this never is.
 */
const productDetail = cache(async (id: number, locale: Locale) => {
  const { db, siteId } = await pageContext();
  return cached.getProductDetail(db, siteId, id, locale);
});

async function load({ params }: Props) {
  const { locale, slug } = await params;
  const id = productIdOf(slug);
  return id === null ? null : productDetail(id, locale as Locale);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const product = await load(props);
  if (!product) return {};
  const { locale } = await props.params;
  const description = product.descriptionHtml
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 160);
  // Canonical is the id form, whatever category segment or keyword the visitor came with.
  return { title: `${product.name} (${product.code})`, description, alternates: localeAlternates(`/product-detail/${product.id}`, locale as Locale) };
}

export default async function ProductDetailPage(props: Props) {
  const locale = (await props.params).locale as Locale;
  setRequestLocale(locale);
  const product = await load(props);
  // A known route whose record does not exist shows the 404 page with status 404.
  if (!product) notFound();
  const { db, siteId } = await pageContext();
  const base = env().PUBLIC_BASE_URL;
  const path = `${locale === 'zh' ? '/zh' : ''}/product-detail/${product.id}`;
  return (
    <div className="container-x py-8">
      <ProductJsonLd product={product} locale={locale} url={`${base}${path}`} images={product.pics.map((pic) => `${base}${imageUrl(pic)}`)} />
      <ProductDetailView product={product} />
      <ProductRails db={db} siteId={siteId} product={{ id: product.id, classcode: product.classcode }} locale={locale} />
    </div>
  );
}
