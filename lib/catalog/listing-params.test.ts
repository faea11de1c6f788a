import { describe, expect, it } from 'vitest';
import { listingHeading, listingHref, parseListingParams } from './listing-params';

describe('catalogue listing URL (spec §2 routes)', () => {
  it('reads "Purchase Type" keyed by its label, as /catalog?Purchase+Type=Free writes it', () => {
    const search = new URLSearchParams('Purchase+Type=Free');
    expect(parseListingParams(Object.fromEntries(search)).purchaseType).toBe('Free');
    expect(parseListingParams({ 'Purchase Type': 'Weekly Rental' }).purchaseType).toBe('Weekly Rental');
  });

  it('labels the routes as the spec does: "Free Props" and "Rentals"', () => {
    expect(listingHeading({ purchaseType: 'Free', page: 1 })).toBe('Free Props');
    expect(listingHeading({ purchaseType: 'Weekly Rental', page: 1 })).toBe('Rentals');
    expect(listingHeading({ page: 1 })).toBe('Catalogue');
  });

  it('ignores unknown and malformed values instead of failing', () => {
    expect(parseListingParams({ 'Purchase Type': 'Gratis', page: 'abc', colour: 'Red' })).toEqual({ purchaseType: undefined, category: undefined, page: 1 });
    expect(parseListingParams({ page: '-4' }).page).toBe(1);
    expect(parseListingParams({ page: ['3', '9'] }).page).toBe(3);
  });

  it('writes spaces as + and round-trips', () => {
    const href = listingHref({ purchaseType: 'Weekly Rental', category: 'Art & Frames', page: 2 });
    expect(href).toBe('/catalog?Purchase+Type=Weekly+Rental&Category=Art+%26+Frames&page=2');
    const parsed = parseListingParams(Object.fromEntries(new URL(href, 'http://x').searchParams));
    expect(parsed).toEqual({ purchaseType: 'Weekly Rental', category: 'Art & Frames', page: 2 });
  });
});
