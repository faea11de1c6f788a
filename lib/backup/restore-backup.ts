import 'server-only';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { extract } from 'tar';
import { lockDataFolder, ownerIsRunning } from '@/lib/db/folder-lock';
import { openDatabase } from '@/lib/db/open';
import { appliedMigrations, countRows, dumpFacts, manifestSchema, type Manifest } from './backup-manifest';
import { readMigrationJournal } from './migration-journal';
import { listUploadedFiles } from './uploaded-files';

/** A restore refused before anything was written: the message says why and what to do. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export type RestoreOptions = {
  /** The data folder to restore into (PGLITE_DATA_DIR): absent or empty. */
  into: string;
  /** Where the uploads go (FILES_DIR, else `<into>/files`), absent or empty; null when uploads are kept in S3. */
  filesDir: string | null;
};

export type Restored = {
  manifest: Manifest;
  /** The files put back; 0 too when the archive has none or uploads are kept in S3 here. */
  files: number;
  /** The migrations recorded once the restored database was opened, and so migrated, by this version. */
  migrations: Manifest['migrations'];
  seconds: number;
};

const LOCK_FILE = 'storefront.pid';
const DATABASE_PART = /^[^/]+\/(manifest\.json|database\.sql)$/;
const FILES_PART = /^[^/]+\/files\/./;

/**
 * Restores an archive of `npm run backup` (issue 23 §8) into an empty data folder: the database from
 * its pg_dump SQL into a new PGlite, its row counts checked against the manifest, then the uploads,
 * counted too. The folder is locked meanwhile, so a storefront started then is refused, and anything
 * written is removed again when a step fails, leaving the folder empty for another try. Last the
 * database is opened as the server opens it, which migrates a backup of an older version forward
 * from the last migration its journal records (issue 23 §9).
 */
export async function restoreBackup(archive: string, { into, filesDir }: RestoreOptions): Promise<Restored> {
  const started = performance.now();
  if (!existsSync(archive)) throw new RestoreRefusedError(`${archive}: no such file.`);
  refuseUnlessEmpty(into, filesDir);
  await mkdir(into, { recursive: true });
  const release = lockDataFolder(into);
  const staging = await mkdtemp(join(tmpdir(), 'storefront-restore-'));
  // What a failed restore takes out again: the database folder it made, and the uploads it unpacked
  // (the folder's contents, not the folder, which may be a mount point FILES_DIR names).
  const written: { path: string; contentsOnly: boolean }[] = [];
  let manifest: Manifest;
  let files = 0;
  try {
    manifest = await readManifest(archive, staging);
    refuseNewerVersion(manifest);

    const sql = await readFile(join(staging, 'database.sql'));
    refuseDamagedDump(archive, manifest, sql);

    const dataFolder = join(into, 'pg');
    written.push({ path: dataFolder, contentsOnly: false });
    // A new database, not the migrated template (lib/db/pglite-template.ts): the dump makes every table itself.
    const pg = await PGlite.create({ dataDir: dataFolder, extensions: { pg_trgm } });
    try {
      try {
        await pg.exec(sql.toString('utf8'));
      } catch (error) {
        // An archive made before the manifest kept the file's checksum, or SQL this PostgreSQL cannot read:
        // name the file, and what PostgreSQL said of it.
        throw new Error(
          `${archive}: its database.sql could not be read, damaged or incomplete perhaps (PostgreSQL: ${error instanceof Error ? error.message : String(error)}). ` +
            'Nothing was restored; try an earlier backup.',
          { cause: error },
        );
      }
      const counted = await countRows(pg);
      const differ = Object.keys({ ...manifest.tables, ...counted }).filter((table) => counted[table] !== manifest.tables[table]);
      if (differ.length > 0)
        throw new Error(
          `The restored database does not match the backup's manifest: ${differ.map((table) => `${table} has ${counted[table] ?? 'no table'}, expected ${manifest.tables[table] ?? 'none'}`).join('; ')}.`,
        );
    } finally {
      await pg.close();
    }

    if (manifest.files.included && manifest.files.count > 0 && filesDir) {
      await mkdir(filesDir, { recursive: true });
      written.push({ path: filesDir, contentsOnly: true });
      await extract({
        file: archive,
        cwd: filesDir,
        strip: 2,
        // Only the archive's own files and folders: a link could point anywhere once unpacked.
        filter: (path, entry) => FILES_PART.test(path) && 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
      });
      files = (await listUploadedFiles(filesDir)).paths.length;
      if (files !== manifest.files.count) throw new Error(`The archive held ${files} uploaded files, its manifest ${manifest.files.count}.`);
    }
  } catch (error) {
    for (const { path, contentsOnly } of written) {
      const paths = contentsOnly ? contents(path).map((name) => join(path, name)) : [path];
      for (const each of paths) await rm(each, { recursive: true, force: true });
    }
    throw error;
  } finally {
    release();
    await rm(staging, { recursive: true, force: true });
  }

  const handle = await openDatabase({ dataDir: into });
  try {
    if (handle.kind !== 'pglite') throw new Error('Restore opens the embedded database.');
    return { manifest, files, migrations: await appliedMigrations(handle.pglite), seconds: (performance.now() - started) / 1000 };
  } finally {
    await handle.close();
  }
}

