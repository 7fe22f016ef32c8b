import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getMessages, getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Suspense, type ReactNode } from 'react';
import { AreaGate } from '@/components/access/area-gate';
import { AccountOverlays } from '@/components/account/account-overlays';
import { RouteGuard } from '@/components/account/route-guard';
import { SessionRestorer } from '@/components/account/session-restorer';
import { PersonalPricesLoader } from '@/components/catalog/personal-prices-loader';
import { FloatingWidgets } from '@/components/layout/floating-widgets';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { TopBar } from '@/components/layout/top-bar';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { LoadingBar } from '@/components/ui/loading-bar';
import { ChunkReload } from '@/components/widgets/chunk-reload';
import { TrackingTag } from '@/components/widgets/tracking-tag';
import { firstRenderMessagesText } from '@/i18n/first-render-messages';
import { TextMessagesProvider } from '@/i18n/text-messages-provider';
import { routing, type Locale } from '@/i18n/routing';
import { getLayoutData } from '@/server/pages/layout-data';
import { env } from '@/server/env';
import { localeAlternates } from '@/lib/seo';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: locale as Locale, namespace: 'meta' });
  return {
    metadataBase: new URL(env().PUBLIC_BASE_URL),
    title: { default: t('title'), template: `%s | ${t('title')}` },
    description: t('description'),
    alternates: localeAlternates('/', locale as Locale),
    // Without a declared icon browsers ask for /favicon.ico: a 404 in the console (Lighthouse best practices).
    icons: { icon: '/favicon.svg' },
  };
}

/** §2 layout: top bar, header, the page, footer, floating widgets (R2.33). */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const data = await getLayoutData(locale);
  return (
    <html lang={locale === 'zh' ? 'zh-CN' : 'en'}>
      <body className="min-h-screen bg-white">
        {/* Only the namespaces the first render uses (first-render-messages.ts), as one text; the rest load with what needs them. */}
        <TextMessagesProvider locale={locale} timeZone={await getTimeZone()} messagesText={firstRenderMessagesText(await getMessages())}>
          <Suspense fallback={null}>
            <LoadingBar />
          </Suspense>
          <TopBar notices={data.notices} articles={data.articles} />
          <Header />
          <main id="main" className="min-h-[50vh]">
            {children}
          </main>
          <Footer contact={data.contact} />
          <FloatingWidgets chatLink={data.contact?.chatLink ?? ''} email={data.contact?.email ?? ''} tel={data.contact?.tel ?? ''} />
          {/* The sonner toaster loads with the first toast (src/components/ui/toast.ts). */}
          <LazyToaster />
          {/* §4 chunk-load reload; §7 tracking tag only when configured, after load. */}
          <ChunkReload />
          <TrackingTag id={env().TRACKING_TAG_ID} />
          {/* §2 account overlays, §4 session restore and route guard (client only, no personal HTML). */}
          <AccountOverlays googleClientId={env().GOOGLE_CLIENT_ID} />
          <SessionRestorer />
          {/* A signed-in buyer's own prices on the cards and the product page, asked after load (ADR 0053). */}
          <PersonalPricesLoader />
          <RouteGuard />
          <AreaGate />
        </TextMessagesProvider>
      </body>
    </html>
  );
}
