import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A new embedded database is mostly PostgreSQL's initdb, run in WebAssembly: 2.7 s of a fresh start's
 * 4.4 s on disk, 2.6 s of every test file's database in memory. So the first one, once migrated and
 * before anything is written to it, is kept as a tarball, and later new databases are loaded from it:
 * about 0.9 s on disk, 0.6 s in memory. (Uncompressed, 42 MB: gzip saves disk but costs 0.2 s a
 * load; copying a data folder instead took longer, 1.3 s, for its thousand small files.) Its name
 * carries a hash of the migrations and PGlite's version: a changed migration or an upgrade makes a
 * new one, never a database that differs from one built the long way.
 */
export function pgliteTemplatePath(migrationsFolder: string, root = process.cwd()): string | null {
  const pglitePackage = join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  if (!existsSync(pglitePackage)) return null;
  const hash = createHash('sha256').update(readFileSync(pglitePackage));
  for (const file of migrationFiles(migrationsFolder)) hash.update(file).update(readFileSync(join(migrationsFolder, file)));
  return join(root, 'node_modules', '.cache', 'storefront', `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

function migrationFiles(folder: string): string[] {
  const sql = readdirSync(folder).filter((file) => file.endsWith('.sql'));
  return [...sql, join('meta', '_journal.json')].sort();
}

/** The template's tarball, when one has been kept. */
export function readPgliteTemplate(path: string | null): Blob | undefined {
  return path && existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}

/**
 * Keeps a just-migrated, still empty database as the template. Written beside and renamed, so a
 * reader never sees half a file when test workers write it at once; a folder that cannot be written
 * only means the next new database takes the long way too.
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
