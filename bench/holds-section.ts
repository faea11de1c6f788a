import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { allFacets } from '@/lib/catalog/facets';
import { searchCatalog } from '@/lib/catalog/search';
import type { SearchQuery } from '@/lib/catalog/search-query';
import { openDatabase, type DatabaseHandle } from '@/lib/db/open';
import { holdLines, holdRequests, users } from '@/lib/db/schema';
import { demoCatalogOptions, seedCatalog } from '@/demo/seed-catalog';
import { askedRange, linePeriod, unitsAwayForItems } from '@/lib/availability/availability';
import { moveLine } from '@/lib/holds/move-line';
import { tenant } from '@/lib/tenant';
import { adminQuery } from '@/test/database';
import { percentiles, type Percentiles } from './percentiles';
import { POSTGRES, postgresAnswers } from './search-section';

const PROPS = 100_000;
const LINES = 1_000_000;
const RUNS = 30;
const TARGETS = { listP95Ms: 20, filterRatio: 1.5 };
const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(10);

/** `work` timed `runs` times after 3 warm-ups; `after` (not timed) is given what each run answered. */
export async function timed<T>(runs: number, work: (run: number) => Promise<T>, after?: (answer: T) => Promise<unknown>): Promise<Percentiles> {
  for (let warm = 0; warm < 3; warm++) await after?.(await work(-1 - warm));
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const answer = await work(run);
    samples.push(performance.now() - started);
    await after?.(answer);
  }
  return percentiles(samples, 0);
}

/** 100,000 props and 1,000,000 hold lines over a year, a sixth of them in each of six states, written by the database itself. */
export async function seedHolds(handle: DatabaseHandle): Promise<number> {
  const started = performance.now();
  await seedCatalog(handle.db, demoCatalogOptions(PROPS));
  await handle.db.execute(sql`update items set quantity = greatest(quantity, 2)`);
  await handle.db.insert(users).values({ id: 'bench-crew', name: 'Bench', email: 'bench-crew@example.test' });
  await handle.db.execute(sql`
    insert into ${holdRequests} (id, vendor_id, uid, kind, pick_up_on, return_on)
    select 'r' || g, ${tenant.vendor.id}, 'bench-crew', 'hold', date '2027-01-01', date '2027-12-31' from generate_series(0, 9999) as g`);
  // A million rows at once: the fully-booked-days and overbooking triggers are off for the bulk insert, and the table is built once after.
  await handle.db.execute(sql`alter table ${holdLines} disable trigger hold_lines_full_days`);
  await handle.db.execute(sql`alter table ${holdLines} disable trigger hold_lines_no_overbooking`);
  await handle.db.execute(sql`
    insert into ${holdLines} (id, request_id, item_id, title, sku, quantity, state, period)
    select 'l' || g, 'r' || (g % 10000), i.id, i.title, i.sku, 1,
      (array['requested', 'held', 'confirmed', 'out', 'returned', 'released'])[1 + g % 6],
      daterange(date '2027-01-01' + (g * 31) % 365, date '2027-01-01' + (g * 31) % 365 + 2 + g % 14)
    from generate_series(1, ${LINES}) as g
    join items as i on i.seq = 1 + (g::bigint * 7919) % ${PROPS}`);
  await handle.db.execute(sql`alter table ${holdLines} enable trigger hold_lines_full_days`);
  await handle.db.execute(sql`alter table ${holdLines} enable trigger hold_lines_no_overbooking`);
  await handle.db.execute(sql`select rebuild_full_days()`);
  await handle.db.execute(sql`analyze`);
  return (performance.now() - started) / 1000;
}

async function report(engine: 'pglite' | 'postgres', handle: DatabaseHandle) {
  const seconds = await seedHolds(handle);
  console.log(
    `\n${engine}: ${PROPS.toLocaleString('en')} props, ${LINES.toLocaleString('en')} hold lines (seeded in ${seconds.toFixed(1)} s); ${RUNS} runs after 3 warm-ups`,
  );
  const ids = ((await handle.db.execute(sql`select id from items order by seq`)) as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  const pick = (run: number, count: number) => Array.from({ length: count }, (_, n) => ids[(Math.abs(run) * 997 + n * 2477) % ids.length]!);

  const list = await timed(RUNS, (run) => unitsAwayForItems(handle.db, pick(run, 40), askedRange('2027-06-07', '2027-06-14')));
  console.log(
    `  a 40-line set list's availability for a week  p50 ${ms(list.p50)}  p95 ${ms(list.p95)}  ${engine === 'postgres' ? (list.p95 <= TARGETS.listP95Ms ? 'within target' : 'OVER TARGET') : 'reported'} (${TARGETS.listP95Ms} ms on PostgreSQL)`,
  );

  const facets = allFacets(tenant);
  const rentals: SearchQuery = { text: '', filters: { purchaseType: ['Weekly Rental'] }, sort: 'newest', page: 1 };
  const plain = await timed(RUNS, () => searchCatalog(handle.db, rentals, facets));
  const dated = await timed(RUNS, () => searchCatalog(handle.db, { ...rentals, dates: { from: '2027-06-07', to: '2027-06-14' } }, facets));
  const ratio = dated.p95 / plain.p95;
  console.log(`  catalogue, Rentals                          p50 ${ms(plain.p50)}  p95 ${ms(plain.p95)}`);
  console.log(
    `  catalogue, Rentals free Jun 7 – Jun 14      p50 ${ms(dated.p50)}  p95 ${ms(dated.p95)}  ${ratio.toFixed(2)}× ${ratio <= TARGETS.filterRatio ? 'within target' : 'OVER TARGET'} (${TARGETS.filterRatio}×)`,
  );

  // Accepting a line: fresh requested lines on props and weeks spread over the year.
  const fresh = Array.from({ length: RUNS + 3 }, (_, n) => ({
    id: randomUUID(),
    requestId: 'r0',
    itemId: ids[(n * 4099) % ids.length]!,
    title: 'Bench',
    sku: 'BENCH',
    quantity: 1,
    period: linePeriod(`2028-0${1 + (n % 9)}-0${1 + (n % 9)}`, `2028-0${1 + (n % 9)}-1${n % 9}`),
  }));
  await handle.db.insert(holdLines).values(fresh);
  const accept = await timed(RUNS, (run) => moveLine(handle.db, fresh[run < 0 ? -1 - run : run + 3]!.id, 'accept', 'staff'));
  console.log(`  accepting a line (lock, count, guarded move)  p50 ${ms(accept.p50)}  p95 ${ms(accept.p95)}  reported`);
}

/** Issue 12 §10: availability, the date filter and accepting a line at 100,000 props and 1,000,000 hold lines. */
export async function holdsSection() {
  console.log('\nHolds (issue 12 §10)');
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-bench-holds-'));
  try {
    const pglite = await openDatabase({ dataDir });
    await report('pglite', pglite);
    await pglite.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  if (!(await postgresAnswers(POSTGRES))) {
    console.log(`  PostgreSQL at ${new URL(POSTGRES).host} does not answer: its rows are left out.`);
    return;
  }
  const name = 'storefront_bench_holds';
  await adminQuery(POSTGRES, `drop database if exists ${name} with (force)`);
  await adminQuery(POSTGRES, `create database ${name}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ url: url.toString() });
  try {
    await report('postgres', postgres);
  } finally {
    await postgres.close();
    await adminQuery(POSTGRES, `drop database if exists ${name} with (force)`);
  }
}
