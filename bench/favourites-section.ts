import { randomUUID } from 'node:crypto';
import { openDatabase } from '@/lib/db/open';
import { items, users } from '@/lib/db/schema';
import { demoCatalogOptions, seedCatalog } from '@/demo/seed-catalog';
import { setFavourite } from '@/lib/favourites/set-favourite';
import { tenant } from '@/lib/tenant';
import { recordLogIn } from '@/lib/identity/log-in-record';
import { percentiles } from './percentiles';

const TAPS = 500;
const BUDGET_P95_MS = 30;

/**
 * Issue 11 §8: a heart's write on the embedded database, as the action runs it (the record locked,
 * the row written, the §3 map and counter rewritten), for a customer with a growing list.
 */
export async function favouritesSection(): Promise<void> {
  const handle = await openDatabase({});
  try {
    await seedCatalog(handle.db, demoCatalogOptions(300));
    const ids = (await handle.db.select({ id: items.id }).from(items)).map((row) => row.id);
    const uid = `bench-${randomUUID()}`;
    await handle.db.insert(users).values({ id: uid, name: 'bench', email: `${uid}@example.test` });
    await recordLogIn(handle.db, {
      vendorId: tenant.vendor.id,
      vendorName: tenant.vendor.name,
      uid,
      email: `${uid}@example.test`,
      captchaToken: 'spent',
      priorStatus: 'wasNotAuthenticated',
      now: Date.now(),
    });
    const owner = { vendorId: tenant.vendor.id, uid };
    const samples: number[] = [];
    for (let tap = 0; tap < TAPS; tap++) {
      const started = performance.now();
      const answer = await setFavourite(handle.db, owner, { itemId: ids[tap % 100]!, favourite: tap % 200 < 100 });
      samples.push(performance.now() - started);
      if (!answer.ok) throw answer.error;
    }
    const figures = percentiles(samples, 0);
    console.log(`\nFavourites (issue 11 §8; budget: p95 <= ${BUDGET_P95_MS} ms on PGlite): ${TAPS} taps, up to 100 favourites kept`);
    console.log(
      `setFavourite  p50 ${figures.p50.toFixed(1)} ms  p95 ${figures.p95.toFixed(1)} ms  p99 ${figures.p99.toFixed(1)} ms  ${figures.p95 <= BUDGET_P95_MS ? 'within budget' : 'OVER BUDGET'}`,
    );
  } finally {
    await handle.close();
  }
}
