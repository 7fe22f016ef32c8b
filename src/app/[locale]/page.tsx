import { getTranslations, setRequestLocale } from 'next-intl/server';
import { tilesOf } from '@/components/catalog/product-card';
import { ProductGrid } from '@/components/catalog/product-grid';
import { SectionHeading } from '@/components/catalog/section-heading';
import { VideoPlayer } from '@/components/content/video-player';
import { HomeBanner } from '@/components/home/home-banner';
import { NewArrivalsBanner } from '@/components/home/new-arrivals-banner';
import { SeasonalGroups } from '@/components/home/seasonal-groups';
import { ShowcaseLinks } from '@/components/home/showcase-links';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { cached } from '@/server/catalog/cached-reads';
import { imageUrl } from '@/server/catalog/image-url';
import { env } from '@/server/env';
import { pageContext } from '@/server/pages/page-context';

/** §2 home (also served at /home). */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const { db, siteId } = await pageContext();
  const [home, videos, banners] = await Promise.all([
    cached.getHomeSections(db, siteId, locale),
    cached.listVideos(db, siteId, locale),
    cached.listCurrentBanners(db, siteId, locale),
  ]);
  const seasonal = await Promise.all(
    home.seasonal.map(async (group) => ({ code: group.code, name: group.name, cover: imageUrl(group.cover, 300), tiles: await tilesOf(group.products) })),
  );
  const video = videos[0];
  const { SHOWROOM_URL, STORE_URL_ALIBABA, STORE_URL_MADE_IN_CHINA } = env();
  const more = (pathname: string) => (
    <Link href={{ pathname, query: { page: 1 } }} className="text-sm text-brand hover:underline">
      {t('viewAll')} →
    </Link>
  );
  return (
    <div className="container-x space-y-12 py-6">
      {/* Client components get only the fields they draw (their props are the flight payload). */}
      {/* ADR 0029: the staff's banner pictures; with none current, the newest products as before. */}
      {banners.length > 0 ? (
        <HomeBanner slides={banners.map((b) => ({ id: b.id, src: imageUrl(b.picture), alt: b.alt, title: b.title, href: b.link }))} />
      ) : (
        <NewArrivalsBanner products={home.newest.slice(0, 4).map((p) => ({ id: p.id, name: p.name, cover: imageUrl(p.cover, 300) }))} />
      )}
      <section aria-labelledby="top-selling" data-testid="top-selling">
        <SectionHeading id="top-selling" title={t('topSelling')} action={more('/hot-products')} />
        <ProductGrid products={home.topSelling} columns="wide" />
      </section>
      <section aria-labelledby="hot" data-testid="hot-products">
        <SectionHeading id="hot" title={t('hotProducts')} action={more('/hot-products')} />
        <ProductGrid products={home.hot} />
      </section>
      <section aria-labelledby="inventory" data-testid="inventory">
        <SectionHeading id="inventory" title={t('inventory')} action={more('/instock')} />
        <ProductGrid products={home.inventory} columns="wide" />
      </section>
      <SeasonalGroups groups={seasonal} />
      <ShowcaseLinks
        player={video && <VideoPlayer video={video} titleId="home-video-title" />}
        videoTitle={video?.title}
        urls={{ showroom: SHOWROOM_URL, storeOne: STORE_URL_ALIBABA, storeTwo: STORE_URL_MADE_IN_CHINA }}
      />
    </div>
  );
}
