import 'server-only';
import { after } from 'next/server';
import { database } from '@/lib/db';
import { customFieldValues } from '@/lib/catalog/facets';
import { houseToday } from '@/lib/house/clock';
import { tenant } from '@/lib/tenant';
import { runCatalogImport, STALE_CLAIM_MS } from './run-import';

/** The house's own options for a run: its currency for new items, its colours and periods, and today where it is. */
export function houseImportOptions() {
  return {
    vendorId: tenant.vendor.id,
    currency: tenant.currency,
    colors: tenant.colorMap.map((color) => color.name),
    periods: customFieldValues(tenant, 'period'),
    today: houseToday(tenant.vendor.timezone),
  };
}

/**
 * Runs an import on this server after the answer has been sent (Next.js's `after`), so staff see the
 * progress page at once. If another worker holds a fresh claim, the run returns at once.
 */
export function importInBackground(id: string): void {
  after(async () => {
    // Not getDb(): its connection() is refused after the answer, when a page render resumed the import.
    await runCatalogImport((await database()).db, id, houseImportOptions());
  });
}

/** Whether an importing import has no live worker: never claimed, or its claim not renewed for too long. */
export function needsWorker(state: string, claimedAt: Date | null, now = new Date()): boolean {
  return state === 'importing' && (claimedAt === null || now.getTime() - claimedAt.getTime() > STALE_CLAIM_MS);
}
