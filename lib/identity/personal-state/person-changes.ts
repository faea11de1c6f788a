import 'server-only';
import { listen } from '@/lib/db/listen';
import type { DatabaseHandle } from '@/lib/db/open';
import { PersonalStateCache } from './personal-state-cache';

/** The channel migration person-changed notifies, with the uid whose own state changed. */
export const PERSON_CHANGED_CHANNEL = 'person_changed';

type Kept = { cache: PersonalStateCache; listening: Promise<unknown> };
const kept = new WeakMap<DatabaseHandle, Kept>();

/**
 * This process's kept answers to /api/me for a database, once it listens for the writes that end
 * them, from every app instance and every writer; null while it cannot listen, and nothing is kept.
 */
export async function personalStateCache(handle: DatabaseHandle): Promise<PersonalStateCache | null> {
  let entry = kept.get(handle);
  if (!entry) {
    const cache = new PersonalStateCache();
    // After a reconnect, changes may have come and gone unheard: nothing kept is trusted.
    const listening = listen(
      handle,
      PERSON_CHANGED_CHANNEL,
      (uid) => cache.changed(uid),
      () => cache.clear(),
    );
    entry = { cache, listening };
    kept.set(handle, entry);
  }
  try {
    await entry.listening;
    return entry.cache;
  } catch (error) {
    if (kept.get(handle) === entry) kept.delete(handle);
    console.error('Not keeping answers to /api/me: cannot listen for changes.', error instanceof Error ? error.message : error);
    return null;
  }
}
