import 'server-only';
// The seed entry point: the one module of lib/ that may import the demo prop house (demo/).
import { DEMO_ITEM_COUNT, demoCatalogOptions, isCatalogEmpty, seedCatalog } from '@/demo/seed-catalog';
import { env } from '@/lib/env';
import { database } from './index';

/** Start-up: open and migrate, then give an empty database the demo prop house's catalogue. */
export async function ensureDatabaseReady(): Promise<void> {
  const { db, kind } = await database();
  if (env().SEED_DEMO === 'true' && (await isCatalogEmpty(db))) {
    const result = await seedCatalog(db, demoCatalogOptions(DEMO_ITEM_COUNT));
    console.info(`Seeded the demo prop house on ${kind}: ${result.categories} categories, ${result.items} props.`);
  }
}
