import { and, eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '@/demo/seed-catalog';
import { favourites, importedRecords, items, setListItems, setLists, users, vendorUsers } from '@/lib/db/schema';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { testDatabase } from '@/test/database';
import { smallWebp } from '@/test/photos';
import { diskStore } from '@/lib/storage/disk-store';
import { downloadPhoto } from './download-photo';
import { photoStorer } from './store-photo';
import { CHEAP_HASH_CONFIG, authExport, customerDocuments, indexRecord } from '@/test/import-fixtures';
import { formatReport } from './report';
import { runMove, type MoveFiles, type MoveOptions } from './run-move';

const VENDOR = { vendorId: tenant.vendor.id, vendorName: tenant.vendor.name };
const fixture = testDatabase();
const db = () => fixture.handle.db;
let photoServer: Server;
let photoBase = '';
let photoRequests = 0;

beforeAll(async () => {
  await seedCatalog(db(), { items: 5, vendorId: VENDOR.vendorId, currency: 'USD', colors: demo.colorMap, now: new Date('2029-12-01T10:00:00Z') });
  // A local server stands in for the old platform's photo host; /missing.jpg does not answer with a photo.
  const photo = await smallWebp(600, 400);
  photoServer = createServer((request, response) => {
    photoRequests++;
    if (request.url === '/chair.webp') response.writeHead(200, { 'content-type': 'image/webp' }).end(photo);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => photoServer.listen(0, '127.0.0.1', resolve));
  photoBase = `http://127.0.0.1:${(photoServer.address() as { port: number }).port}`;
});
const filesFolder = mkdtempSync(join(tmpdir(), 'import-photos-'));
afterAll(async () => {
  await new Promise<void>((resolve) => photoServer.close(() => resolve()));
  rmSync(filesFolder, { recursive: true, force: true });
});

const options = (dryRun = false): MoveOptions => ({
  vendor: VENDOR,
  vendorId: VENDOR.vendorId,
  currency: 'USD',
  colors: demo.colorMap.map((color) => color.name),
  periods: demo.customFields.find((field) => field.field === 'period')!.values,
  today: '2030-01-10',
  dryRun,
  batch: 2,
  // The import's own download, with the tests' option that lets it reach the local stand-in (issue 36 §4.7).
  download: (url) => downloadPhoto(url, { allowLoopbackForTests: true }),
  storePhoto: (itemId, name, bytes) => photoStorer(db(), diskStore(filesFolder), VENDOR.vendorId)(itemId, name, bytes),
});

let serial = 0;
/** A whole export of the old platform: two customers with accounts, favourites and set lists, and three index records. */
async function platformExport() {
  const tag = `${++serial}${Date.now().toString(36)}`;
  const ids = { a: `obj-a-${tag}`, b: `obj-b-${tag}`, c: `obj-c-${tag}`, ana: `uid-ana-${tag}`, ben: `uid-ben-${tag}`, missing: `obj-gone-${tag}` };
  const files: MoveFiles = {
    hashConfig: { name: 'hash.json', text: JSON.stringify(CHEAP_HASH_CONFIG) },
    auth: {
      name: 'users.json',
      text: await authExport([
        { localId: ids.ana, email: `ana.${tag}@example.com`, password: 'ana old password', displayName: 'Ana' },
        { localId: ids.ben, email: `ben.${tag}@example.com`, password: 'ben old password' },
      ]),
    },
    catalog: {
      name: 'records.json',
      text: JSON.stringify([
        indexRecord(ids.a, { sku: `HP-A-${tag}`, photos: [`${photoBase}/missing.jpg`], _tags: ['legacy'], vendorName: 'Old House' }),
        indexRecord(ids.b, { sku: `HP-B-${tag}`, priceSpecification: { purchaseType: 'Free' } }),
        indexRecord(ids.c, { sku: `HP-C-${tag}`, photos: [{ url: `${photoBase}/chair.webp` }] }),
      ]),
    },
    users: {
      name: 'users-docs.json',
      text: customerDocuments(VENDOR.vendorId, {
        [ids.ana]: {
          email: `ana.${tag}@example.com`,
          firstName: 'Ana',
          lastName: 'Reyes',
          studio: 'Stage 5',
          createdAt: { _seconds: 1_700_000_000, _nanoseconds: 0 },
          favorites: { [ids.a]: { at: 1_700_000_100_000 }, [ids.b]: true, [ids.missing]: true },
          setLists: { [`list-${tag}`]: { name: 'Diner', scene: 'Diner — Ep 104', pickUpOn: '2030-02-01', returnOn: '2030-02-08' } },
          setListItems: {
            [`line-1-${tag}`]: { setListId: `list-${tag}`, itemId: ids.a, quantity: 2 },
            [`line-2-${tag}`]: { setListId: `list-${tag}`, itemId: ids.c, quantity: 1, note: 'the red one' },
            [`line-3-${tag}`]: { setListId: `list-${tag}`, itemId: ids.missing, quantity: 1 },
          },
          // Copied counters are never trusted: they are rebuilt from the rows.
          stats: { favoriteCount: 99, setListCount: 7, setListItemCount: 40 },
        },
        [ids.ben]: { email: `ben.${tag}@example.com` },
      }),
    },
  };
  return { files, ids, tag };
}

const rowsOf = async (uid: string) => ({
  record: (await db().select().from(vendorUsers).where(eq(vendorUsers.uid, uid)))[0],
  favourites: await db().select().from(favourites).where(eq(favourites.uid, uid)).orderBy(favourites.itemId),
  lists: await db().select().from(setLists).where(eq(setLists.uid, uid)),
  lines: await db()
    .select({ id: setListItems.id, itemId: setListItems.itemId, quantity: setListItems.quantity, note: setListItems.note })
    .from(setListItems)
    .innerJoin(setLists, eq(setLists.id, setListItems.setListId))
    .where(eq(setLists.uid, uid))
    .orderBy(setListItems.id),
});

describe('issue 27: customer records, favourites and set lists, and the catalogue, imported', () => {
  it('customers keep their uid, get the §3 defaults, and their counters equal their rows; a missing item is reported and skipped', async () => {
    const { files, ids } = await platformExport();
    const report = await runMove(db(), files, options());
    expect(report.counts.items).toEqual({ created: 3, updated: 0, unchanged: 0, skipped: 0 });
    expect(report.counts.accounts).toMatchObject({ created: 2 });
    expect(report.counts.customers).toMatchObject({ created: 2, skipped: 0 });
    expect(report.counts.favourites).toMatchObject({ created: 2, skipped: 1 });
    expect(report.counts.setListLines).toMatchObject({ created: 2, skipped: 1 });
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: 'users-docs.json',
          record: `vendors/${VENDOR.vendorId}/users/${ids.ana}`,
          field: `favorites.${ids.missing}`,
          skipped: true,
        }),
        expect.objectContaining({
          file: 'users-docs.json',
          record: `vendors/${VENDOR.vendorId}/users/${ids.ana}`,
          field: expect.stringMatching(/^setListItems\.line-3-.*\.itemId$/),
        }),
      ]),
    );

    const ana = await rowsOf(ids.ana);
    expect(ana.record).toMatchObject({ firstName: 'Ana', lastName: 'Reyes', studio: 'Stage 5', photoUrl: '/images/no-avatar.svg', isAuthorized: null });
    expect(ana.record!.createdAt.getTime()).toBe(1_700_000_000_000);
    expect(ana.favourites.map((row) => row.itemId)).toEqual([ids.a, ids.b]);
    expect(ana.lists).toEqual([expect.objectContaining({ name: 'Diner', scene: 'Diner — Ep 104', pickUpOn: '2030-02-01', returnOn: '2030-02-08' })]);
    expect(ana.lines).toEqual([
      expect.objectContaining({ itemId: ids.a, quantity: 2 }),
      expect.objectContaining({ itemId: ids.c, quantity: 1, note: 'the red one' }),
    ]);
    expect(ana.record!.stats).toMatchObject({ favoriteCount: ana.favourites.length, setListCount: ana.lists.length, setListItemCount: ana.lines.length });
    expect(Object.keys(ana.record!.favorites).sort()).toEqual([ids.a, ids.b].sort());

    // Ben's document names only his email: every other field is the §3 default, his name taken from the email as at sign-up.
    const ben = await rowsOf(ids.ben);
    expect(ben.record).toMatchObject({
      displayName: expect.stringMatching(/^ben/),
      firstName: '',
      subscriptions: expect.objectContaining({ newsletters: { isSubscribed: false, subscribedAt: null, unsubscribedAt: null } }),
    });
    expect(ben.record!.stats.favoriteCount).toBe(0);
  });

  it('index records become items with the objectID as id; unknown fields are kept and listed; an unreachable photo stays a link and is reported', async () => {
    const { files, ids } = await platformExport();
    photoRequests = 0;
    const report = await runMove(db(), { catalog: files.catalog }, options());
    const [a] = await db().select().from(items).where(eq(items.id, ids.a));
    expect(a).toMatchObject({
      title: `Imported Chair ${ids.a}`,
      purchaseType: 'Weekly Rental',
      weeklyPrice: 4500,
      quantity: 3,
      colors: ['Red'],
      tags: ['chair', 'imported'],
    });
    expect(a!.dimensions).toEqual({ width: 20, depth: 22, height: 34 });
    expect(a!.importedFields).toEqual({ _tags: ['legacy'], vendorName: 'Old House' });
    expect(a!.photos).toEqual([expect.objectContaining({ url: `${photoBase}/missing.jpg` })]);
    expect(photoRequests).toBe(2);
    expect(report.unknownFields).toEqual({ _tags: 1, vendorName: 1 });
    expect(report.problems).toEqual([expect.objectContaining({ file: 'records.json', record: ids.a, field: 'photos[0]', skipped: false })]);
    // A photo whose URL answers is stored as an upload (resized, its own key), not linked.
    const [c] = await db().select().from(items).where(eq(items.id, ids.c));
    expect(c!.photos).toEqual([expect.objectContaining({ key: expect.any(String), width: 600, height: 400 })]);
    expect(c!.photos[0]!.url).not.toContain(photoBase);
    const [b] = await db().select().from(items).where(eq(items.id, ids.b));
    expect(b).toMatchObject({ purchaseType: 'Free', weeklyPrice: null });
    expect(formatReport(report)).toContain('Index fields kept as they were');
  });

  it('a second run changes nothing: every record unchanged, no row written', async () => {
    const { files, ids } = await platformExport();
    await runMove(db(), files, options());
    const before = {
      ana: await rowsOf(ids.ana),
      users: await db().select().from(users).where(eq(users.id, ids.ana)),
      items: await db().select().from(items).where(eq(items.id, ids.a)),
    };
    const again = await runMove(db(), files, options());
    expect(again.counts.items).toEqual({ created: 0, updated: 0, unchanged: 3, skipped: 0 });
    expect(again.counts.accounts).toEqual({ created: 0, updated: 0, unchanged: 2, skipped: 0 });
    expect(again.counts.customers).toEqual({ created: 0, updated: 0, unchanged: 2, skipped: 0 });
    expect(again.counts.favourites.created + again.counts.setLists.created + again.counts.setListLines.created).toBe(0);
    expect(await rowsOf(ids.ana)).toEqual(before.ana);
    expect(await db().select().from(users).where(eq(users.id, ids.ana))).toEqual(before.users);
    expect(await db().select().from(items).where(eq(items.id, ids.a))).toEqual(before.items);
  });

  it('a changed record is updated and nothing is created twice', async () => {
    const { files, ids } = await platformExport();
    await runMove(db(), files, options());
    const docs = JSON.parse(files.users!.text) as Record<string, Record<string, unknown>>;
    docs[`vendors/${VENDOR.vendorId}/users/${ids.ana}`]!.studio = 'Stage 9';
    const catalog = JSON.parse(files.catalog!.text) as Record<string, unknown>[];
    catalog[2]!.quantity = 5;
    const report = await runMove(
      db(),
      { ...files, users: { name: 'users-docs.json', text: JSON.stringify(docs) }, catalog: { name: 'records.json', text: JSON.stringify(catalog) } },
      options(),
    );
    expect(report.counts.customers).toMatchObject({ created: 0, updated: 1, unchanged: 1 });
    expect(report.counts.items).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const ana = await rowsOf(ids.ana);
    expect(ana.record!.studio).toBe('Stage 9');
    expect(ana.favourites).toHaveLength(2);
    expect(ana.lines).toHaveLength(2);
    expect((await db().select().from(items).where(eq(items.id, ids.c)))[0]!.quantity).toBe(5);
  });

  it('a dry run reports what it would create and writes nothing', async () => {
    const { files, ids } = await platformExport();
    const counted = async () =>
      (await db().execute(
        sql`select (select count(*) from items) + (select count(*) from users) + (select count(*) from imported_records) as n`,
      )) as unknown as { rows: { n: string }[] };
    const before = (await counted()).rows[0]!.n;
    const report = await runMove(db(), files, options(true));
    expect(report.counts.items).toMatchObject({ created: 3 });
    expect(report.counts.accounts).toMatchObject({ created: 2 });
    expect(report.counts.customers).toMatchObject({ created: 2 });
    expect(report.counts.favourites).toMatchObject({ created: 2, skipped: 1 });
    expect(formatReport(report)).toMatch(/^Dry run: nothing was written/);
    expect(formatReport(report)).toContain(`favorites.${ids.missing}`);
    expect((await counted()).rows[0]!.n).toBe(before);
  });
});

