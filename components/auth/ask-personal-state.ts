import { PERSONAL_STATE_PATH } from '@/lib/page-cache/shared-pages.mjs';
import type { PersonalState } from '@/lib/identity/status/personal-state';

/** Set once a tab has made its §4 start-up; kept for the tab's life, as the single-page app's start-up was. */
const STARTED_UP = 'storefront.started-up';

function startedUp(): boolean {
  try {
    return sessionStorage.getItem(STARTED_UP) !== null;
  } catch {
    return false;
  }
}

/**
 * Asks the server who this is (issue 29, decision 126): the tab's first ask is its §4 start-up
 * (POST: the vendor user fetched or created, lastLoginAt touched), every later one only reads.
 * Null when the server could not answer; the page then stays as everyone gets it.
 */
export async function askPersonalState({ onlyToStartUp = false }: { onlyToStartUp?: boolean } = {}): Promise<PersonalState | null> {
  const startUp = !startedUp();
  if (onlyToStartUp && !startUp) return null;
  try {
    const response = await fetch(PERSONAL_STATE_PATH, { method: startUp ? 'POST' : 'GET', credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return null;
    const state = (await response.json()) as PersonalState;
    if (startUp) sessionStorage.setItem(STARTED_UP, '1');
    return state;
  } catch (error) {
    console.error('Who is signed in could not be read:', error);
    return null;
  }
}
