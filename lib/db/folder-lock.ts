import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite has no cross-process lock, so two processes on one data folder would corrupt it.
 * Like Postgres' own postmaster.pid, the folder holds the owner's PID; a live owner refuses
 * the newcomer, a gone one's file is stale and taken over. No timers: a long synchronous
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

type ProcStat = { state: string; startTicks: string };

/** Linux's /proc/PID/stat: the state letter and the start time since boot, which tell a zombie and a reused PID. */
function procStat(pid: number): ProcStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may hold spaces: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startTicks: fields[19] ?? '' };
  } catch {
    return null;
  }
}

/** What the lock file records of its owner: the PID and, where the system tells, when that process started. */
export function ownerRecord(pid: number): string {
  const stat = procStat(pid);
  return stat ? `${pid} ${stat.startTicks}` : String(pid);
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Whether the process a lock file names still runs. A process that exited but was never reaped
 * (a zombie, as a build's worker can be) still answers signals, and a PID can be reused by
 * another program: both hold no database, so both are stale.
 */
export function ownerIsRunning(record: string): boolean {
  const [pidText, startTicks] = record.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isSafeInteger(pid) || pid <= 0 || !signalable(pid)) return false;
  const stat = procStat(pid);
  if (!stat) return true; // no /proc: the signal is all we know
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return startTicks === undefined || startTicks === stat.startTicks;
}

/** Takes the folder for this process; returns the release function. */
export function lockDataFolder(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, ownerRecord(process.pid));
      closeSync(fd);
      held.add(path);
      const release = () => {
        process.off('exit', release);
        held.delete(path);
        try {
          if (Number.parseInt(readFileSync(path, 'utf8'), 10) === process.pid) unlinkSync(path);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const record = readFileSync(path, 'utf8');
      const owner = Number.parseInt(record, 10);
      const ownerIsLive = owner === process.pid ? held.has(path) : ownerIsRunning(record);
      if (ownerIsLive) {
        throw new DatabaseFolderInUseError(dataDir, owner);
      }
      unlinkSync(path); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock the embedded database folder ${dataDir}.`);
}
