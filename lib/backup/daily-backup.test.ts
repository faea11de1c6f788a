import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { archiveName, backupName, isArchiveName } from './backup-name';
import type { MadeBackup } from './create-backup';
import { formatBytes, runDailyBackup } from './daily-backup';
import { pruneBackups } from './prune-backups';

let folder = '';
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'storefront-retention-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const DAY = 86_400_000;
const FIRST = Date.parse('2026-10-25T03:15:00Z');
/** An archive of `day` days after the first, as the daily backup names it (its bytes do not matter here). */
function archiveOf(day: number): string {
  const name = archiveName(new Date(FIRST + day * DAY));
  writeFileSync(join(folder, name), 'archive');
  return name;
}
const held = () => readdirSync(folder).sort();

describe('issue 23 §8: backup names', () => {
  it('say when, in UTC to the second, and sort as the backups were made', () => {
    expect(backupName(new Date('2026-11-24T23:15:00.456Z'))).toBe('storefront-backup-2026-11-24T231500Z');
    expect(archiveName(new Date('2026-11-24T23:15:00Z'))).toBe('storefront-backup-2026-11-24T231500Z.tar.gz');
    const names = [0, 9, 10, 100, 400].map((day) => archiveName(new Date(FIRST + day * DAY)));
    expect([...names].reverse().sort()).toEqual(names);
    expect(names.every(isArchiveName)).toBe(true);
    for (const other of [
      'storefront-backup-2026-11-24T231500Z.tar.gz.partial',
      '.storefront-backup-2026-11-24T231500Z.tar.gz.partial',
      'notes.txt',
      'storefront-backup-latest.tar.gz',
    ])
      expect(isArchiveName(other), other).toBe(false);
  });
});

describe('issue 23 §8: retention keeps exactly the newest N', () => {
  it('keeps the newest N of the daily archives, whatever order they were written in, and removes the rest', async () => {
    const names = [5, 0, 3, 1, 4, 2, 6].map(archiveOf);
    const removed = await pruneBackups(folder, 3);
    expect(held()).toEqual([4, 5, 6].map((day) => archiveName(new Date(FIRST + day * DAY))));
    expect(removed).toEqual([0, 1, 2, 3].map((day) => join(folder, archiveName(new Date(FIRST + day * DAY)))));
    expect(names).toHaveLength(7);
  });

  it('removes nothing while there are N or fewer, and never touches files it did not name', async () => {
    archiveOf(0);
    archiveOf(1);
    for (const other of ['notes.txt', '.storefront-backup-2026-10-27T031500Z.tar.gz.partial', 'storefront-backup-manual.tar.gz'])
      writeFileSync(join(folder, other), 'kept');
    expect(await pruneBackups(folder, 2)).toEqual([]);
    expect(await pruneBackups(folder, 1)).toEqual([join(folder, archiveName(new Date(FIRST)))]);
    expect(held()).toEqual([
      '.storefront-backup-2026-10-27T031500Z.tar.gz.partial',
      'notes.txt',
      archiveName(new Date(FIRST + DAY)),
      'storefront-backup-manual.tar.gz',
    ]);
  });

  it('refuses to keep none: BACKUP_KEEP=0 turns the daily backup off instead of removing every backup', async () => {
    archiveOf(0);
    await expect(pruneBackups(folder, 0)).rejects.toThrow('keeps at least one backup');
    expect(held()).toHaveLength(1);
  });
});

describe('issue 23 §8: the daily backup', () => {
  /** A backup as createBackup answers it, written as the archive of `day`. */
  const backUpOn =
    (day: number) =>
    async (into: string): Promise<MadeBackup> => {
      expect(into).toBe(folder);
      const name = archiveOf(day);
      return { path: join(folder, name), bytes: 1_234_567, seconds: 2.345, manifest: {} as MadeBackup['manifest'] };
    };

  it('logs one line for the backup (path, size, time) and one for each archive it removes', async () => {
    const lines: string[] = [];
    const log = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`ERROR ${line}`) };
    for (const day of [0, 1, 2]) await runDailyBackup(backUpOn(day), folder, 2, log);
    const path = (day: number) => join(folder, archiveName(new Date(FIRST + day * DAY)));
    expect(lines).toEqual([
      `Backup: ${path(0)}, 1.2 MB, in 2.3 s.`,
      `Backup: ${path(1)}, 1.2 MB, in 2.3 s.`,
      `Backup: ${path(2)}, 1.2 MB, in 2.3 s.`,
      `Backup: removed ${path(0)}, keeping the newest 2.`,
    ]);
    expect(held()).toEqual([path(1), path(2)].map((full) => full.slice(folder.length + 1)));
  });

  it('a failed backup is logged and removes nothing', async () => {
    archiveOf(0);
    archiveOf(1);
    const lines: string[] = [];
    const log = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`ERROR ${line}`) };
    await runDailyBackup(() => Promise.reject(new Error('disk full')), folder, 1, log);
    expect(lines).toEqual(['ERROR Backup failed, nothing was removed; the next runs tomorrow at 03:15: disk full']);
    expect(held()).toHaveLength(2);
  });

  it('sizes read as a person reads them', () => {
    expect([999, 12_345, 98_765_432, 2_500_000_000].map(formatBytes)).toEqual(['999 B', '12.3 kB', '98.8 MB', '2.50 GB']);
  });
});