describe('issue 27: bad input is reported by file, record and field, and nothing is half-written', () => {
  it('a malformed customer file, a document without email, an invalid index record: each reported, the rest imported', async () => {
    const { files, ids } = await platformExport();
    const docs = JSON.parse(files.users!.text) as Record<string, Record<string, unknown>>;
    delete docs[`vendors/${VENDOR.vendorId}/users/${ids.ben}`]!.email;
    const catalog = JSON.parse(files.catalog!.text) as Record<string, unknown>[];
    catalog[1]!.quantity = -4;
    const report = await runMove(
      db(),
      { ...files, users: { name: 'users-docs.json', text: JSON.stringify(docs) }, catalog: { name: 'records.json', text: JSON.stringify(catalog) } },
      options(),
    );
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: 'users-docs.json', record: `vendors/${VENDOR.vendorId}/users/${ids.ben}`, field: 'email', skipped: true }),
        expect.objectContaining({ file: 'records.json', record: ids.b, field: 'quantity', skipped: true }),
      ]),
    );
    expect(await db().select().from(vendorUsers).where(eq(vendorUsers.uid, ids.ben))).toEqual([]);
    expect(await db().select().from(items).where(eq(items.id, ids.b))).toEqual([]);
    // Ana's favourite of the refused record is a favourite of a missing item now: skipped alone.
    expect((await rowsOf(ids.ana)).favourites.map((row) => row.itemId)).toEqual([ids.a]);

    const broken = await runMove(db(), { users: { name: 'users-docs.json', text: '{"vendors/x/users/y": {' } }, options());
    expect(broken.problems).toEqual([expect.objectContaining({ file: 'users-docs.json', record: '(whole file)', skipped: true })]);
    expect(
      await db()
        .select()
        .from(importedRecords)
        .where(and(eq(importedRecords.kind, 'customer'), eq(importedRecords.sourceId, 'y'))),
    ).toEqual([]);
  });

  it('a document that cannot be written whole is not written at all: no record, no favourite, no list', async () => {
    const { files, ids } = await platformExport();
    await runMove(db(), { auth: files.auth, hashConfig: files.hashConfig, catalog: files.catalog }, options());
    // Another customer here already has a set list with Ana's list's id: her document cannot be written.
    const listId = Object.keys(
      (JSON.parse(files.users!.text) as Record<string, { setLists?: object }>)[`vendors/${VENDOR.vendorId}/users/${ids.ana}`]!.setLists!,
    )[0]!;
    await db().insert(setLists).values({ id: listId, vendorId: VENDOR.vendorId, uid: ids.ben, name: 'Ben’s' });
    const report = await runMove(db(), { users: files.users }, options());
    expect(report.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ record: `vendors/${VENDOR.vendorId}/users/${ids.ana}`, field: `setLists.${listId}`, skipped: true })]),
    );
    expect(await rowsOf(ids.ana)).toMatchObject({ record: undefined, favourites: [], lists: [] });
  });

  it('a customer who already made a list here by the name of an imported one is reported and skipped; the rest of the batch is imported', async () => {
    const { files, ids } = await platformExport();
    await runMove(db(), { auth: files.auth, hashConfig: files.hashConfig, catalog: files.catalog }, options());
    // Ana made a "diner" list here before the move; her imported "Diner" would share its name.
    await db()
      .insert(setLists)
      .values({ id: `made-here-${ids.ana}`, vendorId: VENDOR.vendorId, uid: ids.ana, name: 'diner' });
    const report = await runMove(db(), { users: files.users }, options());
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ record: `vendors/${VENDOR.vendorId}/users/${ids.ana}`, field: expect.stringMatching(/^setLists\..+\.name$/), skipped: true }),
      ]),
    );
    expect((await rowsOf(ids.ana)).lists.map((list) => list.name)).toEqual(['diner']);
    expect((await rowsOf(ids.ben)).record).toMatchObject({ email: expect.stringContaining('ben.') });
  });
});
