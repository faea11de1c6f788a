import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no cross-process lock, so two processes on one data folder would corrupt it.
 * Like Postgres' own postmaster.pid, the folder holds the owner's PID; a live owner refuses
 * the newcomer, a dead one's file is stale and taken over. No timers: a long synchronous
 * WebAssembly query cannot make a held lock look stale.
 */
export class DatabaseFolderInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        'Stop that process first (for example the running storefront), or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
    this.name = 'DatabaseFolderInUseError';
  }
}

const LOCK_FILE = 'storefront.pid';

/** Folders this process holds, kept across dev reloads. Our own PID in a file we do not hold is stale (a restarted container reuses PIDs). */
const held: Set<string> = ((globalThis as { __storefrontHeldFolders?: Set<string> }).__storefrontHeldFolders ??= new Set());

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder for this process; returns the release function. */
export function lockDataFolder(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(path);
      const release = () => {
        process.off('exit', release);
        held.delete(path);
        try {
          if (readFileSync(path, 'utf8') === String(process.pid)) unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
      const ownerIsLive = owner === process.pid ? held.has(path) : Number.isInteger(owner) && isAlive(owner);
      if (ownerIsLive) {
        throw new DatabaseFolderInUseError(dataDir, owner);
      }
      unlinkSync(path); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock the embedded database folder ${dataDir}.`);
}
