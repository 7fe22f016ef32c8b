'use client';

import Script from 'next/script';
import { useRef } from 'react';

/** §7 maps service (R7.96): AMap JS API 1.4.9 with these plugins. */
const AMAP_PLUGINS = ['AMap.Geolocation', 'AMap.Marker', 'AMap.ToolBar', 'AMap.Circle', 'AMap.PolyLine'];
export const amapScriptUrl = (key: string) => `https://webapi.amap.com/maps?v=1.4.9&key=${encodeURIComponent(key)}&plugin=${AMAP_PLUGINS.join(',')}`;

/** The showroom beside Yiwu International Trade City (the seeded address); AMap takes [lng, lat]. */
const SHOWROOM_LNG_LAT: [number, number] = [120.0867, 29.3181];

interface AMapGlobal {
  Map: new (el: HTMLElement, options: Record<string, unknown>) => { addControl(control: unknown): void; add(overlay: unknown): void };
  Marker: new (options: Record<string, unknown>) => unknown;
  ToolBar: new () => unknown;
}

/**
 * /contact map, rendered only when AMAP_KEY is configured: the script loads after the
 * page is interactive (never blocking render); without a key no external script is requested.
 */
export function ContactMap({ amapKey, title }: { amapKey: string; title: string }) {
  const el = useRef<HTMLDivElement>(null);
  const draw = () => {
    const AMap = (window as unknown as { AMap?: AMapGlobal }).AMap;
    if (!AMap || !el.current || el.current.dataset.drawn) return;
    el.current.dataset.drawn = '1';
    const map = new AMap.Map(el.current, { zoom: 15, center: SHOWROOM_LNG_LAT });
    map.add(new AMap.Marker({ position: SHOWROOM_LNG_LAT, title }));
    map.addControl(new AMap.ToolBar());
  };
  return (
    <>
      <Script src={amapScriptUrl(amapKey)} strategy="afterInteractive" onReady={draw} />
      <div ref={el} role="img" aria-label={title} className="h-80 w-full rounded-lg border border-line bg-paper" data-testid="contact-map" />
    </>
  );
}
