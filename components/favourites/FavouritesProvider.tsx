'use client';

import { createContext, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { favouritesStore, type FavouritesStore } from './favourites-store';

const NONE: string[] = [];

const FavouritesContext = createContext<FavouritesStore>(favouritesStore(NONE));

/**
 * One heart's state, and how to record the server's answer to a tap. Each heart reads the store by
 * its own prop: when the person's favourites arrive after a shared page has loaded (decision 126),
 * only the hearts that change render again, not the 48 on a catalogue page (issue 29's main thread).
 */
export function useFavourite(itemId: string): { favourite: boolean; remember: FavouritesStore['remember'] } {
  const store = useContext(FavouritesContext);
  const favourite = useSyncExternalStore(
    store.subscribe,
    () => store.isFavourite(itemId),
    () => store.wasDrawn(itemId),
  );
  return { favourite, remember: store.remember };
}

/**
 * Which props the person keeps, for every heart on the page. A guest's list comes with the page's
 * personal state (the layout's, or /api/me's on a shared page); for a signed-in customer the live profile's `favorites` map then takes over, so a heart tapped
 * in one tab shows in every other (spec §4). The answers of this tab's own taps are kept until a
 * newer profile answers for them.
 */
export function FavouritesProvider({ children }: { children: ReactNode }) {
  const { state, personal } = useAuth();
  const initial = personal?.favouriteIds ?? NONE;
  const profile = state.status === 'authenticated' ? state.vendorUser.favorites : null;
  const kept = useMemo(() => (profile ? Object.keys(profile) : initial), [profile, initial]);
  const [store] = useState(() => favouritesStore(kept));
  useLayoutEffect(() => store.keep(kept, profile), [store, kept, profile]);
  return <FavouritesContext.Provider value={store}>{children}</FavouritesContext.Provider>;
}
