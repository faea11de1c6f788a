import 'server-only';
import { env } from '@/lib/env';
import { tenant } from '@/lib/tenant';
import { database } from './index';
import { isCatalogEmpty, seedCatalog } from './seed/seed-catalog';

export const DEMO_ITEM_COUNT = 300;

/** Start-up: open and migrate, then give an empty database the demo prop house's catalogue. */
export async function ensureDatabaseReady(): Promise<void> {
  const { db, kind } = await database();
  if (env().SEED_DEMO === 'true' && (await isCatalogEmpty(db))) {
    const result = await seedCatalog(db, demoCatalogOptions(DEMO_ITEM_COUNT));
    console.info(`Seeded the demo prop house on ${kind}: ${result.categories} categories, ${result.items} props.`);
  }
}

export function demoCatalogOptions(count: number) {
  return {
    items: count,
    vendorId: tenant.vendor.id,
    currency: tenant.currency,
    colors: tenant.colorMap,
    now: new Date(),
  };
}
