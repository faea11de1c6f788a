// `npm run seed -- --items N`: replaces the catalogue with N generated props (default 300).
// Uses DATABASE_URL when set, otherwise the embedded database in PGLITE_DATA_DIR (./data).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { openDatabase } from '@/lib/db/open';
import { demoCatalogOptions, DEMO_ITEM_COUNT, seedCatalog } from '@/demo/seed-catalog';
import { env } from '@/lib/env/env';

const { values } = parseArgs({ options: { items: { type: 'string', default: String(DEMO_ITEM_COUNT) } } });
const count = z.coerce.number().int().min(1).max(2_000_000).safeParse(values.items);
if (!count.success) {
  console.error(`--items must be a whole number from 1 to 2,000,000 (got "${values.items}").`);
  process.exit(2);
}

const { DATABASE_URL, PGLITE_DATA_DIR } = env();
const started = Date.now();
try {
  const handle = await openDatabase(DATABASE_URL ? { url: DATABASE_URL } : { dataDir: PGLITE_DATA_DIR });
  const step = Math.max(10_000, Math.ceil(count.data / 10));
  const result = await seedCatalog(handle.db, {
    ...demoCatalogOptions(count.data),
    onProgress: (inserted) => inserted % step === 0 && console.log(`  ${inserted.toLocaleString('en')} props…`),
  });
  await handle.close();
  console.log(
    `Seeded ${result.categories} categories and ${result.items.toLocaleString('en')} props on ${handle.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
