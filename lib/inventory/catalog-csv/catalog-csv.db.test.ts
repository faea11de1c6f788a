import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, catalogImports, holdLines, holdRequests, items, users } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { linePeriod } from '@/lib/availability/availability';
import { ITEM_COLUMNS } from '@/lib/inventory/item-fields';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { checkCatalogImport } from './check-import';
import { exportCatalogCsv } from './export-catalog';
import { catalogStatisticsRefreshedAt } from '@/lib/db/catalog-statistics';
import { claimCatalogImport, importNextBatch, runCatalogImport, startCatalogImport, STALE_CLAIM_MS, type ImportRunOptions } from './run-import';
import { importContext } from './import-rows';
import { parseCatalogCsv } from './parse-catalog-csv';

const VENDOR = tenant.vendor.id;
const STAFF = { uid: 'staff-csv', name: 'Rosa at the counter' };
const TODAY = '2030-01-10';
const COLORS = demo.colorMap.map((color) => color.name);
const PERIODS = demo.customFields.find((field) => field.field === 'period')!.values;
const fixture = testDatabase();
const db = () => fixture.handle.db;
const options: ImportRunOptions = { vendorId: VENDOR, currency: 'USD', colors: COLORS, periods: PERIODS, today: TODAY };

beforeAll(async () => {
  await seedCatalog(db(), { items: 30, vendorId: VENDOR, currency: 'USD', colors: demo.colorMap, now: new Date('2029-12-01T10:00:00Z') });
  const [first, second, third] = await db().select({ id: items.id }).from(items).orderBy(items.id).limit(3);
  // What a spreadsheet would run as a formula, a description over several lines with quotes, and items the catalogue hides.
  await db().update(items).set({ title: '=HYPERLINK("http://evil.example")', status: 'hidden' }).where(eq(items.id, first!.id));
  await db().update(items).set({ description: 'Line one, with "quotes".\n-- line two\n@three', status: 'archived' }).where(eq(items.id, second!.id));
  await db().update(items).set({ title: "'+quoted already" }).where(eq(items.id, third!.id));
  await db().insert(users).values({ id: 'crew-csv', name: 'Crew', email: 'crew-csv@example.test' });
});

async function exported(): Promise<string> {
  let csv = '';
  for await (const chunk of exportCatalogCsv(db(), VENDOR)) csv += chunk;
  return csv;
}

const check = (csv: string, fileName = 'catalogue.csv') =>
  checkCatalogImport(db(), { vendorId: VENDOR, actor: STAFF, fileName, csv, colors: COLORS, periods: PERIODS, today: TODAY });
const importRow = async (id: string) => (await db().select().from(catalogImports).where(eq(catalogImports.id, id)))[0]!;
const allItems = () => db().select().from(items).orderBy(items.id);

/** A generated file of `count` new props with SKUs `prefix-00001`…, in the export's columns. */
function generatedCsv(prefix: string, count: number, quantity = 2): string {
  const lines = [ITEM_COLUMNS.join(',')];
  for (let n = 1; n <= count; n++) {
    const number = String(n).padStart(5, '0');
    lines.push(
      `${prefix}-${number},Generated Chair ${number},"A chair, number ${n}.",Furniture,Weekly Rental,${(n % 90) + 10}.00,${quantity},active,20,22,34,12.5,"chair, generated",Red,Dining Room,Wood,${n % 2 ? 'Mid-Century' : ''},,`,
    );
  }
  return lines.join('\n') + '\n';
}

