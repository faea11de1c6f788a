import { describe, expect, it } from 'vitest';
import { catalogHeading } from './catalog-heading';
import { emptySearch } from './search-query';

const withFilters = (filters: ReturnType<typeof emptySearch>['filters']) => ({ ...emptySearch(), filters });

describe('§2 route labels on the catalogue', () => {
  it('names /catalog?Purchase+Type=Free "Free Props" and ?Purchase+Type=Weekly+Rental "Rentals"', () => {
    expect(catalogHeading(withFilters({ purchaseType: ['Free'] }))).toBe('Free Props');
    expect(catalogHeading(withFilters({ purchaseType: ['Weekly Rental'] }))).toBe('Rentals');
  });

  it('says "Catalogue" for everything, or both purchase types at once', () => {
    expect(catalogHeading(emptySearch())).toBe('Catalogue');
    expect(catalogHeading(withFilters({ purchaseType: ['Free', 'Weekly Rental'] }))).toBe('Catalogue');
  });

  it('names one category with the purchase type', () => {
    expect(catalogHeading(withFilters({ purchaseType: ['Free'], category: ['Lighting'] }))).toBe('Free Lighting');
    expect(catalogHeading(withFilters({ purchaseType: ['Weekly Rental'], category: ['Lighting'] }))).toBe('Lighting for Rent');
    expect(catalogHeading(withFilters({ category: ['Lighting'] }))).toBe('Lighting');
  });
});
