/**
 * The browser's search state (spec §4 "Search state"): the items of the current search, keyed by
 * objectID, in result order. Pure, so the catalogue's client components and their tests share it.
 */
export type QueryInfo = {
  /** The canonical URL of the search, without its page: two states with the same href are one search. */
  href: string;
  total: number;
  /** The page the list starts at (the URL's page) and the last page received. */
  firstPage: number;
  page: number;
  pageCount: number;
};

export type SearchState<Item extends { id: string }> = {
  byId: Record<string, Item>;
  allIds: string[];
  queryInfo: QueryInfo | null;
  /** Which ordering of the catalogue the items come from, e.g. "catalog_newest". */
  index: string;
  error: string | null;
  isFetching: boolean;
};

export type SearchAction<Item extends { id: string }> =
  | { type: 'request' }
  | { type: 'receive'; items: Item[]; queryInfo: QueryInfo; index: string }
  | { type: 'receiveMore'; items: Item[]; queryInfo: QueryInfo }
  | { type: 'receiveOne'; item: Item }
  | { type: 'error'; error: string }
  | { type: 'reset' };

export function initialSearchState<Item extends { id: string }>(): SearchState<Item> {
  return { byId: {}, allIds: [], queryInfo: null, index: '', error: null, isFetching: false };
}

const keyed = <Item extends { id: string }>(items: Item[]) => Object.fromEntries(items.map((item) => [item.id, item]));

export function searchReducer<Item extends { id: string }>(state: SearchState<Item>, action: SearchAction<Item>): SearchState<Item> {
  switch (action.type) {
    case 'request':
      return { ...state, isFetching: true, error: null };
    case 'receive':
      return {
        byId: keyed(action.items),
        allIds: [...new Set(action.items.map((item) => item.id))],
        queryInfo: action.queryInfo,
        index: action.index,
        error: null,
        isFetching: false,
      };
    case 'receiveMore': {
      // A page that arrives for another search (the crew member changed filters meanwhile) is dropped.
      if (state.queryInfo && state.queryInfo.href !== action.queryInfo.href) return { ...state, isFetching: false };
      const known = new Set(state.allIds);
      return {
        ...state,
        byId: { ...state.byId, ...keyed(action.items) },
        allIds: [...state.allIds, ...action.items.map((item) => item.id).filter((id) => !known.has(id) && known.add(id))],
        queryInfo: action.queryInfo,
        error: null,
        isFetching: false,
      };
    }
    case 'receiveOne':
      // Kept by id for whoever opens it; the result list and its order stay as they were.
      return { ...state, byId: { ...state.byId, [action.item.id]: action.item } };
    case 'error':
      return { ...state, error: action.error, isFetching: false };
    case 'reset':
      return initialSearchState();
  }
}

export function itemsInOrder<Item extends { id: string }>(state: SearchState<Item>): Item[] {
  return state.allIds.map((id) => state.byId[id]).filter((item): item is Item => item !== undefined);
}
