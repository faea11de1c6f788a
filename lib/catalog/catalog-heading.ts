import type { SearchQuery } from './search-query';

/** The spec's names for the purchase-type routes (§2): "Free Props" and "Rentals". */
export function catalogHeading(query: SearchQuery): string {
  const [purchaseType, ...others] = query.filters.purchaseType ?? [];
  const category = query.filters.category?.length === 1 ? query.filters.category[0] : undefined;
  if (purchaseType === 'Free' && others.length === 0) return category ? `Free ${category}` : 'Free Props';
  if (purchaseType === 'Weekly Rental' && others.length === 0) return category ? `${category} for Rent` : 'Rentals';
  return category ?? 'Catalogue';
}
