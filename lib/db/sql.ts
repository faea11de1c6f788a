import { sql, type SQL } from 'drizzle-orm';

/** A text[] parameter, quoted for Postgres's array syntax. */
export function pgTextArray(values: string[]): SQL {
  return sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
}

/** The rows of a raw `db.execute`: both drivers answer `{ rows }`, typed apart. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
