import { describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { sitemapPartXml, sitemapXml } from './sitemap';

const fixture = testDatabase((handle) =>
  seedCatalog(handle.db, { items: 25, vendorId: 'cahuenga-props', currency: 'USD', colors: demo.colorMap, now: new Date() }),
);

const locs = (xml: string) => xml.match(/<loc>[^<]+<\/loc>/g) ?? [];

describe('sitemap.xml for search engines', () => {
  it('lists the pages, every category and every item in one file while they fit', async () => {
    const xml = await sitemapXml(fixture.handle.db);
    expect(xml).toContain('<urlset');
    expect(locs(xml).filter((loc) => loc.includes('/items/'))).toHaveLength(25);
    expect(locs(xml).filter((loc) => loc.includes('/categories/'))).toHaveLength(10);
  });

  it('becomes an index of parts once the items outgrow one file, and each item is in exactly one part', async () => {
    const index = await sitemapXml(fixture.handle.db, 10);
    expect(index).toContain('<sitemapindex');
    expect(locs(index).map((loc) => loc.replace(/^.*\/sitemap\//, '').replace('</loc>', ''))).toEqual([
      'pages.xml',
      'items-1.xml',
      'items-2.xml',
      'items-3.xml',
    ]);
    const parts = await Promise.all(['items-1.xml', 'items-2.xml', 'items-3.xml'].map((part) => sitemapPartXml(fixture.handle.db, part, 10)));
    const items = parts.flatMap((xml) => locs(xml!));
    expect(items).toHaveLength(25);
    expect(new Set(items).size).toBe(25);
    expect(locs((await sitemapPartXml(fixture.handle.db, 'pages.xml', 10))!).some((loc) => loc.includes('/categories/'))).toBe(true);
  });

  it('answers null for a part that does not exist, for the route to answer 404', async () => {
    expect(await sitemapPartXml(fixture.handle.db, 'items-4.xml', 10)).toBeNull();
    expect(await sitemapPartXml(fixture.handle.db, '../etc.xml', 10)).toBeNull();
    expect(await sitemapPartXml(fixture.handle.db, 'items-0.xml', 10)).toBeNull();
  });
});
