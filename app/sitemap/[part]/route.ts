import { getDb } from '@/lib/db';
import { sitemapPartXml } from '@/lib/seo/sitemap';

export async function GET(_request: Request, { params }: { params: Promise<{ part: string }> }) {
  const xml = await sitemapPartXml(await getDb(), (await params).part);
  if (xml === null) return new Response('No such sitemap.', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
}
