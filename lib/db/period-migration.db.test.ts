import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery } from '@/test/database';
import { rowsOf } from './sql';

/**
 * Issue 28 §2: a database made before migration 0022 (the demo's eras among its props' tags) is
 * migrated to one with each era in its item's period, as a new demo database has it. The database is
 * migrated up to 0021 from a copy of the migrations folder cut there, given old-style rows, then
 * migrated on with the real folder, as `npm start` does after an upgrade.
 */

const MIGRATIONS = new URL('./migrations/', import.meta.url).pathname;
const journal = JSON.parse(readFileSync(join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const PERIOD_MIGRATION = '0022_period-and-size';

/** The migrations folder as it was before 0022. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-before-'));
  mkdirSync(join(folder, 'meta'));
  const entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  for (const entry of entries) copyFileSync(join(MIGRATIONS, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}

type Database = { execute: (query: ReturnType<typeof sql>) => Promise<unknown>; migrate: (folder: string) => Promise<void>; close: () => Promise<void> };

/** PGlite in memory, or a database of its own on TEST_DATABASE_URL's server, not yet migrated. */
async function emptyDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const client = await PGlite.create({ extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    return { execute: (query) => db.execute(query), migrate: (folder) => migratePglite(db, { migrationsFolder: folder }), close: () => client.close() };
  }
  const name = `storefront_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzleNodePg(pool);
  return {
    execute: (query) => db.execute(query),
    migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

let database: Database;
let before: string;

/** An item as the app wrote it before 0022: no period column yet. */
function oldItem(id: string, tags: string[], { status = 'active', height = 30 }: { status?: string; height?: number } = {}) {
  return sql`insert into items (id, sku, title, description, category_id, vendor_id, photos, tags, colors, rooms, materials, purchase_type, weekly_price, currency, quantity, status, dimensions, weight_lb)
    values (${id}, ${id.toUpperCase()}, ${`Prop ${id}`}, 'A prop.', 'furniture', 'cahuenga-props', '[]'::jsonb, ${`{${tags.map((tag) => `"${tag}"`).join(',')}}`}::text[],
      '{Red}', '{Office}', '{Oak}', 'Weekly Rental', 4500, 'USD', 1, ${status}, ${JSON.stringify({ width: 20, depth: 18, height })}::jsonb, 10)`;
}

beforeAll(async () => {
  before = migrationsBefore(PERIOD_MIGRATION);
  database = await emptyDatabase();
  await database.migrate(before);
  await database.execute(
    sql`insert into categories (id, name, description, photo) values ('furniture', 'Furniture', 'Chairs.', '{"url": "/x", "width": 1, "height": 1, "alt": ""}'::jsonb)`,
  );
  await database.execute(oldItem('victorian-chair', ['Victorian', 'Ornate']));
  await database.execute(oldItem('seventies-lamp', ['Retro', '1970s', 'Mid-Century'], { height: 62 }));
  await database.execute(oldItem('paint-lot', ['Surplus', 'Rustic'], { height: 14 }));
  await database.execute(oldItem('lower-case', ['victorian']));
  await database.execute(oldItem('hidden-deco', ['Art Deco', 'Glam'], { status: 'hidden' }));
  await database.migrate(MIGRATIONS);
}, 300_000);

afterAll(async () => {
  await database?.close();
  if (before) rmSync(before, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.execute(query));

describe('issue 28 §2: migration 0022 moves an era found in tags into period', () => {
  it("moves an item's first era tag into its period and out of its tags; other tags, and tags that name no era exactly, stay", async () => {
    const items = await rows<{ id: string; period: string | null; tags: string[] }>(sql`select id, period, tags from items order by id`);
    expect(items).toEqual([
      { id: 'hidden-deco', period: 'Art Deco', tags: ['Glam'] },
      { id: 'lower-case', period: null, tags: ['victorian'] },
      { id: 'paint-lot', period: null, tags: ['Surplus', 'Rustic'] },
      { id: 'seventies-lamp', period: '1970s', tags: ['Retro', 'Mid-Century'] },
      { id: 'victorian-chair', period: 'Victorian', tags: ['Ornate'] },
    ]);
  });

  it("rewrites every listed item's facet values through the trigger: its period and its size bins, no era tag", async () => {
    const [chair] = await rows<{ facet_values: string[] }>(sql`select facet_values from items where id = 'victorian-chair'`);
    expect(chair!.facet_values).toEqual(
      expect.arrayContaining(['period:Victorian', 'tags:Ornate', 'width:12 to 24 in', 'depth:12 to 24 in', 'height:24 to 36 in']),
    );
    expect(chair!.facet_values).not.toContain('tags:Victorian');
    const [lot] = await rows<{ facet_values: string[] }>(sql`select facet_values from items where id = 'paint-lot'`);
    expect(lot!.facet_values.filter((value) => value.startsWith('period:'))).toEqual([]);
    expect(lot!.facet_values).toContain('height:12 to 24 in');
    const [hidden] = await rows<{ facet_values: string[] }>(sql`select facet_values from items where id = 'hidden-deco'`);
    expect(hidden!.facet_values).toEqual([]);
  });

  it('leaves the facet bitmaps counting periods and sizes, and no era among the tags', async () => {
    const counts = await rows<{ facet_value: string; count: number }>(
      sql`select facet_value, sum(bit_count(bits))::int as count from facet_bitmaps where facet_value like 'period:%' or facet_value like 'height:%' or facet_value like 'tags:%' group by 1 order by 1`,
    );
    expect(Object.fromEntries(counts.map((row) => [row.facet_value, Number(row.count)]))).toEqual({
      'height:12 to 24 in': 1,
      'height:24 to 36 in': 2,
      'height:48 to 72 in': 1,
      'period:1970s': 1,
      'period:Victorian': 1,
      'tags:Mid-Century': 1,
      'tags:Ornate': 1,
      'tags:Retro': 1,
      'tags:Rustic': 1,
      'tags:Surplus': 1,
      'tags:victorian': 1,
    });
  });

  it('finds a moved era by text still, now from the period', async () => {
    const found = await rows<{ id: string }>(sql`select id from items where search_vector @@ plainto_tsquery('english', 'victorian') order by id`);
    expect(found.map((row) => row.id)).toEqual(['lower-case', 'victorian-chair']);
  });
});
