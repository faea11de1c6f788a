import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';
import { create as createTar, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/open';
import { items } from '@/lib/db/schema';
import { seedCatalog } from '@/demo/seed-catalog';
import { moveLine } from '@/lib/holds/move-line';
import { uploadPhotos } from '@/lib/inventory/photos/upload-photos';
import { diskStore } from '@/lib/storage/disk-store';
import { tenant } from '@/lib/tenant';
import demo from '@/tenant/config.json';
import { signedIn, testAuth } from '@/test/auth-browser';
import { customerRequest } from '@/test/hold-requests';
import { tinyJpeg, upload } from '@/test/photos';
import { backUpDataFolder } from './back-up-data-folder';
import { isArchiveName } from './backup-name';
import { quoteIdentifier, type Manifest } from './backup-manifest';
import { answerBackupRequests, backupSocketPath } from './backup-socket';
import { createBackup } from './create-backup';
import { readMigrationJournal } from './migration-journal';
import { restoreBackup, RestoreRefusedError } from './restore-backup';
import { listUploadedFiles } from './uploaded-files';

// Backups are of the embedded database, on disk: these run on PGlite also when TEST_DATABASE_URL
// points the other database tests at PostgreSQL, and so need not run a second time then.
const root = mkdtempSync(join(tmpdir(), 'storefront-backups-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const folder = (name: string) => join(root, name);
const VENDOR_ID = tenant.vendor.id;
const STAFF = { uid: 'staff-1', name: 'Rosa at the counter' };

/** Every table of every schema but PostgreSQL's own, `schema.table`. */
async function tablesOf(pg: PGlite): Promise<string[]> {
  const { rows } = await pg.query<{ name: string }>(
    `select table_schema || '.' || table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1`,
  );
  return rows.map((row) => row.name);
}

/** A table's rows as JSON, sorted: equal when every row of it is equal, whatever order a scan returns them in. */
async function rowsOf(pg: PGlite, table: string): Promise<string[]> {
  const [schema = '', name = ''] = table.split('.');
  const { rows } = await pg.query<{ row: string }>(`select to_jsonb(t)::text as row from ${quoteIdentifier(schema)}.${quoteIdentifier(name)} t`);
  return rows.map((row) => row.row).sort();
}

/** Where each sequence stands: a restored database must not hand out an id it already used. */
async function sequencesOf(pg: PGlite): Promise<Record<string, string>> {
  const { rows } = await pg.query<{ name: string; position: string }>(
    `select schemaname || '.' || sequencename as name, coalesce(last_value::text, 'unused') as position from pg_sequences order by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.position]));
}

/** Every uploaded file, by path, as its bytes. */
async function filesOf(filesDir: string): Promise<Record<string, string>> {
  const { paths } = await listUploadedFiles(filesDir);
  return Object.fromEntries(paths.map((path) => [path, readFileSync(join(filesDir, path)).toString('base64')]));
}

const pgliteOf = (handle: DatabaseHandle) => {
  if (handle.kind !== 'pglite') throw new Error('these tests run on the embedded database');
  return handle.pglite;
};

describe.skipIf(process.env.TEST_DATABASE_URL)('issue 23 §8: a backup restored holds every row and every file it was made of', () => {
  const dataDir = folder('house');
  const filesDir = join(dataDir, 'files');
  let source: DatabaseHandle;
  let server: Server;
  let made: Awaited<ReturnType<typeof backUpDataFolder>>;

  beforeAll(async () => {
    source = await openDatabase({ dataDir });
    const db = source.db;
    // Props, and a photo of the first one stored as the app stores uploads: real files in the data folder.
    await seedCatalog(db, { items: 6, vendorId: VENDOR_ID, currency: 'USD', colors: demo.colorMap, now: new Date() });
    const itemIds = (await db.select({ id: items.id }).from(items).orderBy(items.id)).map((row) => row.id);
    await db.update(items).set({ quantity: 10 });
    const photo = await uploadPhotos(db, diskStore(filesDir), {
      vendorId: VENDOR_ID,
      itemId: itemIds[0]!,
      actor: STAFF,
      files: [upload('stool.jpg', await tinyJpeg())],
    });
    expect(photo).toMatchObject({ ok: true, data: { refused: [] } });
    // Accounts (better-auth's users, sessions and accounts, our vendor users), a Hold request with a
    // set list, one line confirmed (an order) and one held.
    const auth = testAuth(db);
    const request = await customerRequest(db, auth, itemIds.slice(1, 3));
    for (const id of request.lineIds) expect(await moveLine(db, id, 'accept', 'staff')).toMatchObject({ ok: true });
    expect(await moveLine(db, request.lineIds[0]!, 'confirm', 'staff')).toMatchObject({ ok: true, data: { to: 'confirmed' } });
    await signedIn(auth, 'staff');

    // The storefront holds the folder while it runs: `npm run backup` asks it over the data folder's socket.
    server = await answerBackupRequests(backupSocketPath(dataDir), (outDir) => createBackup(pgliteOf(source), { outDir, filesDir }));
    made = await backUpDataFolder({ dataDir, filesDir, outDir: folder('backups') });
  });
  afterAll(async () => {
    if (server?.listening) server.close();
    await source?.close();
  });

  it('npm run backup while the storefront runs: the running storefront makes it and the archive arrives whole, named for when it was made', async () => {
    expect(made.madeBy).toBe('the running storefront');
    expect(readdirSync(folder('backups'))).toEqual([made.path.slice(folder('backups').length + 1)]);
    expect(isArchiveName(readdirSync(folder('backups'))[0]!)).toBe(true);
    const tables = made.manifest.tables;
    for (const table of ['public.items', 'public.categories', 'public.users', 'public.sessions', 'public.accounts', 'public.vendor_users', 'public.set_lists'])
      expect(tables[table], table).toBeGreaterThan(0);
    expect(tables['public.hold_requests']).toBe(1);
    expect(tables['public.hold_lines']).toBe(2);
    const journal = readMigrationJournal();
    expect(made.manifest.migrations).toEqual({ applied: journal.length, last: { tag: journal.at(-1)!.tag, createdAt: journal.at(-1)!.when } });
    // The photo's widths, each with its type beside it, as they lie in the folder.
    const stored = await listUploadedFiles(filesDir);
    expect(stored.paths.length).toBeGreaterThanOrEqual(2);
    expect(made.manifest.files).toEqual({ included: true, count: stored.paths.length, bytes: stored.bytes });
    // The server's own connection is left as it was, outside any transaction and writable: pg_dump read a copy.
    const pg = pgliteOf(source);
    expect(pg.isInTransaction()).toBe(false);
    await pg.transaction(async (tx) => {
      await tx.query(`insert into contact_messages (id, name, email, message) values ('probe', 'Probe', 'probe@example.com', 'A write after the backup.')`);
      await tx.rollback();
    });
  });

  it('restored into a new folder and opened, every row of every table, every sequence and every file equals the original', async () => {
    const into = folder('restored');
    const restored = await restoreBackup(made.path, { into, filesDir: join(into, 'files') });
    expect(restored.files).toBe(made.manifest.files.count);
    const copy = await openDatabase({ dataDir: into });
    try {
      const [original, back] = [pgliteOf(source), pgliteOf(copy)];
      const tables = await tablesOf(original);
      expect(await tablesOf(back)).toEqual(tables);
      expect(tables.length).toBeGreaterThan(30);
      for (const table of tables) expect(await rowsOf(back, table), table).toEqual(await rowsOf(original, table));
      expect(await sequencesOf(back)).toEqual(await sequencesOf(original));
      const confirmed = await back.query<{ state: string }>(`select state from hold_lines order by state`);
      expect(confirmed.rows.map((row) => row.state)).toEqual(['confirmed', 'held']);
    } finally {
      await copy.close();
    }
    expect(await filesOf(join(into, 'files'))).toEqual(await filesOf(filesDir));
  });

  it('issue 23 §8 (c): restore refuses a folder in use, one that holds a database, one not empty, and uploads over others; nothing is written', async () => {
    await expect(restoreBackup(made.path, { into: dataDir, filesDir })).rejects.toThrow(`${dataDir} is in use by a running process (pid ${process.pid})`);
    await expect(restoreBackup(made.path, { into: folder('restored'), filesDir: null })).rejects.toThrow(
      /already holds a database .* move this one aside first/,
    );

    const cluttered = folder('cluttered');
    mkdirSync(cluttered);
    writeFileSync(join(cluttered, 'notes.txt'), 'keep me');
    await expect(restoreBackup(made.path, { into: cluttered, filesDir: join(cluttered, 'files') })).rejects.toThrow(
      /cluttered is not empty \(it holds notes\.txt\)/,
    );
    expect(readdirSync(cluttered)).toEqual(['notes.txt']);

    const uploads = folder('shared-uploads');
    mkdirSync(uploads);
    writeFileSync(join(uploads, 'someone-else.webp'), 'theirs');
    await expect(restoreBackup(made.path, { into: folder('new-house'), filesDir: uploads })).rejects.toThrow(
      /uploads folder .*shared-uploads \(FILES_DIR\) is not empty/,
    );
    expect(existsSync(folder('new-house'))).toBe(false);
    await expect(restoreBackup(made.path, { into: cluttered, filesDir: null })).rejects.toBeInstanceOf(RestoreRefusedError);
  });

  it('npm run backup with the storefront stopped opens the folder itself, unmigrated, and lets it go', async () => {
    server.close();
    await source.close();
    const again = await backUpDataFolder({ dataDir, filesDir, outDir: folder('offline'), now: new Date('2026-11-25T03:15:00Z') });
    expect(again.madeBy).toBe('this process');
    expect(again.path).toBe(join(folder('offline'), 'storefront-backup-2026-11-25T031500Z.tar.gz'));
    expect(again.manifest.tables).toEqual(made.manifest.tables);
    expect(existsSync(join(dataDir, 'storefront.pid'))).toBe(false);
    source = await openDatabase({ dataDir });
  });

  it('issue 36 §4.8: a backup whose database.sql is damaged (cut short, or changed) is refused naming that file, before anything is written', async () => {
    expect(made.manifest.dump).toEqual({ bytes: expect.any(Number), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const cutShort = await damaged(made.path, 'cut-short', (sql) => sql.subarray(0, Math.floor(sql.byteLength / 2)));
    const into = folder('for-the-damaged');
    await expect(restoreBackup(cutShort, { into, filesDir: join(into, 'files') })).rejects.toThrow(
      new RestoreRefusedError(
        `${cutShort}: its database.sql is damaged: it has ${Math.floor(made.manifest.dump!.bytes / 2).toLocaleString('en')} bytes where its manifest records ${made.manifest.dump!.bytes.toLocaleString('en')}. Nothing was restored; try an earlier backup.`,
      ),
    );
    expect(readdirSync(into)).toEqual([]);
    // The same length, one byte changed: only the checksum can tell.
    const changed = await damaged(made.path, 'changed', (sql) => {
      const copy = Buffer.from(sql);
      copy[copy.byteLength - 2] = 0x3b;
      return copy;
    });
    await expect(restoreBackup(changed, { into, filesDir: null })).rejects.toThrow(
      /: its database\.sql is damaged: its [\d,]+ bytes are not the ones its manifest's checksum records\./,
    );
    expect(readdirSync(into)).toEqual([]);
  });

  it('issue 36 §4.8: a damaged manifest.json is named too', async () => {
    const broken = await damaged(made.path, 'bad-manifest', (sql) => sql, '{"format": 1, "createdAt": ');
    await expect(restoreBackup(broken, { into: folder('for-the-bad-manifest'), filesDir: null })).rejects.toThrow(
      new RegExp(
        `^${broken.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: its manifest\\.json is damaged \\(.+\\)\\. Nothing was restored; try an earlier backup\\.$`,
      ),
    );
  });

  /** The archive at `path` unpacked and packed again, its database.sql (and manifest.json, given) changed on the way. */
  async function damaged(path: string, name: string, change: (sql: Buffer) => Uint8Array, manifest?: string): Promise<string> {
    const staging = folder(`damaged-${name}`);
    mkdirSync(staging, { recursive: true });
    await extract({ file: path, cwd: staging });
    const [top] = readdirSync(staging);
    writeFileSync(join(staging, top!, 'database.sql'), change(readFileSync(join(staging, top!, 'database.sql'))));
    if (manifest !== undefined) writeFileSync(join(staging, top!, 'manifest.json'), manifest);
    await createTar({ file: join(staging, `${name}.tar.gz`), cwd: staging, gzip: true }, [top!]);
    return join(staging, `${name}.tar.gz`);
  }
});

describe.skipIf(process.env.TEST_DATABASE_URL)('issue 23 §9: a backup made by the previous release restores and is migrated forward', () => {
  const fixtures = new URL('../../test/fixtures/backup/', import.meta.url).pathname;
  const archive = join(fixtures, readdirSync(fixtures).find(isArchiveName) ?? 'missing');

  it('its rows and files come back under the latest migration, applied on top of the ones its journal records', async () => {
    const into = folder('previous-release');
    const restored = await restoreBackup(archive, { into, filesDir: join(into, 'files') });
    // The fixture was made at the schema of 2026-11-24 (README beside it): migrations 0000 to 0020.
    expect(restored.manifest.migrations).toEqual({ applied: 21, last: { tag: '0020_collected-free-props', createdAt: 1795522461604 } });
    const journal = readMigrationJournal();
    expect(restored.migrations).toEqual({ applied: journal.length, last: { tag: journal.at(-1)!.tag, createdAt: journal.at(-1)!.when } });
    expect(restored.files).toBe(2);

    const handle = await openDatabase({ dataDir: into });
    try {
      const pg = pgliteOf(handle);
      const applied = await pg.query<{ created_at: string }>('select created_at::text from drizzle.__drizzle_migrations order by id');
      // Each migration once: the old ones as the backup recorded them, the newer ones after them.
      expect(applied.rows.map((row) => Number(row.created_at))).toEqual(journal.map((entry) => entry.when));
      expect((await pg.query<{ count: number }>('select count(*)::int as count from items')).rows[0]?.count).toBe(restored.manifest.tables['public.items']);
      expect((await pg.query('select name, production from contact_messages')).rows).toEqual([{ name: 'Rosa Díaz', production: 'Night Diner' }]);
      expect((await pg.query('select id, state, done_rows from catalog_imports')).rows).toEqual([{ id: 'fixture-import', state: 'done', done_rows: 1 }]);
    } finally {
      await handle.close();
    }
    expect(Object.keys(await filesOf(join(into, 'files')))).toEqual([
      'photos/00000000-0000-4000-8000-000000000001/400.webp',
      'photos/00000000-0000-4000-8000-000000000001/400.webp.type',
    ]);
  });

  /** An archive as npm run backup lays one out, with the manifest and SQL given. */
  async function archiveOf(name: string, manifest: Partial<Manifest>, sql: string): Promise<string> {
    const staging = folder(`made-${name}`);
    const top = 'storefront-backup-2099-01-01T000000Z';
    mkdirSync(join(staging, top), { recursive: true });
    const whole: Manifest = {
      format: 1,
      createdAt: '2099-01-01T00:00:00.000Z',
      app: { name: 'prop-house-storefront', version: '9.0.0' },
      database: 'PostgreSQL 18.6 (PGlite 0.5.16)',
      migrations: { applied: 0, last: null },
      tables: {},
      files: { included: true, count: 0, bytes: 0 },
      ...manifest,
    };
    writeFileSync(join(staging, top, 'manifest.json'), JSON.stringify(whole));
    writeFileSync(join(staging, top, 'database.sql'), sql);
    await createTar({ file: join(staging, `${name}.tar.gz`), cwd: staging, gzip: true }, [top]);
    return join(staging, `${name}.tar.gz`);
  }

  it('refuses a backup made by a newer version, whose schema this one does not know, and an archive that is not a backup', async () => {
    const newer = await archiveOf('newer', { migrations: { applied: 99, last: { tag: '0098_from-the-future', createdAt: 4_070_908_800_000 } } }, 'select 1;');
    const into = folder('for-the-newer');
    await expect(restoreBackup(newer, { into, filesDir: null })).rejects.toThrow(
      /made by a newer version of the storefront \(9\.0\.0, last migration 0098_from-the-future\); this one stops at .* Update the storefront, then restore/,
    );
    expect(readdirSync(into)).toEqual([]);

    writeFileSync(folder('photo.tar.gz'), 'not a backup at all');
    await expect(restoreBackup(folder('photo.tar.gz'), { into, filesDir: null })).rejects.toThrow(/is not a storefront backup/);
    expect(readdirSync(into)).toEqual([]);
  });

  it('a restore whose rows differ from its manifest fails naming the table, and takes out what it wrote', async () => {
    const short = await archiveOf('short', { tables: { 'public.props': 3 } }, 'create table public.props (id int); insert into public.props values (1), (2);');
    const into = folder('for-the-short');
    await expect(restoreBackup(short, { into, filesDir: join(into, 'files') })).rejects.toThrow(
      "The restored database does not match the backup's manifest: public.props has 2, expected 3.",
    );
    expect(readdirSync(into)).toEqual([]);
  });

  it('issue 36 §4.8: an older backup, whose manifest keeps no checksum, with its database.sql cut short: the file is named beside what PostgreSQL said', async () => {
    const old = await archiveOf('old-cut', { tables: { 'public.props': 2 } }, 'create table public.props (id int); insert into public.props values (1), (');
    const into = folder('for-the-old-cut');
    await expect(restoreBackup(old, { into, filesDir: null })).rejects.toThrow(
      `${old}: its database.sql could not be read, damaged or incomplete perhaps (PostgreSQL: syntax error at end of input). Nothing was restored; try an earlier backup.`,
    );
    expect(readdirSync(into)).toEqual([]);
  });
});

describe.skipIf(process.env.TEST_DATABASE_URL)('issue 23 §8: npm run restore, as a person runs it', () => {
  const fixtures = new URL('../../test/fixtures/backup/', import.meta.url).pathname;
  const archive = join(fixtures, readdirSync(fixtures).find(isArchiveName) ?? 'missing');

  /** The script run as npm runs it (tsx), with its exit code, whatever it is. */
  async function restore(...args: string[]) {
    const { DATABASE_URL: _, ...inherited } = process.env;
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--conditions=react-server', 'scripts/restore.ts', ...args], {
        env: { ...inherited, PGLITE_DATA_DIR: folder('never-used') },
        encoding: 'utf8',
      });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  }

  it('-- FILE --check restores a backup into a folder of its own, says what it found and what it migrated, and leaves nothing; a folder with a database is refused', async () => {
    const checked = await restore(archive, '--check');
    expect(checked.output).toMatch(
      /^Checked .*storefront-backup-.*\.tar\.gz \(made .* by prop-house-storefront .*\): 33 tables and 146 rows as its manifest counts, 2 files, in [\d.]+ s\.$/m,
    );
    expect(checked.output).toMatch(
      /^(Migrated from 0020_collected-free-props to \S+ \(\d+ migrations?\)|Its schema is current \(0020_collected-free-props\))\.$/m,
    );
    expect(checked.code).toBe(0);
    expect(existsSync(folder('never-used'))).toBe(false);

    const taken = folder('taken');
    mkdirSync(join(taken, 'pg'), { recursive: true });
    const refused = await restore(archive, '--into', taken);
    expect(refused).toEqual({ code: 1, output: expect.stringContaining(`${taken} already holds a database`) });
    expect(readdirSync(taken)).toEqual(['pg']);
  });

  it('issue 36 §4.8: a backup of an earlier version whose database.sql is cut short: the script names the file, not only "syntax error at end of input"', async () => {
    const staging = folder('fixture-cut');
    mkdirSync(staging, { recursive: true });
    await extract({ file: archive, cwd: staging });
    const [top] = readdirSync(staging);
    const sql = readFileSync(join(staging, top!, 'database.sql'));
    writeFileSync(join(staging, top!, 'database.sql'), sql.subarray(0, sql.indexOf('INSERT INTO public.') + 25));
    await createTar({ file: join(staging, 'cut.tar.gz'), cwd: staging, gzip: true }, [top!]);
    const checked = await restore(join(staging, 'cut.tar.gz'), '--check');
    expect(checked.code).toBe(1);
    expect(checked.output).toContain(`${join(staging, 'cut.tar.gz')}: its database.sql could not be read, damaged or incomplete perhaps (PostgreSQL: `);
  });
});