describe('issue 13 §4: the catalogue CSV round trip', () => {
  it('exports every item (hidden and archived too) with formula-like cells quoted, and importing the export changes nothing', async () => {
    const before = await allItems();
    const csv = await exported();
    expect(csv.startsWith('\uFEFF' + ITEM_COLUMNS.join(','))).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain("''+quoted already");
    expect(parseCatalogCsv(csv).rows).toHaveLength(30);

    const checked = await check(csv);
    expect(checked.problems).toBe(0);
    expect(await importRow(checked.id)).toMatchObject({ state: 'checked', totalRows: 30, created: 0, updated: 0, unchanged: 30, problems: [] });
    expect((await startCatalogImport(db(), VENDOR, checked.id)).ok).toBe(true);
    const started = Date.now() - 1000;
    expect(await runCatalogImport(db(), checked.id, options)).toBe('done');
    expect(await importRow(checked.id)).toMatchObject({ state: 'done', doneRows: 30, created: 0, updated: 0, unchanged: 30, problems: [], claimedAt: null });
    // A finished import refreshes the planner's statistics (PGlite has no autovacuum).
    expect((await catalogStatisticsRefreshedAt(db()))?.getTime()).toBeGreaterThan(started);
    expect(await allItems()).toEqual(before);
    expect(await db().select().from(auditLog)).toEqual([]);
    // Started once only.
    expect((await startCatalogImport(db(), VENDOR, checked.id)).ok).toBe(false);
  });

  it('a file with bad rows lists each problem by line and column, and nothing can be imported from it', async () => {
    const before = await allItems();
    const csv = [
      [
        'Quantity',
        'SKU',
        'Title',
        'Description',
        'Category',
        'Purchase Type',
        'Weekly Price',
        'Status',
        'Width (in)',
        'Depth (in)',
        'Height (in)',
        'Weight (lb)',
        'Tags',
        'Colors',
        'Rooms',
        'Materials',
        'Period',
      ].join(','),
      '2,BAD-1,Good Chair,,Furniture,Free,,active,1,2,3,4,,,,,mid-century',
      'lots,BAD-2,,,Boats,Free,,active,1,2,3,4,,,,,',
      '1,BAD-1,Again,,Furniture,Weekly Rental,,active,1,2,3,4,,,,,',
      '1,BAD-3,Plaid Chair,,Furniture,Free,,active,1,2,-3,4,,Plaid,,,Edwardian',
      '',
    ].join('\r\n');
    const checked = await check(csv, 'bad.csv');
    const stored = await importRow(checked.id);
    expect(stored.problems).toEqual([
      { line: 3, column: 'Title', message: 'Enter the title.' },
      { line: 3, column: 'Category', message: 'There is no category “Boats”.' },
      { line: 3, column: 'Quantity', message: 'Enter the quantity as a whole number.' },
      { line: 4, column: 'SKU', message: 'The SKU “BAD-1” is also on line 2: give each item one row.' },
      { line: 4, column: 'Weekly Price', message: 'Enter the weekly price in dollars, such as 45.00.' },
      { line: 5, column: 'Height (in)', message: 'The height cannot be negative.' },
      { line: 5, column: 'Colors', message: expect.stringContaining('“Plaid” is not one of the house’s colours (Red, Pink,') },
      // Issue 28 §2: a period the house does not have is refused by its column, like a colour.
      {
        line: 5,
        column: 'Period',
        message: '“Edwardian” is not one of the house’s periods (Victorian, Art Deco, 1940s, Mid-Century, 1970s, 1980s, 1990s, Contemporary).',
      },
    ]);
    expect(await importRow(checked.id)).toMatchObject({ totalRows: 4 });
    expect(stored.state).toBe('checked');
    expect((await startCatalogImport(db(), VENDOR, checked.id)).ok).toBe(false);
    expect(await runCatalogImport(db(), checked.id, options)).toBe('busy');
    expect(await allItems()).toEqual(before);
  });

  it('issue 38 §6: a row with a price of "forty" and a quantity of −1 is told both problems at once', async () => {
    const csv = [ITEM_COLUMNS.join(','), 'FORTY-1,Brass Lamp,,Furniture,Weekly Rental,forty,-1,active,1,2,3,4,,,,,,,', ''].join('\r\n');
    const checked = await check(csv, 'forty.csv');
    expect(checked.problems).toBe(2);
    expect((await importRow(checked.id)).problems).toEqual([
      { line: 2, column: 'Weekly Price', message: 'Enter the weekly price in dollars, such as 45.00.' },
      { line: 2, column: 'Quantity', message: 'The quantity cannot be negative.' },
    ]);
  });

  it('a header that is not the export’s is a problem with the file, naming the columns', async () => {
    const checked = await check('SKU,Title,Colour\nA,B,C\n');
    const { problems, totalRows } = await importRow(checked.id);
    expect(totalRows).toBe(0);
    expect(problems[0]).toEqual({ line: 1, column: 'Colour', message: expect.stringContaining('There is no column “Colour”. The columns are: SKU, Title,') });
    expect(problems.map((problem) => problem.column)).toContain('Quantity');
  });
});

