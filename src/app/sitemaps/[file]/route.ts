import { env } from '@/server/env';
import { pageContext } from '@/server/pages/page-context';
import { sitemapFile, sitemapFileCount } from '@/server/seo/sitemap';

export const dynamic = 'force-dynamic';

/** One file of a split sitemap: /sitemaps/0.xml, /sitemaps/1.xml, … */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).file);
  const { db, siteId } = await pageContext();
  const index = match ? Number(match[1]) : -1;
  if (index < 0 || index >= (await sitemapFileCount(db, siteId))) return new Response('Not found', { status: 404 });
  const base = env().PUBLIC_BASE_URL;
  return new Response(await sitemapFile(db, siteId, base, index), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
