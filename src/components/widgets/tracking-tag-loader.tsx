'use client';

import { useEffect } from 'react';

type Gtag = (...args: unknown[]) => void;

/**
 * Loads the Google tag after the page's load event, while the browser is idle (what next/script's
 * `lazyOnload` did, without next/script's loader on every page). The element is
 * created by our own script, which 'strict-dynamic' trusts; it carries the nonce as well.
 */
export function TrackingTagLoader({ id, nonce }: { id: string; nonce?: string }) {
  useEffect(() => {
    let cancelled = false;
    const inject = () => {
      if (cancelled || document.getElementById('tracking-tag')) return;
      const w = window as unknown as { dataLayer: unknown[]; gtag?: Gtag };
      w.dataLayer = w.dataLayer || [];
      w.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params -- gtag.js reads `arguments` objects from the data layer, not arrays
        w.dataLayer.push(arguments);
      };
      w.gtag('js', new Date());
      w.gtag('config', id);
      const script = document.createElement('script');
      script.id = 'tracking-tag';
      script.async = true;
      script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
      if (nonce) script.nonce = nonce;
      document.head.appendChild(script);
    };
    const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(inject) : setTimeout(inject, 1));
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', idle);
    };
  }, [id, nonce]);
  return null;
}
