import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoCatalogOptions, seedCatalog } from '@/demo/seed-catalog';
import { items } from '@/lib/db/schema';
import { testDatabase } from '@/test/database';
import { searchCatalog } from '../search';
import { JUDGED_QUERIES, precisionAt, type JudgedProp } from './judged-queries';

/** Large enough that every judged search has props to find (a 1970s turntable, a green sofa…). */
const CATALOGUE_SIZE = 3_000;
const fixture = testDatabase((handle) => seedCatalog(handle.db, demoCatalogOptions(CATALOGUE_SIZE)));

describe('issue 28 §1: the relevance set, searched the way crews type', () => {
  it('precision at 5 is at least 0.9 over the judged searches, and every one finds at least half its first five right', async () => {
    const db = fixture.handle.db;
    const listed = await db
      .select({ id: items.id, title: items.title, sku: items.sku, period: items.period, colors: items.colors, materials: items.materials })
      .from(items)
      .where(eq(items.status, 'active'));
    const byId = new Map<string, JudgedProp>(listed.map((prop) => [prop.id, prop]));
    const scores = [];
    for (const judged of JUDGED_QUERIES) {
      const relevantCount = listed.filter(judged.relevant).length;
      expect(relevantCount, `the demo catalogue has props for "${judged.query}"`).toBeGreaterThan(0);
      const { items: found } = await searchCatalog(db, { text: judged.query, filters: {}, sort: 'relevance', page: 1 }, [], 5);
      const precision = precisionAt(
        5,
        found.map((item) => byId.get(item.id)!),
        judged.relevant,
        relevantCount,
      );
      scores.push({ query: judged.query, precision, first: found.map((item) => item.title).join(' | ') });
    }
    const mean = scores.reduce((sum, score) => sum + score.precision, 0) / scores.length;
    const misses = scores.filter((score) => score.precision < 1);
    expect(mean, JSON.stringify(misses, null, 1)).toBeGreaterThanOrEqual(0.9);
    expect(
      misses.filter((score) => score.precision < 0.5),
      'searches that find less than half their first five right',
    ).toEqual([]);
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(40);
  });
});
