'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';

type Favourites = { isFavourite: (itemId: string) => boolean; remember: (itemId: string, favourite: boolean) => void };

const NONE: string[] = [];

const FavouritesContext = createContext<Favourites>({ isFavourite: () => false, remember: () => {} });

export function useFavourites(): Favourites {
  return useContext(FavouritesContext);
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
  const [answers, setAnswers] = useState<{ base: unknown; byItem: ReadonlyMap<string, boolean> }>({ base: profile, byItem: new Map() });
  if (answers.base !== profile) setAnswers({ base: profile, byItem: new Map() });

  const kept = useMemo(() => new Set(profile ? Object.keys(profile) : initial), [profile, initial]);
  const isFavourite = useCallback((itemId: string) => answers.byItem.get(itemId) ?? kept.has(itemId), [answers, kept]);
  const remember = useCallback(
    (itemId: string, favourite: boolean) => setAnswers((current) => ({ base: current.base, byItem: new Map(current.byItem).set(itemId, favourite) })),
    [],
  );
  const value = useMemo(() => ({ isFavourite, remember }), [isFavourite, remember]);
  return <FavouritesContext.Provider value={value}>{children}</FavouritesContext.Provider>;
}
