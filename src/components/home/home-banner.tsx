import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

/** A banner picture as the home page draws it: a signed picture link, its words, a site path. */
export interface HomeBannerSlide {
  id: number;
  src: string;
  alt: string;
  title: string;
  href: string;
}

/**
 * §2 home banner when the staff have written banner pictures (ADR 0029): a row of wide pictures
 * that snaps one to a view (CSS scroll snap, no JavaScript). A server component, so the storefront's
 * bundle does not grow; with no current pictures the page shows the new-arrivals banner instead.
 */
export async function HomeBanner({ slides }: { slides: HomeBannerSlide[] }) {
  const t = await getTranslations('home');
  return (
    <section aria-labelledby="home-banner" className="overflow-hidden rounded-xl bg-brand-soft" data-testid="home-banner">
      <h1 id="home-banner" className="sr-only">
        {t('bannerHeading')}
      </h1>
      <ul className="flex snap-x snap-mandatory overflow-x-auto" style={{ scrollbarWidth: 'thin' }}>
        {slides.map((slide, i) => {
          // A caption names the link: then the picture's alt would only repeat it (axe image-redundant-alt).
          const picture = (
            <>
              <img
                src={slide.src}
                alt={slide.title && slide.title === slide.alt ? '' : slide.alt}
                width={1200}
                height={400}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                className="aspect-[3/1] w-full object-cover"
              />
              {slide.title ? (
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/60 to-transparent px-6 py-4 text-lg font-semibold text-white md:text-2xl">
                  {slide.title}
                </span>
              ) : null}
            </>
          );
          return (
            <li key={slide.id} className="relative w-full shrink-0 snap-start" data-testid="home-banner-slide">
              {slide.href ? (
                <Link href={slide.href} className="block">
                  {picture}
                </Link>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
