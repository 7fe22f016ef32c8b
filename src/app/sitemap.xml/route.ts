import { env } from '@/server/env';
import { pageContext } from '@/server/pages/page-context';
import { sitemapFile, sitemapFileCount, sitemapIndex } from '@/server/seo/sitemap';

export const dynamic = 'force-dynamic';

/** Every product in both locales; an index of /sitemaps/{n}.xml once it passes 50,000 URLs. */
export async function GET() {
  const { db, siteId } = await pageContext();
  const base = env().PUBLIC_BASE_URL;
  const files = await sitemapFileCount(db, siteId);
  const body = files > 1 ? sitemapIndex(base, files) : await sitemapFile(db, siteId, base, 0);
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
