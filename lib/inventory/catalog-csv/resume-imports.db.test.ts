import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, catalogImports, items } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { ITEM_COLUMNS } from '@/lib/inventory/item-fields';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { checkCatalogImport } from './check-import';
import { importContext } from './import-rows';
import { parseCatalogCsv } from './parse-catalog-csv';
import { releaseClaimsOfStoppedProcess, resumeCatalogImports } from './resume-imports';
import { claimCatalogImport, importNextBatch, MAX_IMPORT_TRIES, STALE_CLAIM_MS, startCatalogImport, type ImportRunOptions } from './run-import';

const VENDOR = tenant.vendor.id;
const STAFF = { uid: 'staff-resume', name: 'Rosa at the counter' };
const TODAY = '2030-01-10';
const COLORS = demo.colorMap.map((color) => color.name);
const PERIODS = demo.customFields.find((field) => field.field === 'period')!.values;
/** When the first worker claims each import; every later moment is counted from here. */
const T0 = Date.parse('2030-01-10T10:00:00Z');
const fixture = testDatabase();
const db = () => fixture.handle.db;
/** The sweep's options with its clock stopped at `at`: tests move the clock, never sleep. */
const at = (ms: number): ImportRunOptions => ({ vendorId: VENDOR, currency: 'USD', colors: COLORS, periods: PERIODS, today: TODAY, now: () => new Date(ms) });

beforeAll(async () => {
  await seedCatalog(db(), { items: 5, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date('2029-12-01T10:00:00Z') });
});

/** A file of `count` new props with SKUs `prefix-00001`…, in the export's columns: row n is on line n + 1. */
function generatedCsv(prefix: string, count: number): string {
  const lines = [ITEM_COLUMNS.join(',')];
  for (let n = 1; n <= count; n++) {
    const number = String(n).padStart(5, '0');
    lines.push(`${prefix}-${number},Resumed Chair ${number},A chair.,Furniture,Weekly Rental,25.00,1,active,20,22,34,12.5,chair,Red,Dining Room,Wood,1970s,,`);
  }
  return lines.join('\n') + '\n';
}

/** A checked file of `count` rows, started with "Import N rows" (importing, nobody on it yet). */
async function startedImport(prefix: string, count: number) {
  const csv = generatedCsv(prefix, count);
  const checked = await checkCatalogImport(db(), {
    vendorId: VENDOR,
    actor: STAFF,
    fileName: `${prefix}.csv`,
    csv,
    colors: COLORS,
    periods: PERIODS,
    today: TODAY,
  });
  expect((await startCatalogImport(db(), VENDOR, checked.id)).ok).toBe(true);
  return { id: checked.id, rows: parseCatalogCsv(csv).rows, context: await importContext(db(), { colors: COLORS, periods: PERIODS }) };
}

type Started = Awaited<ReturnType<typeof startedImport>>;

/** A worker that takes the import over at `when`, writes `batches` batches of 100 rows, and dies (a kill -9 or a restart). */
async function workerThatDies({ id, rows, context }: Started, when: number, batches: number) {
  let claim = await claimCatalogImport(db(), id, new Date(when));
  expect(claim).not.toBeNull();
  for (let batch = 0; batch < batches; batch++) claim = (await importNextBatch(db(), id, claim!, rows, context, { ...at(when), batchRows: 100 })).claim;
  return claim!;
}

/**
 * On PostgreSQL, runs `race` while another connection holds the import's row locked, and lets go only
 * once `claims` statements wait on that lock: so the sweeps' claims really meet, instead of one sweep
 * looking after the other has claimed. PGlite has one connection, whose queries interleave by themselves.
 */
