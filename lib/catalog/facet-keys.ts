/**
 * The facets the catalogue search counts. Each item carries its values as `key:value` strings in
 * items.facet_values, written by the items_search_fields trigger (migration 0001).
 */
export const FACET_KEYS = ['purchaseType', 'priceBin', 'vendors', 'category', 'tags', 'colors', 'rooms', 'materials'] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** The item fields a tenant's custom field may facet on (spec §3 "Item custom fields"), and the facet each is. */
export const CUSTOM_FIELD_FACETS = {
  'priceSpecification.purchaseType': 'purchaseType',
  rooms: 'rooms',
  materials: 'materials',
  tags: 'tags',
  colors: 'colors',
} as const satisfies Record<string, FacetKey>;
export const CUSTOM_FIELD_PATHS = Object.keys(CUSTOM_FIELD_FACETS) as [keyof typeof CUSTOM_FIELD_FACETS, ...(keyof typeof CUSTOM_FIELD_FACETS)[]];

/** Weekly price bins in cents, as catalog_price_bin() in migration 0001 draws them. */
export const PRICE_BINS = [
  { label: 'Free', below: 0 },
  { label: 'Under $50', below: 5_000 },
  { label: '$50 to $99', below: 10_000 },
  { label: '$100 to $249', below: 25_000 },
  { label: '$250 and up', below: Number.POSITIVE_INFINITY },
] as const;

export function priceBinOf(weeklyPriceCents: number | null): string {
  if (weeklyPriceCents === null) return 'Free';
  return PRICE_BINS.find((bin) => bin.label !== 'Free' && weeklyPriceCents < bin.below)!.label;
}
