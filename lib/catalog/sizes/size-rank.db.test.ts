import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { items } from '@/lib/db/schema';
import { sizeBinOf } from '@/lib/tenant/facet-keys';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { searchCatalog } from '../search';

const fixture = testDatabase((handle) =>
  seedCatalog(handle.db, { items: 600, vendorId: tenant.vendor.id, currency: 'USD', colors: demo.colorMap, now: new Date() }),
);
const db = () => fixture.handle.db;

/** The props a search lists, in order, with their measures. */
async function measured(text: string) {
  const { items: found, total } = await searchCatalog(db(), { text, filters: {}, sort: 'relevance', page: 1 }, [], 500);
  const rows = await db()
    .select({ id: items.id, dimensions: items.dimensions })
    .from(items)
    .where(
      inArray(
        items.id,
        found.map((item) => item.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row.dimensions]));
  return { total, props: found.map((item) => ({ title: item.title, ...byId.get(item.id)! })) };
}

const lowerBound = (inches: number) => Number(/^\d+/.exec(sizeBinOf(inches))?.[0] ?? 0);
const quantile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.floor(share * (values.length - 1))]!;

describe('issue 39 §1: sizes in words rank the props of their kind, never filter them', () => {
  it('"tall lamp" lists the same lamps as "lamp", the top third of lamps’ heights first', async () => {
    const lamps = await measured('lamp');
    const tall = await measured('tall lamp');
    expect(tall.total).toBe(lamps.total);
    const threshold = quantile(
      lamps.props.map((prop) => prop.height),
      0.67,
    );
    const tallOnes = lamps.props.filter((prop) => prop.height >= threshold).length;
    expect(tallOnes).toBeGreaterThan(0);
    expect(tallOnes).toBeLessThan(lamps.props.length);
    for (const prop of tall.props.slice(0, Math.min(5, tallOnes))) expect(prop.height, prop.title).toBeGreaterThanOrEqual(threshold);
  });

  it('per kind: "small table" puts the narrow tables of tables first; "36 inch mirror" the mirrors of that bin', async () => {
    const tables = await measured('table');
    const small = await measured('small table');
    expect(small.total).toBe(tables.total);
    const threshold = quantile(
      tables.props.map((prop) => prop.width),
      0.33,
    );
    for (const prop of small.props.slice(0, 3)) expect(prop.width, prop.title).toBeLessThanOrEqual(threshold);
    const mirrors = await measured('36 inch mirror');
    expect(mirrors.total).toBe((await measured('mirror')).total);
    const first = mirrors.props[0]!;
    if (mirrors.props.some((prop) => lowerBound(prop.height) === 36 || lowerBound(prop.width) === 36)) {
      expect([lowerBound(first.height), lowerBound(first.width)]).toContain(36);
    }
  });
});
