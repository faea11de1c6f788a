import 'server-only';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
// Never bundled by Next.js (next.config.ts): pg_dump reads its WebAssembly from beside its own module.
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { create as createTar } from 'tar';
import { backupName } from './backup-name';
import { appVersion, BACKUP_FORMAT, describeDatabase, dumpFacts, type Manifest } from './backup-manifest';
import { listUploadedFiles } from './uploaded-files';

export type BackupOptions = {
  /** The folder the archive is written to; made if missing. */
  outDir: string;
  /** The uploads folder, or null when uploads are kept in S3-compatible storage (then not in the archive). */
  filesDir: string | null;
  now?: Date;
};

export type MadeBackup = { path: string; bytes: number; seconds: number; manifest: Manifest };

/**
 * One archive of the embedded database and the uploaded files (issue 23 §8):
 * `<name>/manifest.json`, `<name>/database.sql` (pg_dump's plain SQL, drizzle's migration journal
 * included) and `<name>/files/…`, gzipped, written under a temporary name and renamed, so an
 * archive with a backup's name is always whole.
 *
 * `pglite` may be the running server's own database: the dump is made from a copy (below), never
 * from it. The database is taken first and the files after it: a photo is stored before its row is
 * written, so a photo uploaded meanwhile is at worst in the archive without its row, never the
 * other way round.
 */
export async function createBackup(pglite: PGlite, { outDir, filesDir, now = new Date() }: BackupOptions): Promise<MadeBackup> {
  const started = performance.now();
  const name = backupName(now);
  const path = join(outDir, `${name}.tar.gz`);
  await mkdir(outDir, { recursive: true });
  if (existsSync(path)) throw new Error(`${path} already exists: a backup was made this same second. Run it again.`);

  const copy = await snapshotOf(pglite);
  let facts: Awaited<ReturnType<typeof describeDatabase>>;
  let dump: string;
  try {
    // Counted in the same copy the dump reads, so the counts are exactly what the dump holds.
    facts = await describeDatabase(copy);
    dump = await dumpDatabase(copy);
  } finally {
    await copy.close();
  }

  const files = filesDir ? await listUploadedFiles(filesDir) : { paths: [], bytes: 0 };
  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: now.toISOString(),
    app: appVersion(),
    ...facts,
    files: { included: filesDir !== null, count: files.paths.length, bytes: files.bytes },
    dump: dumpFacts(dump),
  };

  const staging = await mkdtemp(join(tmpdir(), 'storefront-backup-'));
  const partial = join(outDir, `.${name}.tar.gz.partial`);
  try {
    await mkdir(join(staging, name));
    await writeFile(join(staging, name, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(join(staging, name, 'database.sql'), dump);
    // The uploads are packed from where they are, through a link, not copied first: they can be gigabytes.
    if (filesDir && files.paths.length > 0) await symlink(resolve(filesDir), join(staging, name, 'files'), 'dir');
    const entries = ['manifest.json', 'database.sql', ...files.paths.map((file) => `files/${file}`)].map((entry) => `${name}/${entry}`);
    await createTar({ file: partial, cwd: staging, gzip: true, portable: true, strict: true }, entries).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') throw new Error(`A file was removed while it was being backed up (${error.path ?? error.message}). Run the backup again.`);
      throw error;
    });
    await rename(partial, path);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
  return { path, bytes: (await stat(path)).size, seconds: (performance.now() - started) / 1000, manifest };
}

/**
 * A copy of the database, in memory, taken while no transaction of the app is open.
 *
 * pg_dump cannot read the app's own PGlite: PGlite has one connection, and pg_dump (pglite-tools)
 * sends its statements straight down it with `execProtocolRawStream`, past PGlite's locks. Started
 * between two statements of one of the app's transactions, it would run inside that transaction; and
 * it ends without closing its own read-only transaction (PGlite ignores the Terminate message), so
 * every write of the app after it would be refused. So the dump reads a clone. `transaction()` holds
 * PGlite's transaction lock, which every query and transaction of the app takes, so the copy is made
 * between transactions, never in the middle of one; the app's queries wait for it (under a second
 * for the demo's 42 MB) and nothing else.
 */
async function snapshotOf(pglite: PGlite): Promise<PGlite> {
  return (await pglite.transaction(async (tx) => {
    // Written out first, so the copy opens as after a clean stop: from the last checkpoint, a copy would
    // replay its log like a crash, and every sequence would jump ahead by the 32 values it logs ahead.
    await tx.exec('checkpoint');
    return pglite.clone();
  })) as PGlite;
}

/**
 * pg_dump's plain SQL of the whole database: every schema but PostgreSQL's own, so drizzle's
 * `drizzle.__drizzle_migrations` comes too and a restored database is migrated forward from where it
 * was. pg_dump runs in WebAssembly on this thread: the process does nothing else meanwhile (about a
 * second for the demo's 300 props), so the daily backup runs at night.
 */
async function dumpDatabase(copy: PGlite): Promise<string> {
  return (await pgDump({ pg: copy })).text();
}
