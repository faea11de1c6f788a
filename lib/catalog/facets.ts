import type { Tenant } from '@/lib/tenant/schema';
import { CUSTOM_FIELD_FACETS, PRICE_BINS, SIZE_BINS, SIZE_FACETS, type FacetKey } from '@/lib/tenant/facet-keys';

export type FacetDefinition = {
  key: FacetKey;
  /** The heading in the filter bar and the URL parameter: `?Purchase+Type=Free`, `?Color=Red`. */
  label: string;
  /** When set, the only values a URL may ask for, in the order the filter bar lists them. */
  values?: readonly string[];
  /** How values are shown where they differ from what is stored (vendor ids). Plain data: it reaches the browser. */
  displayNames?: Record<string, string>;
};

/**
 * The facets crews filter by, in the filter bar's order: the tenant's custom fields first (spec §3),
 * then categories, colours, the size bins of height, width and depth (issue 28 §2), tags and
 * vendors, and the price bins unless hidePriceFilter is set.
 */
export function catalogFacets(tenant: Tenant): FacetDefinition[] {
  const facets: FacetDefinition[] = tenant.customFields.map((field) => ({
    key: CUSTOM_FIELD_FACETS[field.field],
    label: field.label,
    ...(field.values.length > 0 ? { values: field.values } : {}),
  }));
  const taken = new Set(facets.map((facet) => facet.key));
  const standard: FacetDefinition[] = [
    { key: 'category', label: 'Category' },
    { key: 'colors', label: 'Color', values: tenant.colorMap.map((color) => color.name) },
    ...SIZE_FACETS.map(({ key, label }) => ({ key, label, values: SIZE_BINS.map((bin) => bin.label) })),
    { key: 'tags', label: 'Tag' },
    {
      key: 'vendors',
      label: 'Vendor',
      displayNames: { [tenant.vendor.id]: tenant.vendor.displayName },
    },
  ];
  if (!tenant.hidePriceFilter) standard.push({ key: 'priceBin', label: 'Price', values: PRICE_BINS.map((bin) => bin.label) });
  return [...facets, ...standard.filter((facet) => !taken.has(facet.key))];
}

/** The values of the tenant's custom field on this item field, such as its periods; empty when it has none or lists none. */
export function customFieldValues(tenant: Pick<Tenant, 'customFields'>, field: Tenant['customFields'][number]['field']): readonly string[] {
  return tenant.customFields.find((each) => each.field === field)?.values ?? [];
}

/** Every facet, the price bins included whatever the tenant shows: what the benchmark counts. */
export function allFacets(tenant: Tenant): FacetDefinition[] {
  return catalogFacets({ ...tenant, hidePriceFilter: false });
}

export function displayValue(facet: FacetDefinition, value: string): string {
  // Own keys only: a value from the URL such as `__proto__` must not find Object.prototype (issue 9).
  return facet.displayNames && Object.hasOwn(facet.displayNames, value) ? facet.displayNames[value]! : value;
}
