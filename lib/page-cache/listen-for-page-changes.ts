import 'server-only';
import { database } from '@/lib/db';
import { listen } from '@/lib/db/listen';
import { everyPageChanged, pageCacheRunning, pagesChanged } from './page-tags';
import { PAGE_CHANGED_CHANNEL } from './shared-pages.mjs';

/**
 * Every instance listens for the writes of all of them (decision 105): a staff edit on one empties
 * that prop's page on each. Listening for the process's life takes one connection, outside the pool.
 */
export async function listenForPageChanges(): Promise<void> {
  if (!pageCacheRunning()) return;
  await listen(await database(), PAGE_CHANGED_CHANNEL, pagesChanged, everyPageChanged);
}
