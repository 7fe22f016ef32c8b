import Script from 'next/script';

/**
 * §7 third-party tracking tag (R7.97): a Google tag, only when TRACKING_TAG_ID is configured,
 * loaded after the page's load event while the browser is idle (`lazyOnload`), never blocking
 * render. The id is checked by src/server/env.ts (letters, digits, '-'), so it is safe inline.
 */
export function TrackingTag({ id }: { id: string | undefined }) {
  if (!id) return null;
  return (
    <>
      <Script src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`} strategy="lazyOnload" />
      <Script id="tracking-tag" strategy="lazyOnload">
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`}
      </Script>
    </>
  );
}
