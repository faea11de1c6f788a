import 'server-only';
// The seed entry point: the one module of lib/ that may import the demo prop house (demo/).
import { DEMO_ITEM_COUNT, demoCatalogOptions, demoDatabaseSeed, isCatalogEmpty, seedCatalog } from '@/demo/seed-catalog';
import { env } from '@/lib/env/env';
import { database } from '@/lib/db';

/**
 * Start-up: open and migrate, then give an empty database the demo prop house's catalogue. A new
 * embedded database is seeded as it opens, from a template when one is kept (lib/db/open.ts); any
 * other empty one, a server's, the long way.
 */
export async function ensureDatabaseReady(): Promise<void> {
  const seedDemo = env().SEED_DEMO === 'true';
  const { db, kind, seeded } = await database(seedDemo ? demoDatabaseSeed() : undefined);
  if (seeded) console.info(`Seeded the demo prop house on ${kind}.`);
  else if (seedDemo && (await isCatalogEmpty(db))) {
    const result = await seedCatalog(db, demoCatalogOptions(DEMO_ITEM_COUNT));
    console.info(`Seeded the demo prop house on ${kind}: ${result.categories} categories, ${result.items} props.`);
  }
}
