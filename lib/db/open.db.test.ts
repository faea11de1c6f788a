import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '@/test/database';
import { openDatabase } from './open';
import { contactMessages } from './schema';

const TABLES = [
  'account_credits',
  'accounts',
  'app_secrets',
  'audit_log',
  'auth_rate_limits',
  'captcha_keys',
  'captcha_solutions',
  'catalog_imports',
  'categories',
  'contact_messages',
  'contact_replies',
  'customer_paperwork',
  'dev_outbox',
  'document_counters',
  'facet_bitmaps',
  'favorites',
  'guest_starts',
  'hold_lines',
  'hold_messages',
  'hold_requests',
  'imported_records',
  'invoice_payments',
  'invoices',
  'item_alternates',
  'item_blocks',
  'item_full_days',
  'items',
  'jwks',
  'order_extensions',
  'order_reminders',
  'orders',
  'productions',
  'rate_limits',
  'search_synonyms',
  'search_terms',
  'sessions',
  'set_list_comments',
  'set_list_items',
  'set_list_shares',
  'set_lists',
  'two_factors',
  'users',
  'vendor_users',
  'verifications',
];

async function tableNames(handle: Awaited<ReturnType<typeof openDatabase>>) {
  const result = (await handle.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  return result.rows.map((row) => row.table_name);
}

describe('migrations', () => {
  it('create every table on a fresh database', async () => {
    const handle = await openTestDatabase();
    try {
      expect(await tableNames(handle)).toEqual(TABLES);
    } finally {
      await handle.close();
    }
  });

  it('persist in the data folder, and a restart applies nothing twice', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-migrate-'));
    try {
      const first = await openDatabase({ dataDir });
      await first.db.insert(contactMessages).values({ id: 'kept', name: 'A', email: 'a@example.com', message: 'Kept across restarts.' });
      await first.close();
      const second = await openDatabase({ dataDir });
      expect(await tableNames(second)).toEqual(TABLES);
      expect(await second.db.select().from(contactMessages)).toHaveLength(1);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the embedded database folder belongs to one process (DESIGN: PGlite has no cross-process lock)', () => {
  let holder: ChildProcess | undefined;
  let dataDir = '';

  afterEach(() => {
    holder?.kill('SIGKILL');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  function startHolder(): Promise<ChildProcess> {
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-lock-'));
    const child = spawn(process.execPath, ['--import', 'tsx', 'test/hold-database.ts', dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    return new Promise((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve(child));
      child.on('exit', (code) => reject(new Error(`the holder exited early with ${code}`)));
    });
  }

  it('refuses a second process with a clear message while the first runs, and the data survives', async () => {
    holder = await startHolder();
    await expect(openDatabase({ dataDir })).rejects.toThrow(`in use by another process (pid ${holder.pid})`);

    holder.kill('SIGTERM');
    await new Promise((resolve) => holder?.once('exit', resolve));
    const handle = await openDatabase({ dataDir });
    const rows = await handle.db.select().from(contactMessages).where(eq(contactMessages.id, 'written-by-holder'));
    expect(rows).toHaveLength(1);
    await handle.close();
  });

  it('takes over the folder of a process that crashed, with its committed data intact', async () => {
    holder = await startHolder();
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder?.once('exit', resolve));
    const handle = await openDatabase({ dataDir });
    expect(await handle.db.select().from(contactMessages)).toHaveLength(1);
    await handle.close();
  });

  it('issue 9: takes over a lock left by a process that exited but was never reaped (a build worker)', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-lock-'));
    // The holder's parent becomes `sleep`, which never reaps it: after --crash it is a zombie that still answers signals.
    holder = spawn('sh', ['-c', `"${process.execPath}" --import tsx test/hold-database.ts "${dataDir}" --crash & exec sleep 600`], { stdio: 'ignore' });
    const lockFile = join(dataDir, 'storefront.pid');
    const zombie = await waitFor(() => {
      const pid = existsSync(lockFile) ? Number.parseInt(readFileSync(lockFile, 'utf8'), 10) : NaN;
      return Number.isInteger(pid) && procState(pid) === 'Z' ? pid : undefined;
    });
    expect(() => process.kill(zombie, 0)).not.toThrow();
    const handle = await openDatabase({ dataDir });
    expect(await handle.db.select().from(contactMessages)).toHaveLength(1);
    await handle.close();
  });

  it('issue 9: takes over a lock whose PID now belongs to another program', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-lock-'));
    // PID 1 runs, but it started at another time than the one the file records.
    writeFileSync(join(dataDir, 'storefront.pid'), '1 999999999999');
    const handle = await openDatabase({ dataDir });
    await handle.close();
    expect(existsSync(join(dataDir, 'storefront.pid'))).toBe(false);
  });

  it('refuses a second open of the same folder inside one process', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-lock-'));
    const first = await openDatabase({ dataDir });
    await expect(openDatabase({ dataDir })).rejects.toThrow(`pid ${process.pid}`);
    await first.close();
  });
});

function procState(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

/** The probe's first defined answer, asked every 100 ms with no deadline of its own (the test's timeout ends a hang). */
async function waitFor<T>(probe: () => T | undefined): Promise<T> {
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
