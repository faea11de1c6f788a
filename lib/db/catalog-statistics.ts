import { sql } from 'drizzle-orm';
import type { Db } from './open';
import { rowsOf } from './sql';

/**
 * Refreshes the planner's statistics on the catalogue after a bulk write (a seed, a CSV import).
 * PGlite runs no autovacuum, so without this its planner keeps guessing from an empty table: at
 * 100,000 props the catalogue's newest-first search read the whole table (115 ms) instead of its
 * index (0.2 ms). PostgreSQL would get there by itself, minutes later.
 */
export async function refreshCatalogStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze items, facet_bitmaps, search_terms, categories`);
}

/** When the catalogue's statistics were last refreshed by `refreshCatalogStatistics` (not by autovacuum). */
export async function catalogStatisticsRefreshedAt(db: Db): Promise<Date | null> {
  const [row] = rowsOf<{ last_analyze: Date | string | null }>(await db.execute(sql`select last_analyze from pg_stat_user_tables where relname = 'items'`));
  return row?.last_analyze ? new Date(row.last_analyze) : null;
}