describe('issue 13 §4: a long import in batches, with progress kept in the table', () => {
  it('imports 10,000 rows 500 at a time, the progress advancing batch by batch; importing the file again changes nothing', async () => {
    const csv = generatedCsv('GEN', 10_000);
    const checked = await check(csv, 'ten-thousand.csv');
    expect(checked.problems).toBe(0);
    expect(await importRow(checked.id)).toMatchObject({ totalRows: 10_000, created: 10_000 });
    expect((await startCatalogImport(db(), VENDOR, checked.id)).ok).toBe(true);
    expect(await importRow(checked.id)).toMatchObject({ state: 'importing', doneRows: 0, created: 0 });

    // One worker claims it and runs two batches, then stops (as a crash would).
    const start = new Date();
    const claim = await claimCatalogImport(db(), checked.id, start);
    expect(claim).not.toBeNull();
    const { rows } = parseCatalogCsv(csv);
    const context = await importContext(db(), { colors: COLORS, periods: PERIODS });
    const first = await importNextBatch(db(), checked.id, claim!, rows, context, options);
    expect(await importRow(checked.id)).toMatchObject({ state: 'importing', doneRows: 500, created: 500 });
    await importNextBatch(db(), checked.id, first.claim!, rows, context, options);
    expect(await importRow(checked.id)).toMatchObject({ state: 'importing', doneRows: 1_000, created: 1_000 });

    // While its claim is fresh no one else runs it; once stale, another worker carries on from row 1,001.
    expect(await runCatalogImport(db(), checked.id, options)).toBe('busy');
    const later = new Date(Date.now() + STALE_CLAIM_MS + 1_000);
    const seen: number[] = [];
    let tick = 0;
    const clock = () => {
      if (tick++ % 2 === 0) void importRow(checked.id).then((row) => seen.push(row.doneRows));
      return new Date(later.getTime() + tick);
    };
    expect(await runCatalogImport(db(), checked.id, { ...options, now: clock })).toBe('done');
    expect(await importRow(checked.id)).toMatchObject({
      state: 'done',
      doneRows: 10_000,
      created: 10_000,
      updated: 0,
      unchanged: 0,
      problems: [],
      claimedAt: null,
    });
    // The stopped worker's claim was taken over: its next batch writes nothing.
    expect((await importNextBatch(db(), checked.id, first.claim!, rows, context, options)).claim).toBeNull();

    const made = await db()
      .select({ id: items.id, sku: items.sku, status: items.status })
      .from(items)
      .where(sql`${items.sku} like 'GEN-%'`);
    expect(made).toHaveLength(10_000);
    expect(made.find((item) => item.sku === 'GEN-00042')).toEqual({ id: 'gen-00042', sku: 'GEN-00042', status: 'active' });
    // Issue 28 §2: the Period column is the item's period, and so its period facet value.
    const [odd] = await db().select({ period: items.period, facetValues: items.facetValues }).from(items).where(eq(items.sku, 'GEN-00041'));
    expect(odd).toMatchObject({ period: 'Mid-Century', facetValues: expect.arrayContaining(['period:Mid-Century', 'height:24 to 36 in']) });
    const audits = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, 'importCreate'));
    expect(audits[0]!.count).toBe(10_000);

    const again = await check(csv, 'ten-thousand.csv');
    expect(await importRow(again.id)).toMatchObject({ created: 0, updated: 0, unchanged: 10_000 });
    await startCatalogImport(db(), VENDOR, again.id);
    expect(await runCatalogImport(db(), again.id, options)).toBe('done');
    expect(await importRow(again.id)).toMatchObject({ state: 'done', doneRows: 10_000, created: 0, updated: 0, unchanged: 10_000 });
    const audited = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog);
    expect(audited[0]!.count).toBe(10_000);
  }, 300_000);

  it('a changed row updates its item with an audit row of what changed; a new SKU whose id is taken gets a suffix', async () => {
    const [gen] = await db().select().from(items).where(eq(items.sku, 'GEN-00001'));
    const csv = generatedCsv('GEN', 1, 5).replace('Generated Chair 00001', 'Renamed Chair') + generatedCsv('gen', 1).split('\n')[1] + '\n';
    const checked = await check(csv);
    expect(await importRow(checked.id)).toMatchObject({ created: 1, updated: 1, unchanged: 0, problems: [] });
    await startCatalogImport(db(), VENDOR, checked.id);
    expect(await runCatalogImport(db(), checked.id, options)).toBe('done');
    const [after] = await db().select().from(items).where(eq(items.sku, 'GEN-00001'));
    expect(after).toMatchObject({ id: gen!.id, title: 'Renamed Chair', quantity: 5, createdAt: gen!.createdAt });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, gen!.id), eq(auditLog.action, 'importUpdate')));
    expect(audit).toMatchObject({
      actorUid: STAFF.uid,
      actorName: STAFF.name,
      before: { title: 'Generated Chair 00001', quantity: 2 },
      after: { importId: checked.id, title: 'Renamed Chair', quantity: 5 },
    });
    const [lower] = await db().select({ id: items.id }).from(items).where(eq(items.sku, 'gen-00001'));
    expect(lower!.id).toBe('gen-00001-2');
  });
});

