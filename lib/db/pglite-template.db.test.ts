import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tempFolders } from '@/test/temp-folders';
import { openDatabase } from './open';
import { pgliteTemplatePath } from './pglite-template';
import { rowsOf } from './sql';
import { contactMessages } from './schema';

const MIGRATIONS = resolve('lib/db/migrations');
const newFolder = tempFolders('storefront-template-');

const journalEntries = (JSON.parse(readFileSync(join(MIGRATIONS, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

describe('issue 14 §2: a new embedded database starts from a kept, migrated template (cold start)', () => {
  it('the first new database keeps the template; the next starts from it, fully migrated and empty, and keeps what is written to it', async () => {
    const first = await openDatabase({ dataDir: newFolder() });
    await first.close();
    expect(existsSync(pgliteTemplatePath(MIGRATIONS)!)).toBe(true);

    const dataDir = newFolder();
    const fromTemplate = await openDatabase({ dataDir });
    const [applied] = rowsOf<{ count: number }>(await fromTemplate.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`));
    expect(Number(applied!.count)).toBe(journalEntries);
    expect(await fromTemplate.db.select().from(contactMessages)).toEqual([]);
    await fromTemplate.db.insert(contactMessages).values({ id: 'kept', name: 'Kept', email: 'kept@example.test', message: 'Still here after a restart.' });
    await fromTemplate.close();

    const reopened = await openDatabase({ dataDir });
    expect((await reopened.db.select({ name: contactMessages.name }).from(contactMessages)).map((row) => row.name)).toEqual(['Kept']);
    await reopened.close();
  });

  it('a new database in memory, as each test file opens one, starts from the same template', async () => {
    expect(existsSync(pgliteTemplatePath(MIGRATIONS)!)).toBe(true);
    const inMemory = await openDatabase({});
    const [applied] = rowsOf<{ count: number }>(await inMemory.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`));
    expect(Number(applied!.count)).toBe(journalEntries);
    expect(await inMemory.db.select().from(contactMessages)).toEqual([]);
    await inMemory.close();
  });

  it('a changed migration names another template, so no database starts from an older schema', () => {
    const migrations = newFolder();
    cpSync(MIGRATIONS, migrations, { recursive: true });
    const before = pgliteTemplatePath(migrations);
    expect(before).toBe(pgliteTemplatePath(MIGRATIONS));
    writeFileSync(join(migrations, '9999_later.sql'), 'create table later (id int);');
    expect(pgliteTemplatePath(migrations)).not.toBe(before);
  });
});
