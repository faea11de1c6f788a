import 'server-only';
import { Cron } from 'croner';
import { database } from '@/lib/db';
import { houseImportOptions } from './import-in-background';
import { releaseClaimsOfStoppedProcess, resumeCatalogImports } from './resume-imports';

let job: Cron | null = null;

/**
 * Runs the catalogue import sweep (issue 23 §10, decision 108) now and then every minute in this
 * server process, beside the holds sweep, so an import its server stopped finishes, or says it
 * failed, without anyone opening its page. `protect` skips a run while the last one is still going
 * (a sweep runs whole imports); several instances may each run it, since every import is claimed.
 */
export function scheduleImportSweeps(): void {
  if (job) return;
  job = new Cron('* * * * *', { protect: true, name: 'catalog-import-sweep' }, async () => {
    try {
      // Outside any request: the process's database itself, not getDb() (which waits for a request).
      const resumed = await resumeCatalogImports((await database()).db, houseImportOptions());
      for (const { id, outcome } of resumed) if (outcome !== 'busy') console.log(`Catalogue import ${id} resumed by the sweep: ${outcome}.`);
    } catch (error) {
      console.error('Catalogue import sweep failed; it runs again in a minute:', error);
    }
  });
  // At start-up too: an import the last server left need not wait for the minute, nor, on the
  // embedded database, for its claim to go stale.
  void (async () => {
    const handle = await database();
    if (handle.kind === 'pglite') await releaseClaimsOfStoppedProcess(handle.db);
    await job?.trigger();
  })().catch((error) => console.error('Catalogue import sweep at start-up failed; it runs again in a minute:', error));
}
