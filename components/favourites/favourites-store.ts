/**
 * The person's favourites outside React's tree, so each heart subscribes to its own prop
 * (`useSyncExternalStore`) rather than every heart rendering again on any change.
 */
export type FavouritesStore = {
  subscribe: (listener: () => void) => () => void;
  isFavourite: (itemId: string) => boolean;
  /** As the page's HTML drew it: what hydration must match. */
  wasDrawn: (itemId: string) => boolean;
  /** The server's answer to a tap in this tab. */
  remember: (itemId: string, favourite: boolean) => void;
  /** The person's kept props; `base` is the profile they come from: a new one drops this tab's answers, which it now includes. */
  keep: (ids: readonly string[], base: unknown) => void;
};

export function favouritesStore(drawnIds: readonly string[]): FavouritesStore {
  const drawn = new Set(drawnIds);
  let kept = drawn;
  let base: unknown = null;
  let answers = new Map<string, boolean>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isFavourite: (itemId) => answers.get(itemId) ?? kept.has(itemId),
    wasDrawn: (itemId) => drawn.has(itemId),
    remember: (itemId, favourite) => {
      answers = new Map(answers).set(itemId, favourite);
      changed();
    },
    keep: (ids, from) => {
      if (from !== base) {
        base = from;
        answers = new Map();
      }
      kept = new Set(ids);
      changed();
    },
  };
}
