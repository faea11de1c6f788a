import { getDb } from '@/lib/db';
import { sitemapXml } from '@/lib/seo/sitemap';

export async function GET() {
  return new Response(await sitemapXml(await getDb()), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