/** The manifest and the SQL, unpacked into `staging`; the manifest read and checked. */
async function readManifest(archive: string, staging: string): Promise<Manifest> {
  await extract({ file: archive, cwd: staging, strip: 1, filter: (path) => DATABASE_PART.test(path) }).catch((error: Error) => {
    throw new RestoreRefusedError(`${archive} is not a storefront backup (${error.message}).`);
  });
  if (!existsSync(join(staging, 'manifest.json')) || !existsSync(join(staging, 'database.sql')))
    throw new RestoreRefusedError(`${archive} is not a storefront backup: it has no manifest.json and database.sql (made by npm run backup).`);
  let json: unknown;
  try {
    json = JSON.parse(await readFile(join(staging, 'manifest.json'), 'utf8'));
  } catch (error) {
    throw new RestoreRefusedError(`${archive}: its manifest.json is damaged (${(error as Error).message}). Nothing was restored; try an earlier backup.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new RestoreRefusedError(
      `${archive}: its manifest.json ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}.`,
    );
  return parsed.data;
}

/**
 * Issue 36 §4.8: a `database.sql` that is not the file the backup wrote (cut short, or changed on the
 * way) is named before PostgreSQL reads any of it, as a truncated archive is; PostgreSQL would say no
 * more than "syntax error at end of input", after writing half a database.
 */
function refuseDamagedDump(archive: string, manifest: Manifest, sql: Uint8Array): void {
  if (!manifest.dump) return;
  const found = dumpFacts(sql);
  if (found.bytes === manifest.dump.bytes && found.sha256 === manifest.dump.sha256) return;
  const size =
    found.bytes === manifest.dump.bytes
      ? `its ${found.bytes.toLocaleString('en')} bytes are not the ones its manifest's checksum records`
      : `it has ${found.bytes.toLocaleString('en')} bytes where its manifest records ${manifest.dump.bytes.toLocaleString('en')}`;
  throw new RestoreRefusedError(`${archive}: its database.sql is damaged: ${size}. Nothing was restored; try an earlier backup.`);
}

/** A backup whose schema is newer than this version's migrations would be read by code that does not know it. */
function refuseNewerVersion(manifest: Manifest): void {
  const last = manifest.migrations.last;
  const latest = readMigrationJournal().at(-1);
  if (last && latest && last.createdAt > latest.when)
    throw new RestoreRefusedError(
      `This backup was made by a newer version of the storefront (${manifest.app.version}, last migration ${last.tag ?? `of ${new Date(last.createdAt).toISOString()}`}); ` +
        `this one stops at ${latest.tag}. Update the storefront, then restore.`,
    );
}

/**
 * Restore writes only into a folder that holds nothing: never over a database, in use or not. A lock
 * file left by a process that is gone is all an empty folder may hold.
 */
export function refuseUnlessEmpty(into: string, filesDir: string | null): void {
  const lock = join(into, LOCK_FILE);
  if (existsSync(lock)) {
    const record = readFileSync(lock, 'utf8');
    if (ownerIsRunning(record))
      throw new RestoreRefusedError(
        `${into} is in use by a running process (pid ${Number.parseInt(record, 10)}), the storefront perhaps. ` +
          'Restore never writes over a database in use: stop it, then restore into an empty folder.',
      );
  }
  const held = contents(into).filter((name) => name !== LOCK_FILE);
  if (held.includes('pg'))
    throw new RestoreRefusedError(
      `${into} already holds a database (${join(into, 'pg')}). Restore writes only into an empty folder: ` +
        `move this one aside first (mv ${into} ${into}.before-restore), or restore elsewhere with --into.`,
    );
  if (held.length > 0)
    throw new RestoreRefusedError(`${into} is not empty (it holds ${held.slice(0, 5).join(', ')}). Restore writes only into an empty or new folder.`);
  const filesInside = filesDir !== null && !relative(resolve(into), resolve(filesDir)).startsWith('..');
  if (filesDir && !filesInside && contents(filesDir).length > 0)
    throw new RestoreRefusedError(`The uploads folder ${filesDir} (FILES_DIR) is not empty. Restore writes uploads only into an empty or new folder.`);
}

function contents(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
