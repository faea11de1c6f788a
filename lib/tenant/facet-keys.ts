/**
 * The facets the catalogue search counts. Each item carries its values as `key:value` strings in
 * items.facet_values, written by the items_search_fields trigger (migrations 0001, 0018, 0022).
 */
export const FACET_KEYS = [
  'purchaseType',
  'priceBin',
  'vendors',
  'category',
  'tags',
  'colors',
  'rooms',
  'materials',
  'period',
  'height',
  'width',
  'depth',
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];

/** The item fields a tenant's custom field may facet on (spec §3 "Item custom fields"), and the facet each is. */
export const CUSTOM_FIELD_FACETS = {
  'priceSpecification.purchaseType': 'purchaseType',
  rooms: 'rooms',
  materials: 'materials',
  period: 'period',
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

/**
 * The size facets (issue 28 §2, decision 109): each of an item's measures in inches falls in one bin,
 * the bin holding its lower bound (a 36 in high armchair is "36 to 48 in"), as catalog_size_bin() in
 * migration 0022 draws them. One set of bins for the three, from a tabletop piece to a street sign.
 */
export const SIZE_BINS = [
  { label: 'Under 12 in', below: 12 },
  { label: '12 to 24 in', below: 24 },
  { label: '24 to 36 in', below: 36 },
  { label: '36 to 48 in', below: 48 },
  { label: '48 to 72 in', below: 72 },
  { label: '72 to 96 in', below: 96 },
  { label: '96 in and up', below: Number.POSITIVE_INFINITY },
] as const;

/** Each measure of items.dimensions, the facet it is, and its heading in the filter bar and the URL (`?Height=24+to+36+in`). */
export const SIZE_FACETS = [
  { key: 'height', label: 'Height' },
  { key: 'width', label: 'Width' },
  { key: 'depth', label: 'Depth' },
] as const satisfies readonly { key: FacetKey; label: string }[];

export function sizeBinOf(inches: number): string {
  return SIZE_BINS.find((bin) => inches < bin.below)!.label;
}
