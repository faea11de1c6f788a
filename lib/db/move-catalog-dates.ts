import { sql } from 'drizzle-orm';
import type { Db } from './open';
import { items } from './schema';
import { rowsOf } from './sql';

/**
 * Moves every prop's created_at and updated_at by `ms`, in one transaction: a catalogue seeded at a
 * fixed instant, brought to the day a database is made from its template (issue 29).
 *
 * Nothing the database keeps is derived from either date: in lib/db/migrations they appear only in
 * the items' indexes, which the update keeps; the items triggers (search columns and words, facet
 * bitmaps, full days, the page cache's notice) and the stored kind_key and kind_head read neither.
 * So the update skips what it would otherwise redo for 300 props (measured on a busy 2-core
 * machine: 1 s with everything, 0.55-1.1 s with the triggers skipped, 0.3-0.4 s as here):
 * - the triggers, with session_replication_role = replica for this transaction alone (PGlite's
 *   user is a superuser);
 * - the stored generated columns: PostgreSQL recomputes all of them on an update of a table with a
 *   BEFORE ROW UPDATE trigger (the trigger might change what they are made from), and without one
 *   only those made from the updated columns, none here. Such triggers are dropped and made again
 *   from their own definitions within the transaction, so no one ever sees the table without them.
 * Last, the planner's statistics are refreshed for the new dates (PGlite runs no autovacuum).
 */
export async function moveCatalogDates(db: Db, ms: number): Promise<void> {
  const by = sql`make_interval(secs => ${ms / 1000})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    // tgtype bits: 1 row, 2 before, 16 update.
    const triggers = rowsOf<{ name: string; definition: string }>(
      await tx.execute(
        sql`select tgname as name, pg_get_triggerdef(oid) as definition from pg_trigger where tgrelid = 'items'::regclass and not tgisinternal and tgtype & 19 = 19`,
      ),
    );
    for (const { name } of triggers) await tx.execute(sql`drop trigger ${sql.identifier(name)} on ${items}`);
    await tx.update(items).set({ createdAt: sql`${items.createdAt} + ${by}`, updatedAt: sql`${items.updatedAt} + ${by}` });
    for (const { definition } of triggers) await tx.execute(sql.raw(definition));
  });
  await db.execute(sql`analyze ${items}`);
}
