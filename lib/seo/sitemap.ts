import 'server-only';
import { asc, count } from 'drizzle-orm';
import { categoryHref } from '@/lib/catalog/category-href';
import { itemHref } from '@/lib/catalog/item-card';
import { isListed } from '@/lib/catalog/queries';
import type { Db } from '@/lib/db/open';
import { categories, items } from '@/lib/db/schema';
import { siteUrl } from '@/lib/site/url';
import { tenant } from '@/lib/tenant';

/** The sitemap protocol allows 50,000 URLs a file; parts stay under it with room for the pages. */
export const ITEMS_PER_SITEMAP = 45_000;

type Entry = { path: string; lastModified?: Date };

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function urlset(entries: Entry[]): string {
  const base = siteUrl();
  const urls = entries.map(({ path, lastModified }) => {
    const loc = `<loc>${escapeXml(new URL(path, base).toString())}</loc>`;
    return `<url>${loc}${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The site's own pages, the two purchase-type routes of spec §2 and every category. */
async function pageEntries(db: Db): Promise<Entry[]> {
  const fixed = ['/', tenant.basepath, ...tenant.footerLinks.map((link) => link.href), '/contact-us'];
  const categoryRows = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.sortOrder));
  return [...new Set(fixed)].map((path) => ({ path })).concat(categoryRows.map((row) => ({ path: categoryHref(row.id) })));
}

/** Active items only: a hidden or archived item's page is a 404 (issue 13 §3). */
async function itemEntries(db: Db, part: number, perPart: number): Promise<Entry[]> {
  const rows = await db
    .select({ id: items.id, updatedAt: items.updatedAt })
    .from(items)
    .where(isListed)
    .orderBy(asc(items.id))
    .limit(perPart)
    .offset((part - 1) * perPart);
  return rows.map((row) => ({ path: itemHref(row.id), lastModified: row.updatedAt }));
}

/** /sitemap.xml: every page, category and item in one file, or an index of parts once the catalogue outgrows one. */
export async function sitemapXml(db: Db, perPart = ITEMS_PER_SITEMAP): Promise<string> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(items).where(isListed);
  if (total <= perPart) return urlset([...(await pageEntries(db)), ...(await itemEntries(db, 1, perPart))]);
  const base = siteUrl();
  const parts = ['pages', ...Array.from({ length: Math.ceil(total / perPart) }, (_, i) => `items-${i + 1}`)];
  const sitemaps = parts.map((part) => `<sitemap><loc>${escapeXml(new URL(`/sitemap/${part}.xml`, base).toString())}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

/** One part of the index: "pages.xml" or "items-N.xml"; null for anything else. */
export async function sitemapPartXml(db: Db, part: string, perPart = ITEMS_PER_SITEMAP): Promise<string | null> {
  if (part === 'pages.xml') return urlset(await pageEntries(db));
  const match = /^items-([1-9]\d{0,3})\.xml$/.exec(part);
  if (!match) return null;
  const entries = await itemEntries(db, Number(match[1]), perPart);
  return entries.length > 0 ? urlset(entries) : null;
}
