import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it } from 'vitest';
import proxy from '@/proxy';

// §1 mobile redirect in the proxy. The e2e suite runs with MOBILE_SITE_URL set; here both sides.

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WECHAT =
  'Mozilla/5.0 (Linux; Android 13; M2012K11AC) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/107.0.5304.141 Mobile Safari/537.36 MicroMessenger/8.0.40.2420(0x28002837) WeChat/arm64 NetType/WIFI';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';

const saved = process.env.MOBILE_SITE_URL;
afterEach(() => {
  if (saved === undefined) delete process.env.MOBILE_SITE_URL;
  else process.env.MOBILE_SITE_URL = saved;
});

const visit = (path: string, userAgent: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { 'user-agent': userAgent } }));

describe('mobile redirect', () => {
  it('R1.30 R1.31 R1.32 R1.33 R9.34 sends phones and in-app browsers to the mobile site with path, prefix and query (301)', async () => {
    process.env.MOBILE_SITE_URL = 'https://m.lantern-gifts.example/';
    for (const ua of [IPHONE, WECHAT]) {
      const res = await visit('/zh/products?page=2&keyword=star', ua);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe('https://m.lantern-gifts.example/zh/products?page=2&keyword=star');
    }
    expect((await visit('/products?page=2', DESKTOP)).status).not.toBe(301);
  });

  it('without MOBILE_SITE_URL a phone gets the page itself, like a desktop', async () => {
    delete process.env.MOBILE_SITE_URL;
    const phone = await visit('/about', IPHONE);
    const desktop = await visit('/about', DESKTOP);
    expect(phone.status).toBe(desktop.status);
    expect(phone.headers.get('location')).toBeNull();
  });
});
