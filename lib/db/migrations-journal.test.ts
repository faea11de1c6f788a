import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import journal from './migrations/meta/_journal.json';

describe('the migration journal', () => {
  it('dates every migration after the one before: the migrator applies only those dated after the last one it applied', () => {
    const dates = journal.entries.map((entry) => entry.when);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(new Set(dates).size).toBe(dates.length);
  });

  it('lists every migration file once, in order', () => {
    const files = readdirSync(new URL('./migrations', import.meta.url)).filter((name) => name.endsWith('.sql'));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files.sort());
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, index) => index));
  });
});
