import { and, eq, gt, sql } from 'drizzle-orm';
import { categories, items } from '@/lib/db/schema';
import type { Db } from '@/lib/db/open';
import type { PeerDoc } from './peer-engine';

/** The listed props of a database as the peer engine indexes them: the same rows ours searches. */
export async function peerDocs(db: Db): Promise<PeerDoc[]> {
  const rows = await db
    .select({
      id: items.id,
      title: items.title,
      sku: items.sku,
      description: items.description,
      category: sql<string>`coalesce(${categories.name}, '')`,
      period: items.period,
      tags: items.tags,
      colors: items.colors,
      rooms: items.rooms,
      materials: items.materials,
      facetValues: items.facetValues,
      createdAt: items.createdAt,
    })
    .from(items)
    .leftJoin(categories, eq(categories.id, items.categoryId))
    // The props crews are shown: one with no units is not listed (issue 39 §2), by either engine.
    .where(and(eq(items.status, 'active'), gt(items.quantity, 0)));
  return rows.map((row) => ({ ...row, facetValues: row.facetValues ?? [], createdAt: row.createdAt.getTime() }));
}