describe('issue 26 §4: the Replacement Value column', () => {
  it('issue 26 §4: round-trips in dollars; a file exported before the column still imports and keeps each item’s value; an empty cell clears it', async () => {
    const [prop] = await db().select({ id: items.id, sku: items.sku }).from(items).where(eq(items.sku, 'GEN-00002'));
    await db().update(items).set({ replacementValueCents: 15_050 }).where(eq(items.id, prop!.id));
    const csv = await exported();
    const header = parseCatalogCsv(csv);
    expect(header.rows.find((row) => row.text.sku === prop!.sku)!.text.replacementValue).toBe('150.50');
    expect(csv.split('\r\n')[0]!.endsWith(',Replacement Value,Location')).toBe(true);
    const importOf = async (file: string) => {
      const checked = await check(file);
      expect(checked.problems).toBe(0);
      await startCatalogImport(db(), VENDOR, checked.id);
      expect(await runCatalogImport(db(), checked.id, options)).toBe('done');
      return importRow(checked.id);
    };
    const value = async () => (await db().select({ value: items.replacementValueCents }).from(items).where(eq(items.id, prop!.id)))[0]!.value;

    // The export itself changes nothing.
    expect(await importOf(csv)).toMatchObject({ updated: 0, problems: [] });
    // A file of before the column (its last cell dropped from every line), with the title changed: the value stays.
    const old = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.replace(/,[^,]*,[^,]*$/, ''))
      .map((line) => line.replace('Generated Chair 00002', 'Older Chair'))
      .join('\r\n');
    expect(old.split('\r\n')[0]!.endsWith(',Period')).toBe(true);
    expect(await importOf(old)).toMatchObject({ updated: 1, problems: [] });
    expect(await value()).toBe(15_050);
    // A typed value, then an empty cell.
    const typed = csv.replace(/(GEN-00002,[^\r]*),150\.50,\r\n/, (_, row: string) => `${row},"$1,200",\r\n`);
    expect(typed).not.toBe(csv);
    expect(await importOf(typed)).toMatchObject({ problems: [] });
    expect(await value()).toBe(120_000);
    expect(await importOf(csv.replace(/(GEN-00002,[^\r]*),150\.50,\r\n/, '$1,,\r\n'))).toMatchObject({ problems: [] });
    expect(await value()).toBeNull();
  });
});

describe('issue 38 §3: the Location column', () => {
  it('issue 38 §3: round-trips; a file without the column still imports and keeps each item’s location; an empty cell clears it; a bad one is refused', async () => {
    const [prop] = await db().select({ id: items.id, sku: items.sku }).from(items).where(eq(items.sku, 'GEN-00003'));
    await db().update(items).set({ location: 'B-2-10' }).where(eq(items.id, prop!.id));
    const csv = await exported();
    expect(csv.split('\r\n')[0]!.endsWith(',Location')).toBe(true);
    expect(parseCatalogCsv(csv).rows.find((row) => row.text.sku === prop!.sku)!.text.location).toBe('B-2-10');
    const importOf = async (file: string) => {
      const checked = await check(file);
      await startCatalogImport(db(), VENDOR, checked.id);
      if (checked.problems === 0) expect(await runCatalogImport(db(), checked.id, options)).toBe('done');
      return importRow(checked.id);
    };
    const location = async () => (await db().select({ location: items.location }).from(items).where(eq(items.id, prop!.id)))[0]!.location;

    expect(await importOf(csv)).toMatchObject({ updated: 0, problems: [] });
    // A file of before the column (its last cell dropped from every line), with the title changed: the location stays.
    const old = csv
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.replace(/,[^,]*$/, ''))
      .map((line) => line.replace('Generated Chair 00003', 'Older Chair 3'))
      .join('\r\n');
    expect(old.split('\r\n')[0]!.endsWith(',Replacement Value')).toBe(true);
    expect(await importOf(old)).toMatchObject({ updated: 1, problems: [] });
    expect(await location()).toBe('B-2-10');
    // Typed with spaces around it: trimmed.
    expect(await importOf(csv.replace(/(GEN-00003,[^\r]*),B-2-10\r\n/, '$1, C-1-1 \r\n'))).toMatchObject({ updated: 1, problems: [] });
    expect(await location()).toBe('C-1-1');
    // Too long: named by line and column, nothing written.
    const long = (await exported()).replace(/(GEN-00003,[^\r]*),C-1-1\r\n/, `$1,${'x'.repeat(41)}\r\n`);
    expect((await importOf(long)).problems).toEqual([expect.objectContaining({ column: 'Location', message: 'Keep the location to 40 characters.' })]);
    expect(await location()).toBe('C-1-1');
    // An empty cell clears it.
    expect(await importOf((await exported()).replace(/(GEN-00003,[^\r]*),C-1-1\r\n/, '$1,\r\n'))).toMatchObject({ updated: 1, problems: [] });
    expect(await location()).toBe('');
  });
});

