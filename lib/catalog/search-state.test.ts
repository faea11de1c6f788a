import { describe, expect, it } from 'vitest';
import { initialSearchState, itemsInOrder, searchReducer, type QueryInfo, type SearchState } from './search-state';

type Item = { id: string; title: string };
const item = (id: string, title = id): Item => ({ id, title });
const info = (page: number, href = '/catalog?Color=Red'): QueryInfo => ({ href, total: 5, firstPage: 1, page, pageCount: 3 });
const start = (): SearchState<Item> => initialSearchState<Item>();

describe('§4 Search state', () => {
  it('starts empty: byId, allIds, queryInfo, index, error, isFetching', () => {
    expect(start()).toEqual({ byId: {}, allIds: [], queryInfo: null, index: '', error: null, isFetching: false });
  });

  it('request sets isFetching', () => {
    expect(searchReducer(start(), { type: 'request' }).isFetching).toBe(true);
  });

  it('receive replaces the items, keyed by objectID, in result order', () => {
    const first = searchReducer(start(), { type: 'receive', items: [item('a'), item('b')], queryInfo: info(1), index: 'catalog_newest' });
    const second = searchReducer(
      { ...first, isFetching: true },
      { type: 'receive', items: [item('c')], queryInfo: info(1, '/catalog'), index: 'catalog_title' },
    );
    expect(second.allIds).toEqual(['c']);
    expect(second.byId).toEqual({ c: item('c') });
    expect(second).toMatchObject({ index: 'catalog_title', isFetching: false, queryInfo: info(1, '/catalog') });
  });

  it('receive more merges new items after the existing ones, without repeating one', () => {
    const first = searchReducer(start(), { type: 'receive', items: [item('a'), item('b')], queryInfo: info(1), index: 'catalog_newest' });
    const more = searchReducer(first, { type: 'receiveMore', items: [item('b', 'B again'), item('c')], queryInfo: info(2) });
    expect(more.allIds).toEqual(['a', 'b', 'c']);
    expect(itemsInOrder(more).map((entry) => entry.title)).toEqual(['a', 'B again', 'c']);
    expect(more.queryInfo?.page).toBe(2);
  });

  it('receive more for a search that is no longer shown changes no items', () => {
    const first = searchReducer(start(), { type: 'receive', items: [item('a')], queryInfo: info(1), index: 'catalog_newest' });
    const stale = searchReducer({ ...first, isFetching: true }, { type: 'receiveMore', items: [item('z')], queryInfo: info(2, '/catalog?Color=Blue') });
    expect(stale.allIds).toEqual(['a']);
    expect(stale.isFetching).toBe(false);
  });

  it('receive one adds a single item by id and leaves the result list alone', () => {
    const first = searchReducer(start(), { type: 'receive', items: [item('a')], queryInfo: info(1), index: 'catalog_newest' });
    const one = searchReducer(first, { type: 'receiveOne', item: item('q') });
    expect(one.byId.q).toEqual(item('q'));
    expect(one.allIds).toEqual(['a']);
  });

  it('error records the error and stops fetching; the next request clears it', () => {
    const failed = searchReducer({ ...start(), isFetching: true }, { type: 'error', error: 'Could not load more props.' });
    expect(failed).toMatchObject({ error: 'Could not load more props.', isFetching: false });
    expect(searchReducer(failed, { type: 'request' }).error).toBeNull();
  });

  it('reset clears the state', () => {
    const first = searchReducer(start(), { type: 'receive', items: [item('a')], queryInfo: info(1), index: 'catalog_newest' });
    expect(searchReducer(first, { type: 'reset' })).toEqual(start());
  });
});
