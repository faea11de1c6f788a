import { describe, expect, it, vi } from 'vitest';
import { favouritesStore } from './favourites-store';

describe('the favourites store each heart reads (issue 29: only the hearts that change render again)', () => {
  it('answers per prop, and keeps what the page was drawn with for hydration', () => {
    const store = favouritesStore(['prop-1']);
    store.keep(['prop-2'], null);
    expect(store.isFavourite('prop-1')).toBe(false);
    expect(store.isFavourite('prop-2')).toBe(true);
    expect(store.wasDrawn('prop-1')).toBe(true);
    expect(store.wasDrawn('prop-2')).toBe(false);
  });

  it('a tap’s answer stands until a new profile, which includes it, replaces the kept props', () => {
    const store = favouritesStore([]);
    const profile = { 'prop-1': true };
    store.keep(['prop-1'], profile);
    store.remember('prop-1', false);
    store.remember('prop-3', true);
    // A guest's list arriving again under the same profile does not undo this tab's taps.
    store.keep(['prop-1'], profile);
    expect(store.isFavourite('prop-1')).toBe(false);
    expect(store.isFavourite('prop-3')).toBe(true);
    store.keep(['prop-3'], { 'prop-3': true });
    expect(store.isFavourite('prop-1')).toBe(false);
    expect(store.isFavourite('prop-3')).toBe(true);
    store.keep([], {});
    expect(store.isFavourite('prop-3')).toBe(false);
  });

  it('tells its subscribers of each change, and no longer once they leave', () => {
    const store = favouritesStore([]);
    const listener = vi.fn();
    const leave = store.subscribe(listener);
    store.remember('prop-1', true);
    store.keep(['prop-2'], null);
    expect(listener).toHaveBeenCalledTimes(2);
    leave();
    store.remember('prop-1', false);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
