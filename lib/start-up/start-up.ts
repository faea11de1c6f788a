import 'server-only';
import { scheduleBackups } from '@/lib/backup/backup-schedule';
import { env } from '@/lib/env/env';
import { scheduleHoldSweeps } from '@/lib/holds/hold-schedule';
import { scheduleImportSweeps } from '@/lib/inventory/catalog-csv/import-schedule';
import { answerPersonalState } from '@/lib/identity/personal-state/personal-state-answer';
import { listenForPageChanges } from '@/lib/page-cache/listen-for-page-changes';
import { PERSONAL_STATE_BRIDGE } from '@/lib/page-cache/shared-pages.mjs';
import { tenant } from '@/lib/tenant';
import { ensureDatabaseReady } from './database-ready';

/** Start-up in the server process: the tenant and environment are valid, the database migrated and, if empty, seeded; the cached pages listening for writes; the holds sweep scheduled. */
export async function startStorefront(): Promise<void> {
  try {
    void tenant; // parsed on import: an invalid file throws naming the field
    env();
    await ensureDatabaseReady();
    // Before the first request, so no page is kept that a later write would not empty.
    await listenForPageChanges();
    // `npm start` answers GET /api/me with this before Next.js routes it (decision 126).
    (globalThis as Record<symbol, unknown>)[PERSONAL_STATE_BRIDGE] = answerPersonalState;
  } catch (error) {
    // A storefront that cannot read its tenant or open its database must stop, not answer 500s forever.
    console.error(`The storefront cannot start.\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  // Holds expire and second holds move up on time (issue 12 §3).
  scheduleHoldSweeps();
  // Catalogue imports a stopped server left half done finish, or say they failed (issue 23 §10).
  scheduleImportSweeps();
  // The embedded database backed up every night, and `npm run backup` answered while the server runs (issue 23 §8).
  scheduleBackups();
}
