import { createHash, type Hash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { extract } from 'tar';

/**
 * A new embedded database is mostly PostgreSQL's initdb, run in WebAssembly: 2.7 s of a fresh start's
 * 4.4 s on disk, 2.6 s of every test file's database in memory. So the first one, once migrated and
 * before anything is written to it, is kept as a tarball, and later new databases are loaded from it:
 * about 0.9 s on disk, 0.6 s in memory. (Uncompressed, 42 MB: gzip saves disk but costs 0.2 s a
 * load; copying a data folder instead took longer, 1.3 s, for its thousand small files; unpacking
 * the tarball with Node's file calls, `unpackPgliteTemplate`, is quicker than PGlite's loadDataDir.)
 * Its name carries a hash of the migrations and PGlite's version: a changed migration or an upgrade
 * makes a new one, never a database that differs from one built the long way.
 */
export function pgliteTemplatePath(migrationsFolder: string, root = process.cwd()): string | null {
  const hash = migrationsHash(migrationsFolder, root);
  return hash ? join(root, 'node_modules', '.cache', 'storefront', `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`) : null;
}

/**
 * The template of a new database once a seed has written to it (lib/db/open.ts, issue 29): kept the
 * same way, and named by the migrations, PGlite's version and `content`, all the seed writes. A
 * changed seed, vocabulary or tenant makes a new one, never a stale catalogue.
 */
export function seededPgliteTemplatePath(migrationsFolder: string, content: string, root = process.cwd()): string | null {
  const hash = migrationsHash(migrationsFolder, root)?.update('\0seed\0').update(content);
  return hash ? join(root, 'node_modules', '.cache', 'storefront', `pglite-seeded-${hash.digest('hex').slice(0, 16)}.tar`) : null;
}

function migrationsHash(migrationsFolder: string, root: string): Hash | null {
  const pglitePackage = join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  if (!existsSync(pglitePackage)) return null;
  const hash = createHash('sha256').update(readFileSync(pglitePackage));
  for (const file of migrationFiles(migrationsFolder)) hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  return hash;
}

function migrationFiles(folder: string): string[] {
  const sql = readdirSync(folder).filter((file) => file.endsWith('.sql'));
  return [...sql, join('meta', '_journal.json')].sort();
}

/** The template's tarball, when one has been kept. */
export function keptPgliteTemplate(path: string | null): string | null {
  return path && existsSync(path) ? path : null;
}

/** The tarball for PGlite to load into a database in memory. */
export function readPgliteTemplate(path: string): Blob {
  return new Blob([readFileSync(path)]);
}

/**
 * Unpacks the tarball into a new data folder with Node's own file calls, not PGlite's `loadDataDir`
 * through its WebAssembly file system: a quarter of a second less of a cold start (issue 29).
 * Unpacked beside and renamed, so a start stopped halfway leaves no folder that looks like a database.
 */
export function unpackPgliteTemplate(path: string, folder: string): void {
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  extract({ file: path, cwd: partial, sync: true });
  renameSync(partial, folder);
}

/**
 * Keeps a database as a template: just migrated and still empty, or just seeded. Written beside and
 * renamed, so a reader never sees half a file when test workers write it at once; a folder that
 * cannot be written only means the next new database takes the long way too.
 */
export async function keepPgliteTemplate(client: PGlite, path: string | null): Promise<void> {
  if (!path) return;
  try {
    const tarball = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
    mkdirSync(join(path, '..'), { recursive: true });
    const partial = `${path}.${process.pid}.partial`;
    writeFileSync(partial, tarball);
    renameSync(partial, path);
  } catch (error) {
    console.warn(`Could not keep the embedded database's template (${error instanceof Error ? error.message : String(error)}).`);
  }
}