async function withClaimsMeeting<T>(id: string, claims: number, race: () => Promise<T>): Promise<T> {
  const handle = fixture.handle;
  if (handle.kind !== 'postgres') return race();
  const other = new pg.Client({ connectionString: handle.connectionString });
  await other.connect();
  try {
    await other.query('begin');
    await other.query('select id from catalog_imports where id = $1 for update', [id]);
    let settled = false;
    const raced = race().finally(() => (settled = true));
    for (;;) {
      // Inside a transaction the server's activity view is read once and kept: clear it to see now's.
      await other.query('select pg_stat_clear_snapshot()');
      const waiting = await other.query<{ count: number }>(
        `select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
      );
      // A claim that does not wait on the row (no claims at all) ends the race by itself: nothing to wait for then.
      if (waiting.rows[0]!.count >= claims || settled) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await other.query('commit');
    return await raced;
  } finally {
    await other.end();
  }
}

const importRow = async (id: string) => (await db().select().from(catalogImports).where(eq(catalogImports.id, id)))[0]!;
const madeItems = async (prefix: string) =>
  (
    await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(items)
      .where(sql`${items.sku} like ${`${prefix}-%`}`)
  )[0]!.count;
const createAudits = async (prefix: string) =>
  (
    await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'importCreate'), sql`${auditLog.subjectId} like ${`${prefix.toLowerCase()}-%`}`))
  )[0]!.count;

describe('issue 23 §10: imports that finish by themselves', () => {
  it('issue 23 §10: an import whose server stopped mid-run is finished by the server’s sweep once its claim is stale, without anyone opening its page', async () => {
    const started = await startedImport('STALE', 1_200);
    await workerThatDies(started, T0, 2);
    expect(await importRow(started.id)).toMatchObject({ state: 'importing', doneRows: 200, tries: 1 });

    const resumed = await resumeCatalogImports(db(), at(T0 + STALE_CLAIM_MS + 1_000));
    expect(resumed).toEqual([{ id: started.id, outcome: 'done' }]);
    expect(await importRow(started.id)).toMatchObject({ state: 'done', doneRows: 1_200, created: 1_200, tries: 2, claimedAt: null, failure: null });
    expect(await madeItems('STALE')).toBe(1_200);
    expect(await createAudits('STALE')).toBe(1_200);
    // Nothing is left for the next sweep.
    expect(await resumeCatalogImports(db(), at(T0 + 2 * STALE_CLAIM_MS))).toEqual([]);
  }, 120_000);

  it("issue 23 §10: on the embedded database, the start-up takes the last process's claims at once, and the try is still counted", async () => {
    const started = await startedImport('RESTART', 300);
    await workerThatDies(started, T0, 1);
    // A minute later: the claim is not stale yet, so a sweep alone would wait.
    expect(await resumeCatalogImports(db(), at(T0 + 60_000))).toEqual([]);
    await releaseClaimsOfStoppedProcess(db());
    expect(await resumeCatalogImports(db(), at(T0 + 60_000))).toEqual([{ id: started.id, outcome: 'done' }]);
    expect(await importRow(started.id)).toMatchObject({ state: 'done', doneRows: 300, tries: 2 });
  });

  it('issue 23 §10: an import started but never claimed (the server stopped as it answered "Import N rows") is run by the next sweep at once', async () => {
    const started = await startedImport('NEVER', 150);
    expect(await importRow(started.id)).toMatchObject({ state: 'importing', claimedAt: null, tries: 0 });
    expect(await resumeCatalogImports(db(), at(T0))).toEqual([{ id: started.id, outcome: 'done' }]);
    expect(await importRow(started.id)).toMatchObject({ state: 'done', doneRows: 150, created: 150, tries: 1 });
  });

  it('issue 23 §10: two sweeps at once (two instances) run a stalled import once: one claims it, the other finds it busy, each row is written once', async () => {
    const started = await startedImport('TWICE', 700);
    await workerThatDies(started, T0, 1);
    const later = at(T0 + STALE_CLAIM_MS + 1_000);
    const [first, second] = await withClaimsMeeting(started.id, 2, () => Promise.all([resumeCatalogImports(db(), later), resumeCatalogImports(db(), later)]));
    expect([...first!, ...second!].map((resumed) => resumed.outcome).sort()).toEqual(['busy', 'done']);
    expect(await importRow(started.id)).toMatchObject({ state: 'done', doneRows: 700, created: 700, tries: 2 });
    expect(await madeItems('TWICE')).toBe(700);
    expect(await createAudits('TWICE')).toBe(700);
  }, 120_000);

  it(`issue 23 §10: an import that keeps stopping is marked failed with the reason after ${MAX_IMPORT_TRIES} tries, the rows before it kept`, async () => {
    const started = await startedImport('STOPS', 1_000);
    // Each worker takes over from the last once its claim is stale, imports a batch, and dies too.
    let clock = T0;
    for (let tries = 1; tries <= MAX_IMPORT_TRIES; tries++) {
      await workerThatDies(started, clock, 1);
      clock += STALE_CLAIM_MS + 1_000;
    }
    expect(await importRow(started.id)).toMatchObject({ state: 'importing', doneRows: 300, tries: MAX_IMPORT_TRIES });

    expect(await resumeCatalogImports(db(), at(clock))).toEqual([{ id: started.id, outcome: 'failed' }]);
    expect(await importRow(started.id)).toMatchObject({
      state: 'failed',
      doneRows: 300,
      created: 300,
      claimedAt: null,
      // Rows 1–300 of the file are lines 2–301: the first not imported is line 302.
      failure: `The import stopped ${MAX_IMPORT_TRIES} times before finishing (the server stopped or restarted while it ran). The rows before line 302 are imported; upload the file again to import the rest.`,
    });
    expect(await madeItems('STOPS')).toBe(300);
    // Failed is the end: no later sweep or page poll runs it again.
    expect(await resumeCatalogImports(db(), at(clock + 10 * STALE_CLAIM_MS))).toEqual([]);
    expect(await madeItems('STOPS')).toBe(300);

    // Workers that died before their first batch: nothing was imported, and the page says so.
    const none = await startedImport('NONE', 10);
    for (let tries = 1; tries <= MAX_IMPORT_TRIES; tries++) await workerThatDies(none, T0 + tries * (STALE_CLAIM_MS + 1_000), 0);
    expect(await resumeCatalogImports(db(), at(T0 + (MAX_IMPORT_TRIES + 1) * (STALE_CLAIM_MS + 1_000)))).toEqual([{ id: none.id, outcome: 'failed' }]);
    expect((await importRow(none.id)).failure).toBe(
      `The import stopped ${MAX_IMPORT_TRIES} times before finishing (the server stopped or restarted while it ran). None of its rows were imported; upload the file again, or split it into smaller files.`,
    );
  }, 120_000);

  it('issue 23 §10: an import whose worker renewed its claim within the last two minutes is left alone by the sweep, and that worker carries on', async () => {
    const started = await startedImport('FRESH', 300);
    const claim = await workerThatDies(started, T0, 1);
    const before = await importRow(started.id);

    expect(await resumeCatalogImports(db(), at(T0 + STALE_CLAIM_MS - 1_000))).toEqual([]);
    expect(await importRow(started.id)).toEqual(before);
    expect(before).toMatchObject({ state: 'importing', doneRows: 100, tries: 1, claimedAt: new Date(T0) });
    // Its claim still stands: the live worker's next batch is written.
    expect((await importNextBatch(db(), started.id, claim, started.rows, started.context, { ...at(T0 + 60_000), batchRows: 100 })).claim).not.toBeNull();
    expect(await importRow(started.id)).toMatchObject({ doneRows: 200, tries: 1 });
  });
});
