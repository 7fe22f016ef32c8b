import type { MetadataRoute } from 'next';
import { env } from '@/server/env';

export const dynamic = 'force-dynamic';

/** Catalogue pages are public; account pages and the API are not for crawlers. */
export default function robots(): MetadataRoute.Robots {
  const base = env().PUBLIC_BASE_URL;
  const privatePaths = ['/cart', '/favorites', '/order', '/changePassword', '/reset', '/address', '/forget', '/login', '/register', '/accessCode'];
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/api/', ...privatePaths, ...privatePaths.map((p) => `/zh${p}`)] },
    sitemap: `${base}/sitemap.xml`,
  };
}
