import type { SetListChoice } from '@/lib/set-lists/set-list-state';
import type { InitializeEvent } from './auth-status';

/**
 * What of a page is the person's own (issue 29, decision 126): who they are (§4 start-up's
 * INITIALIZE) with the ID token it refreshed, a guest's hearts and set lists (a signed-in
 * customer's come with the vendor user's §3 maps), and the customer an admin is signed in as.
 * A personal page's layout renders it; a shared page gets it from /api/me after it loads.
 */
export type PersonalState = {
  event: InitializeEvent;
  idToken: string | null;
  favouriteIds: string[];
  setListChoices: SetListChoice[];
  supportSessionFor: string | null;
};
