import Script from 'next/script';
import { cspNonce } from '@/server/security/nonce';

/**
 * §7 third-party tracking tag (R7.97): a Google tag, only when TRACKING_TAG_ID is configured,
 * loaded after the page's load event while the browser is idle (`lazyOnload`), never blocking
 * render. The id is checked by src/server/env.ts (letters, digits, '-'), so it is safe inline.
 * Both carry the request's CSP nonce (issue 8 §2: no inline script runs without it).
 */
export async function TrackingTag({ id }: { id: string | undefined }) {
  if (!id) return null;
  const nonce = await cspNonce();
  return (
    <>
      <Script src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`} strategy="lazyOnload" nonce={nonce} />
      <Script id="tracking-tag" strategy="lazyOnload" nonce={nonce}>
        {`window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${JSON.stringify(id)});`}
      </Script>
    </>
  );
}