describe('issue 13 §3, §4: an import may not lower a quantity below the units held', () => {
  it('refuses that row, in the dry run and again under the items’ row locks when a hold arrives after the check', async () => {
    const hold = async (sku: string, units: number) => {
      const [item] = await db().select({ id: items.id }).from(items).where(eq(items.sku, sku));
      const requestId = randomUUID();
      await db()
        .insert(holdRequests)
        .values({ id: requestId, vendorId: VENDOR, uid: 'crew-csv', kind: 'hold', pickUpOn: '2030-02-01', returnOn: '2030-02-05' });
      await db()
        .insert(holdLines)
        .values({
          id: randomUUID(),
          requestId,
          itemId: item!.id,
          title: 'Chair',
          sku,
          quantity: units,
          state: 'confirmed',
          period: linePeriod('2030-02-01', '2030-02-05'),
        });
    };
    await hold('GEN-00002', 2);
    const lowered = generatedCsv('GEN', 3, 1).split('\n');
    const dry = await check([lowered[0], lowered[2]].join('\n'));
    expect((await importRow(dry.id)).problems).toEqual([
      { line: 2, column: 'Quantity', message: '2 units are held, out or blocked from today on: the quantity cannot go below 2.' },
    ]);

    // Checked before the hold on GEN-00003 arrived: the import itself refuses that row alone.
    const checked = await check([lowered[0], lowered[1], lowered[3]].join('\n'));
    expect((await importRow(checked.id)).problems).toEqual([]);
    await hold('GEN-00003', 2);
    await startCatalogImport(db(), VENDOR, checked.id);
    expect(await runCatalogImport(db(), checked.id, options)).toBe('done');
    expect(await importRow(checked.id)).toMatchObject({
      state: 'done',
      updated: 1,
      problems: [{ line: 3, column: 'Quantity', message: '2 units are held, out or blocked from today on: the quantity cannot go below 2.' }],
    });
    const quantities = await db()
      .select({ sku: items.sku, quantity: items.quantity })
      .from(items)
      .where(sql`${items.sku} in ('GEN-00001', 'GEN-00003')`)
      .orderBy(items.sku);
    expect(quantities).toEqual([
      { sku: 'GEN-00001', quantity: 1 },
      { sku: 'GEN-00003', quantity: 2 },
    ]);
  });
});

describe('issue 13 §4: two workers never run the same import', () => {
  it('of workers claiming and running one import together, one runs it; each row is written once', async () => {
    const csv = generatedCsv('TWO', 1_200);
    const checked = await check(csv);
    await startCatalogImport(db(), VENDOR, checked.id);
    const claims = await Promise.all(Array.from({ length: 5 }, () => claimCatalogImport(db(), checked.id, new Date())));
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Let the claim go stale, then race five full runs.
    await db()
      .update(catalogImports)
      .set({ claimedAt: new Date(Date.now() - STALE_CLAIM_MS - 1_000) })
      .where(eq(catalogImports.id, checked.id));
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => runCatalogImport(db(), checked.id, { ...options, batchRows: 100 })));
    expect(outcomes.filter((outcome) => outcome === 'done')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'busy')).toHaveLength(4);
    expect(await importRow(checked.id)).toMatchObject({ state: 'done', doneRows: 1_200, created: 1_200 });
    const audits = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'importCreate'), sql`${auditLog.subjectId} like 'two-%'`));
    expect(audits[0]!.count).toBe(1_200);
  }, 120_000);
});
