import { describe, expect, it } from 'vitest';
import { headerSearchHref, keptFilterValues } from './header-search-href';

describe('issue 39 §1: searching from Rentals or Free Props keeps that filter', () => {
  it('keeps Purchase Type from the catalogue page the search is typed on', () => {
    const kept = keptFilterValues('/catalog', '/catalog', new URLSearchParams('Purchase+Type=Free&Color=Red&q=old'));
    expect(kept).toEqual(['Free']);
    expect(headerSearchHref('/catalog', 'lamp', kept)).toBe('/catalog?q=lamp&Purchase+Type=Free');
    expect(headerSearchHref('/catalog', '', ['Weekly Rental'])).toBe('/catalog?Purchase+Type=Weekly+Rental');
  });

  it('keeps nothing from other pages, and a plain search stays as it was', () => {
    expect(keptFilterValues('/catalog', '/items/x', new URLSearchParams('Purchase+Type=Free'))).toEqual([]);
    expect(headerSearchHref('/catalog', 'lamp', [])).toBe('/catalog?q=lamp');
    expect(headerSearchHref('/catalog', '', [])).toBe('/catalog');
  });
});
